/** Monthly rollup rows for the tests of the inventory's readers (reports, assessment, board metrics). */
import type { InventoryRecords, MonthlyTotalRow } from "../carbon-inventory";
import type { IndustryComparisonFigures } from "../carbon-schemas";
import { DEFAULT_REPORTING_SETTINGS, type ReportingSettings } from "../reporting-period";
import type { UncertaintyMonthRow } from "../uncertainty/year-uncertainty";

/** An industry reference for the analysis's tests (its figures are not what they check). */
export const TEST_INDUSTRY: IndustryComparisonFigures = {
  topPerformer: 100,
  medianEmissions: 200,
  averageEmissions: 300,
  intensityNote: null,
  industry: "Manufacturing",
  source: "test",
  sourceUrl: "https://example.org",
  basis: "test",
};

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** A year's kg spread over its months in whole kg (so sums are exact), one activity a month. */
export function monthly(
  year: number,
  scope: 1 | 2 | 3,
  detailKey: string,
  kg: number,
  opts: { marketKg?: number; months?: readonly number[]; sourceType?: string } = {},
): MonthlyTotalRow[] {
  const months = opts.months ?? ALL_MONTHS;
  const split = (total: number) => {
    const per = Math.floor(total / months.length);
    return months.map((_, i) => (i === 0 ? total - per * (months.length - 1) : per));
  };
  const loc = split(kg);
  const mkt = split(opts.marketKg ?? kg);
  return months.map((m, i) => ({
    month: `${year}-${String(m).padStart(2, "0")}`,
    scope,
    detailKey,
    sourceType: opts.sourceType ?? "energy_bill",
    locationKg: loc[i] as number,
    marketKg: mkt[i] as number,
    activities: 1,
  }));
}

export function inventoryRecords(
  rows: readonly MonthlyTotalRow[],
  settings: Partial<ReportingSettings> = {},
  closedYears: readonly number[] = [],
): InventoryRecords {
  return { settings: { ...DEFAULT_REPORTING_SETTINGS, ...settings }, closedYears, monthly: rows };
}

/**
 * One month's stored uncertainty terms of a scope and breakdown key with one factor: x kg at the given 95%
 * uncertainties (%) and data-quality score, as the grouped query sums them.
 */
export function uncertaintyRow(
  month: string,
  scope: 1 | 2 | 3,
  detailKey: string,
  kg: number,
  o: {
    activityPct: number;
    factorPct: number;
    factorId: string;
    score: number;
    marketKg?: number;
    marketFactorId?: string;
  },
): UncertaintyMonthRow {
  const market = o.marketKg ?? kg;
  return {
    month,
    siteId: null,
    scope,
    detailKey,
    factorId: o.factorId,
    marketFactorId: o.marketFactorId ?? null,
    locationKg: kg,
    marketKg: market,
    activitySq: (o.activityPct * kg) ** 2,
    factorLinear: o.factorPct * kg,
    marketActivitySq: (o.activityPct * market) ** 2,
    marketFactorLinear: o.factorPct * market,
    scoreKg: o.score * kg,
    primaryKg: o.score <= 2 ? kg : 0,
    activities: 1,
  };
}
