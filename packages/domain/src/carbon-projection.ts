/**
 * Projections of the Carbon Analysis (spec part 1 §9 "projections"): the trajectory is continued
 * from COMPLETE reporting years only, so one stray invoice in an otherwise empty year cannot set the rate.
 * The rate is the compound annual change from the first to the last complete year up to the reporting year
 * (at least two complete years), held within ±25 % as before; otherwise the projection is a flat line, and
 * the method says which.
 */
import { z } from "zod";

/** Tonnes CO2e of one reporting year, and whether that year is complete (or closed). */
export const yearlyTotalSchema = /* @__PURE__ */ z.object({
  year: z.number().int(),
  total: z.number(),
  complete: z.boolean(),
});
export type YearlyTotal = z.infer<typeof yearlyTotalSchema>;

/** The compound rate is held within ±25 % a year (unchanged from the first release). */
export const PROJECTION_RATE_LIMIT = 0.25;

export const PROJECTION_METHOD_KINDS = ["compound_rate", "flat"] as const;

/** How the projections were made, stated in the analysis response. */
export const projectionMethodSchema = /* @__PURE__ */ z.object({
  kind: z.enum(PROJECTION_METHOD_KINDS),
  /** First and last complete year of the rate; for a flat line, the only complete year (or null). */
  fromYear: z.number().int().nullable(),
  toYear: z.number().int().nullable(),
  /** The complete years (up to the reporting year) the method looked at, oldest first. */
  yearsUsed: z.array(z.number().int()),
  /** The computed rate was beyond ±25 % and was held at the limit. */
  clamped: z.boolean(),
  /** The year whose total the projection continues from: the last complete year, else the reporting year. */
  anchorYear: z.number().int().nullable(),
  /** Plain English for the UI. */
  description: z.string(),
});
export type ProjectionMethod = z.infer<typeof projectionMethodSchema>;

export type ProjectionRate = { rate: number; method: ProjectionMethod };

const percent = (rate: number) => `${rate < 0 ? "−" : "+"}${Math.round(Math.abs(rate) * 100)}%`;

/** Complete years up to the reporting year (all complete years when it is null), oldest first. */
function completeYearsUpTo(yearly: readonly YearlyTotal[], reportingYear: number | null): YearlyTotal[] {
  return yearly
    .filter((y) => y.complete && (reportingYear === null || y.year <= reportingYear))
    .sort((a, b) => a.year - b.year);
}

/**
 * The yearly rate of the projections: compound annual change between the first and the last complete
 * year up to `reportingYear`, held within ±25 %; 0 (flat) with fewer than two complete years or when an
 * end year has no emissions. Partial years never count.
 */
export function projectionRate(yearly: readonly YearlyTotal[], reportingYear: number | null): ProjectionRate {
  const complete = completeYearsUpTo(yearly, reportingYear);
  const yearsUsed = complete.map((y) => y.year);
  const last = complete[complete.length - 1];
  const anchorYear = last?.year ?? reportingYear;
  const flat = (description: string): ProjectionRate => ({
    rate: 0,
    method: {
      kind: "flat",
      fromYear: complete[0]?.year ?? null,
      toYear: last?.year ?? null,
      yearsUsed,
      clamped: false,
      anchorYear,
      description,
    },
  });
  // Say where the line starts whenever it is not the reporting year itself.
  const from =
    anchorYear === null || anchorYear === reportingYear
      ? ""
      : `; the line starts at ${anchorYear}, the last complete year`;
  const first = complete[0];
  if (!first || !last || complete.length < 2) {
    const partial =
      last || reportingYear === null ? "" : `; the line starts at ${reportingYear}, a partial year`;
    return flat(`Flat: fewer than two complete years of data${from}${partial}`);
  }
  if (first.total <= 0 || last.total <= 0) {
    const empty = first.total <= 0 ? first.year : last.year;
    return flat(`Flat: no emissions recorded in complete year ${empty}${from}`);
  }
  const raw = (last.total / first.total) ** (1 / (last.year - first.year)) - 1;
  const rate = Math.max(-PROJECTION_RATE_LIMIT, Math.min(PROJECTION_RATE_LIMIT, raw));
  const clamped = rate !== raw;
  const limit = clamped ? `, held at the ${percent(rate)} a year limit` : "";
  return {
    rate,
    method: {
      kind: "compound_rate",
      fromYear: first.year,
      toYear: last.year,
      yearsUsed,
      clamped,
      anchorYear: last.year,
      description: `Compound annual change from ${first.year} to ${last.year} (complete years only)${limit}${from}`,
    },
  };
}

/**
 * Projected tonnes for each of `years`: the anchor year's total (the last complete year up to the reporting
 * year, else the reporting year's own total) continued at the projection rate. Unrounded.
 */
export function projectEmissions(input: {
  yearly: readonly YearlyTotal[];
  reportingYear: number | null;
  years: readonly number[];
}): ProjectionRate & { projections: Record<string, number> } {
  const { rate, method } = projectionRate(input.yearly, input.reportingYear);
  const anchor = method.anchorYear;
  const anchorTotal = input.yearly.find((y) => y.year === anchor)?.total ?? 0;
  const projections: Record<string, number> = {};
  for (const year of input.years) {
    projections[String(year)] = anchor === null ? 0 : anchorTotal * (1 + rate) ** (year - anchor);
  }
  return { rate, method, projections };
}
