/**
 * Sites (facilities) and the organisational boundary (GHG Protocol Corporate Standard ch. 3).
 * A site's country (and optional grid subregion) is the default region of its activities; its ownership
 * share weighs its emissions under the equity share approach, and its operational and financial control
 * decide whether it counts under the control approaches (consolidation.ts).
 */
import { z } from "zod";
import { optionalText } from "./form-fields";
import { parseRegion } from "./ghg/regions";
import { idSchema } from "./ids";

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** The file's country code of an ISO alpha-2 code (GB → UK), or null when the engine does not know it. */
function countryOf(code: string): string | null {
  if (!COUNTRY_CODE.test(code.trim())) return null;
  const parsed = parseRegion(code);
  return parsed.ok && parsed.value.kind === "country" ? parsed.value.code : null;
}

/** The country (file code) a subregion belongs to, or null when the engine does not read it as a subregion. */
function subregionParent(code: string): string | null {
  const parsed = parseRegion(code);
  return parsed.ok && parsed.value.kind === "subregion" ? parsed.value.parent : null;
}

const siteFields = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(200, "Name must be at most 200 characters"),
  country: z
    .string({ error: "Country is required" })
    .trim()
    .toUpperCase()
    .refine((v) => countryOf(v) !== null, {
      message: "Country must be an ISO 3166-1 alpha-2 code such as GB, DE or US",
    }),
  gridSubregion: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || subregionParent(v) !== null, {
      message: "Grid subregion must be a subregion code such as US-CAMX or GB-SCT",
    }),
  legalEntity: optionalText("Legal entity", 200),
  ownershipShare: z
    .number({ error: "Ownership share must be a number from 0 to 100" })
    .min(0, "Ownership share must be at least 0")
    .max(100, "Ownership share must be at most 100")
    .default(100),
  // A site is entered because it is the company's own facility, which it normally runs and controls; a
  // joint venture or a leased-out site is the exception the entry form unticks.
  operationalControl: z.boolean({ error: "Operational control must be true or false" }).default(true),
  financialControl: z.boolean({ error: "Financial control must be true or false" }).default(true),
  // Most sites are not installations under an emissions trading scheme: the form ticks the few that are.
  underEts: z.boolean({ error: "Under ETS must be true or false" }).default(false),
});

/** The grid subregion must lie in the site's country (US-CAMX in US, GB-SCT in GB). */
function subregionInCountry(
  v: { country: string; gridSubregion: string | null },
  ctx: z.RefinementCtx,
): void {
  if (v.gridSubregion === null) return;
  const parent = subregionParent(v.gridSubregion);
  const country = countryOf(v.country);
  if (parent !== null && country !== null && parent !== country) {
    ctx.addIssue({
      code: "custom",
      path: ["gridSubregion"],
      message: `Grid subregion ${v.gridSubregion} is not in ${v.country}`,
    });
  }
}

/** POST /api/companies/{companyId}/sites */
export const siteInputSchema = /* @__PURE__ */ siteFields.superRefine(subregionInCountry);
export type SiteInput = z.input<typeof siteInputSchema>;
export type SiteValues = z.output<typeof siteInputSchema>;

/** PUT /api/companies/{companyId}/sites/{id} */
export const siteUpdateInputSchema = /* @__PURE__ */ siteFields
  .extend({ id: idSchema })
  .superRefine(subregionInCountry);

export const siteSchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  gridSubregion: z.string().nullable(),
  legalEntity: z.string().nullable(),
  ownershipShare: z.number(),
  operationalControl: z.boolean(),
  financialControl: z.boolean(),
  /** An installation under a regulated emissions trading scheme (EU ETS, UK ETS). */
  underEts: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;

/** The region a site gives its activities that name none: its grid subregion, else its country. */
export function siteRegion(site: Pick<Site, "country" | "gridSubregion">): string {
  return site.gridSubregion ?? site.country;
}

/**
 * The site a row names: a numeric id (number or its text) first, else a name (case and surrounding spaces
 * ignored). Null when the company has no such site.
 */
export function resolveSite<S extends Pick<Site, "id" | "name">>(
  sites: readonly S[],
  ref: unknown,
): S | null {
  if (typeof ref === "number") return sites.find((s) => s.id === ref) ?? null;
  if (typeof ref !== "string") return null;
  const text = ref.trim();
  if (/^[1-9][0-9]*$/.test(text)) {
    const byId = sites.find((s) => s.id === Number(text));
    if (byId) return byId;
  }
  const key = text.toLowerCase();
  return sites.find((s) => s.name.trim().toLowerCase() === key) ?? null;
}

const isBlankRef = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/**
 * A row's `site` (name or id) names one of the company's sites, else the row is refused. The row
 * takes the site's id and, when it names no region, the site's grid subregion or country. Rows are numbered
 * from `firstRow` (a streamed upload applies this batch by batch). Mutates the rows; returns the refusals.
 */
export function applySitesToRows(
  sites: readonly Pick<Site, "id" | "name" | "country" | "gridSubregion">[],
  rows: readonly (Record<string, unknown> | null)[],
  firstRow = 1,
): { row: number; field: string; message: string }[] {
  const issues: { row: number; field: string; message: string }[] = [];
  rows.forEach((row, i) => {
    if (!row || isBlankRef(row.site)) return;
    const n = firstRow + i;
    const site = resolveSite(sites, row.site);
    if (!site) {
      const named = typeof row.site === "string" ? row.site.trim() : String(row.site);
      issues.push({ row: n, field: "site", message: `Row ${n}: unknown site "${named}"` });
      return;
    }
    row.siteId = site.id;
    if (isBlankRef(row.region)) {
      row.region = siteRegion(site);
      // Marks the region as the site's (a recalculation follows a corrected site); not enumerable, so the
      // upload's duplicate hash (the rows' JSON) stays what it was.
      Object.defineProperty(row, "regionFromSite", { value: true, enumerable: false });
    }
  });
  return issues;
}

/** Whether any row names a site (so the company's sites need loading). */
export function rowsNameSites(rows: readonly (Record<string, unknown> | null)[]): boolean {
  return rows.some((r) => r !== null && !isBlankRef(r.site));
}
