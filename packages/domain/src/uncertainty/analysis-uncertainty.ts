/**
 * The analysis's uncertainty and data-quality figures for the reporting year: Approach 1 ranges beside every
 * total and every breakdown key (tonnes, as the totals are rounded), the quality summary, ESRS E1-6's share of
 * scope 3 from primary data and ESRS 2 BP-2's list of metrics above the high-uncertainty threshold.
 */
import { scope3PrimaryDataPct } from "../scope3-primary-data";
import { rangeOf, type UncertaintyRange } from "./approach1";
import type { TOTAL_KEYS } from "./monte-carlo";
import { type DataQualitySummary, HIGH_UNCERTAINTY_PCT } from "./schemas";
import {
  detailsUncertaintyPct,
  qualitySummaryOf,
  totalsUncertaintyPct,
  type YearUncertainty,
} from "./year-uncertainty";

type Totals = Record<(typeof TOTAL_KEYS)[number], number>;
type Details = {
  scope1Details: Record<string, number>;
  scope2Details: Record<string, number>;
  scope3Details: Record<string, number>;
};

export function analysisUncertainty(y: YearUncertainty | null, totals: Totals, details: Details) {
  // A year with emissions but no terms was closed before uncertainties were recorded: no range, not a zero.
  const recorded = (y?.groups.length ?? 0) > 0;
  const empty = !recorded && Object.values(totals).every((t) => t === 0);
  const pct = recorded && y ? totalsUncertaintyPct(y) : null;
  const range = (total: number, p: number | undefined): UncertaintyRange | null =>
    p !== undefined ? rangeOf(total, p) : empty ? rangeOf(total, 0) : null;
  const uncertainty = Object.fromEntries(
    (Object.keys(totals) as (keyof Totals)[]).map((k) => [k, range(totals[k], pct?.[k])]),
  ) as Record<keyof Totals, UncertaintyRange | null>;
  const perKey = (scope: 1 | 2 | 3, tonnes: Record<string, number>) => {
    const p = recorded && y ? detailsUncertaintyPct(y, scope) : {};
    const out: Record<string, UncertaintyRange> = {};
    for (const [key, t] of Object.entries(tonnes)) {
      const v = p[key];
      if (v !== undefined) out[key] = rangeOf(t, v);
    }
    return out;
  };
  const breakdownUncertainty = {
    scope1Details: perKey(1, details.scope1Details),
    scope2Details: perKey(2, details.scope2Details),
    scope3Details: perKey(3, details.scope3Details),
  };
  const q = qualitySummaryOf(y ?? { groups: [] });
  const metrics: { metric: string; pct95: number }[] = [];
  for (const k of Object.keys(uncertainty) as (keyof Totals)[]) {
    const r = uncertainty[k];
    if (r && r.pct95 > HIGH_UNCERTAINTY_PCT) metrics.push({ metric: k, pct95: r.pct95 });
  }
  for (const [scope, map] of [
    [1, breakdownUncertainty.scope1Details],
    [2, breakdownUncertainty.scope2Details],
    [3, breakdownUncertainty.scope3Details],
  ] as const) {
    for (const [key, r] of Object.entries(map)) {
      if (r.pct95 > HIGH_UNCERTAINTY_PCT) metrics.push({ metric: `scope${scope}.${key}`, pct95: r.pct95 });
    }
  }
  const dataQuality: DataQualitySummary = {
    ...q,
    scope3PrimaryDataPct: scope3PrimaryDataPct(y),
    highUncertainty: { threshold: HIGH_UNCERTAINTY_PCT, metrics },
  };
  return { uncertainty, breakdownUncertainty, dataQuality };
}
