/**
 * Data completeness of one reporting year (GET /api/carbon/coverage): for each of the fiscal year's 12 months,
 * whether at least one counted activity (voided uploads are not counted) of each source type and at each site
 * falls in it, so missing months are seen before a year is closed.
 */
import { z } from "zod";
import { NO_SITE_NAME } from "./carbon-inventory";
import { CARBON_SOURCE_TYPES } from "./carbon-schemas";
import {
  MONTH_NAMES,
  monthKeySchema,
  monthKeysOfYear,
  REPORTING_YEAR_MAX,
  REPORTING_YEAR_MIN,
} from "./reporting-period";

/**
 * `?year=` of GET /api/carbon/coverage: a reporting-year label, as text in a query string or a number. A
 * request without any query arrives as no input at all: `prefault` parses it as `{}`, so the refusal still
 * names `year`.
 */
export const carbonCoverageInputSchema = /* @__PURE__ */ z
  .object({
    year: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{4}$/)
            .transform(Number),
        ],
        {
          error: "Year must be a four-digit year",
        },
      )
      .pipe(
        z
          .int("Year must be a whole number")
          .min(REPORTING_YEAR_MIN, `Year must be ${REPORTING_YEAR_MIN} or later`)
          .max(REPORTING_YEAR_MAX, `Year must be ${REPORTING_YEAR_MAX} or earlier`),
      ),
  })
  // Typed as the input it stands in for; parsed, it fails at `year` as intended.
  .prefault({} as { year: number });
export type CarbonCoverageInput = z.input<typeof carbonCoverageInputSchema>;

const monthFlags = /* @__PURE__ */ z.array(z.boolean()).length(12);

export const carbonCoverageSchema = /* @__PURE__ */ z.object({
  year: z.number().int(),
  /** The reporting year's 12 calendar months "YYYY-MM", in fiscal order; each flag array follows it. */
  months: z.array(monthKeySchema).length(12),
  /** Every source type of the platform (a type never uploaded shows 12 gaps), in the upload form's order. */
  bySourceType: z.record(z.string(), monthFlags),
  /**
   * Keyed by site name (unique within a company, so readable and unambiguous): every site of the company in
   * name order, then "No site" for activities not assigned to a site, present only when the year has some.
   */
  bySite: z.record(z.string(), monthFlags),
});
export type CarbonCoverage = z.infer<typeof carbonCoverageSchema>;

/** A month with counted activities of one source type at one site (null: no site). */
export type CoverageCell = { month: string; sourceType: string; siteId: number | null };

export function carbonCoverageGrid(input: {
  year: number;
  fiscalYearStartMonth: number;
  cells: readonly CoverageCell[];
  sites: readonly { id: number; name: string }[];
}): CarbonCoverage {
  const months = monthKeysOfYear(input.year, input.fiscalYearStartMonth);
  const index = new Map(months.map((m, i) => [m, i]));
  const empty = () => months.map(() => false);

  const bySourceType: Record<string, boolean[]> = {};
  for (const t of CARBON_SOURCE_TYPES) bySourceType[t] = empty();
  const siteName = new Map(input.sites.map((s) => [s.id, s.name]));
  const bySite: Record<string, boolean[]> = {};
  for (const s of [...input.sites].sort((a, b) => a.name.localeCompare(b.name))) bySite[s.name] = empty();

  const mark = (row: boolean[] | undefined, i: number) => {
    if (row) row[i] = true;
  };
  for (const c of input.cells) {
    const i = index.get(c.month);
    if (i === undefined) continue;
    bySourceType[c.sourceType] ??= empty();
    mark(bySourceType[c.sourceType], i);
    // An activity whose site was since deleted counts as unassigned, as the analysis counts it.
    const name = (c.siteId !== null ? siteName.get(c.siteId) : undefined) ?? NO_SITE_NAME;
    bySite[name] ??= empty();
    mark(bySite[name], i);
  }
  return { year: input.year, months, bySourceType, bySite };
}

/** The months (keys) in which no source type has any counted activity: the year's gaps. */
export function monthsWithoutData(coverage: CarbonCoverage): string[] {
  const rows = Object.values(coverage.bySourceType);
  return coverage.months.filter((_, i) => !rows.some((row) => row[i]));
}

/** "Apr 2024" for "2024-04": a column heading of the grid. */
export function shortMonthLabel(monthKey: string): string {
  const [year, month] = monthKey.split("-");
  return `${(MONTH_NAMES[Number(month) - 1] ?? "").slice(0, 3)} ${year}`;
}
