import { parseNumberField, type Site } from "@esg/domain";

/** The Add/Edit site form's values: text as typed (an empty share means the schema's default, 100). */
export type SiteFormValues = {
  name: string;
  country: string;
  gridSubregion: string;
  legalEntity: string;
  ownershipShare: string;
  operationalControl: boolean;
  financialControl: boolean;
  underEts: boolean;
};

/** A site as the form's starting values (a new site: empty, 100 %, under both kinds of control). */
export function siteFormValues(site: Site | null): SiteFormValues {
  return {
    name: site?.name ?? "",
    country: site?.country ?? "",
    gridSubregion: site?.gridSubregion ?? "",
    legalEntity: site?.legalEntity ?? "",
    ownershipShare: String(site?.ownershipShare ?? 100),
    operationalControl: site?.operationalControl ?? true,
    financialControl: site?.financialControl ?? true,
    underEts: site?.underEts ?? false,
  };
}

/**
 * The form's values as the API's own schema reads them (@esg/domain sites.ts), which trims them,
 * upper-cases the codes and stores empty optional fields as null (so an edit can clear them).
 */
export function siteInput(values: SiteFormValues) {
  return { ...values, ownershipShare: parseNumberField(values.ownershipShare) };
}
