/**
 * Year-on-year change for reports (ESRS E1, IFRS S2, GRI 305; docs/decisions/015-reporting-years.md):
 * the chosen year against the latest COMPLETE year before it, so a partial year
 * never shows as a fall of −95 %.
 */
import { z } from "zod";
import type { YearlyTotal } from "./carbon-projection";

export const yearOnYearChangeSchema = /* @__PURE__ */ z.object({
  previousYear: z.number().int(),
  /** (total − previous) / previous × 100, unrounded; −10 = 10 % less. */
  changePercent: z.number(),
});
export type YearOnYearChange = z.infer<typeof yearOnYearChangeSchema>;

/**
 * The change of `year` against the latest complete year before it. Null when `year` itself is not complete
 * (a partial year is not comparable), when no earlier year is complete, or when that year's total is 0.
 */
export function yearOnYearChange(yearly: readonly YearlyTotal[], year: number): YearOnYearChange | null {
  const current = yearly.find((y) => y.year === year);
  if (!current?.complete) return null;
  const previous = yearly
    .filter((y) => y.complete && y.year < year)
    .reduce<YearlyTotal | null>((best, y) => (best === null || y.year > best.year ? y : best), null);
  if (!previous || previous.total <= 0) return null;
  return {
    previousYear: previous.year,
    changePercent: ((current.total - previous.total) / previous.total) * 100,
  };
}
