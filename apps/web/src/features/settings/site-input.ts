import { type Site, siteInputSchema } from "@esg/domain";

/** The Add/Edit site form's raw values: text as typed (an empty share means the schema's default, 100). */
export type SiteFormValues = {
  name: string;
  country: string;
  gridSubregion: string;
  legalEntity: string;
  ownershipShare: string;
};

/** A site as the form's starting values (a new site: empty, 100 %). */
export function siteFormValues(site: Site | null): SiteFormValues {
  return {
    name: site?.name ?? "",
    country: site?.country ?? "",
    gridSubregion: site?.gridSubregion ?? "",
    legalEntity: site?.legalEntity ?? "",
    ownershipShare: String(site?.ownershipShare ?? 100),
  };
}

/**
 * The form's values through the API's own schema (issue 16, @esg/domain sites.ts): trimmed, codes upper-cased,
 * empty optional fields null (so an edit can clear them), the share a number.
 */
export function parseSiteForm(values: SiteFormValues) {
  const share = values.ownershipShare.trim();
  return siteInputSchema.safeParse({
    name: values.name,
    country: values.country,
    gridSubregion: values.gridSubregion,
    legalEntity: values.legalEntity,
    ownershipShare: share === "" ? undefined : Number(share),
  });
}
