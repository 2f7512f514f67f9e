/**
 * Coverage of reporting years and the default year (docs/decisions/015-reporting-years.md; DESIGN.md
 * "Reporting periods"; docs/decisions/036-closed-years-are-snapshots.md). A year is complete when every one of its
 * 12 months has activity data (any source type); closing a year freezes it but does not fill its gaps, so a
 * year closed with missing months is `closed` and not `complete`, and names the months it lacks. The default
 * year is the latest closed or complete year, never a partial one silently: only when no year is closed or
 * complete is the year with the most months of data chosen (the latest on a tie), flagged partial.
 */
import { z } from "zod";
import { monthKeySchema, monthKeysOfYear, reportingYearOf } from "./reporting-period";

/** One month with activity data of one source type (distinct rows; duplicates are harmless). */
export const coverageMonthRowSchema = /* @__PURE__ */ z.object({
  month: monthKeySchema,
  sourceType: z.string(),
});
export type CoverageMonthRow = z.infer<typeof coverageMonthRowSchema>;

export const yearCoverageSchema = /* @__PURE__ */ z.object({
  /** Reporting-year label (the calendar year in which the fiscal year ends). */
  year: z.number().int(),
  /** How many of the year's 12 months have data of any source type. */
  monthsCovered: z.number().int().min(0).max(12),
  /** The covered "YYYY-MM" months, in order. */
  months: z.array(monthKeySchema),
  /** Covered months per source type, each in order. */
  bySourceType: z.record(z.string(), z.array(monthKeySchema)),
  /** The year's months without data, in order ("YYYY-MM"); empty when complete. */
  missingMonths: z.array(monthKeySchema),
  /** All 12 months covered (closing a year does not make it complete). */
  complete: z.boolean(),
  /** A user has closed the year (it takes no new uploads until reopened). */
  closed: z.boolean(),
});
export type YearCoverage = z.infer<typeof yearCoverageSchema>;

/** The year selector's entries: `availableYears` of GET /api/carbon/analysis. */
export const availableYearSchema = /* @__PURE__ */ yearCoverageSchema.pick({
  year: true,
  monthsCovered: true,
  missingMonths: true,
  complete: true,
  closed: true,
});
export type AvailableYear = z.infer<typeof availableYearSchema>;
export const availableYearsSchema = /* @__PURE__ */ z.array(availableYearSchema);

/** The chosen reporting year; `isPartial` whenever that year is neither complete nor closed. */
export const reportingYearChoiceSchema = /* @__PURE__ */ z.object({
  year: z.number().int().nullable(),
  isPartial: z.boolean(),
});
export type ReportingYearChoice = z.infer<typeof reportingYearChoiceSchema>;

/**
 * Coverage per reporting year, oldest first. Every year with data appears, and so does every closed year
 * even without data (it was closed on purpose, and the selector must offer it to be reopened).
 */
export function reportingCoverage(input: {
  rows: readonly CoverageMonthRow[];
  closedYears: readonly number[];
  fiscalYearStartMonth: number;
}): YearCoverage[] {
  const { rows, fiscalYearStartMonth: startMonth } = input;
  const closed = new Set(input.closedYears);
  const byYear = new Map<number, Map<string, Set<string>>>();
  const yearOf = (year: number) => {
    const found = byYear.get(year);
    if (found) return found;
    const created = new Map<string, Set<string>>();
    byYear.set(year, created);
    return created;
  };
  for (const { month, sourceType } of rows) {
    const perType = yearOf(reportingYearOf(month, startMonth));
    const months = perType.get(sourceType) ?? new Set<string>();
    perType.set(sourceType, months.add(month));
  }
  for (const year of closed) yearOf(year);

  return [...byYear.keys()]
    .sort((a, b) => a - b)
    .map((year) => {
      const perType = byYear.get(year) as Map<string, Set<string>>;
      const inOrder = monthKeysOfYear(year, startMonth);
      const covered = (set: ReadonlySet<string>) => inOrder.filter((m) => set.has(m));
      const all = new Set([...perType.values()].flatMap((s) => [...s]));
      const months = covered(all);
      const bySourceType: Record<string, string[]> = {};
      for (const type of [...perType.keys()].sort()) {
        bySourceType[type] = covered(perType.get(type) as Set<string>);
      }
      const isClosed = closed.has(year);
      return {
        year,
        monthsCovered: months.length,
        months,
        missingMonths: inOrder.filter((m) => !all.has(m)),
        bySourceType,
        complete: months.length === 12,
        closed: isClosed,
      };
    });
}

/** The selector's entries, oldest first. */
export function availableYears(coverage: readonly YearCoverage[]): AvailableYear[] {
  return coverage.map(({ year, monthsCovered, missingMonths, complete, closed }) => ({
    year,
    monthsCovered,
    missingMonths,
    complete,
    closed,
  }));
}

/**
 * The default reporting year: the latest closed or complete year; only when there is none, the year with the
 * most months of data (the latest on a tie, so one bill in a new year never displaces a 9-month year), flagged
 * partial; `{year: null, isPartial: false}` when there is no data at all.
 */
export function defaultReportingYear(coverage: readonly YearCoverage[]): ReportingYearChoice {
  const latest = (ys: readonly YearCoverage[]) =>
    ys.reduce<YearCoverage | null>((best, c) => (best === null || c.year > best.year ? c : best), null);
  const settled = latest(coverage.filter((c) => c.complete || c.closed));
  if (settled) return { year: settled.year, isPartial: false };
  const fullest = coverage.reduce<YearCoverage | null>(
    (best, c) =>
      c.monthsCovered > 0 &&
      (best === null ||
        c.monthsCovered > best.monthsCovered ||
        (c.monthsCovered === best.monthsCovered && c.year > best.year))
        ? c
        : best,
    null,
  );
  return fullest ? { year: fullest.year, isPartial: true } : { year: null, isPartial: false };
}

/**
 * The year an analysis or report is built for: the requested one (`?year=YYYY`), partial unless complete
 * or closed (a year without any data is partial too), else the default year.
 */
export function resolveReportingYear(
  coverage: readonly YearCoverage[],
  requestedYear?: number | null,
): ReportingYearChoice {
  if (requestedYear === undefined || requestedYear === null) return defaultReportingYear(coverage);
  const c = coverage.find((y) => y.year === requestedYear);
  return { year: requestedYear, isPartial: !(c?.complete || c?.closed) };
}

/** Joins per-year totals with coverage: a year absent from coverage is not complete. */
export function withCompleteness<T extends { year: number }>(
  totals: readonly T[],
  coverage: readonly YearCoverage[],
): (T & { complete: boolean })[] {
  const complete = new Set(coverage.filter((c) => c.complete || c.closed).map((c) => c.year));
  return totals.map((t) => ({ ...t, complete: complete.has(t.year) }));
}
