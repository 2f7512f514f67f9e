/**
 * A reporting year's uncertainty and data quality from the activities' stored terms, read grouped by month,
 * site, scope, breakdown key and factor (a grouped query keeps a million rows cheap). Each site counts at its
 * included share s under the consolidation approach, as the totals do: x and U_EF·x scale by s, (U_AD·x)² by s².
 */
import { primaryDataPctOf } from "../scope3-primary-data";
import { approach1, type UncertaintyTerm } from "./approach1";
import type { MonteCarloGroup } from "./monte-carlo";

/** Stored uncertainty terms of one month, site, scope, breakdown key, factor and market factor. */
export type UncertaintyMonthRow = {
  month: string;
  siteId: number | null;
  scope: 1 | 2 | 3;
  detailKey: string;
  factorId: string;
  /** The market-based figure's factor (scope 2); null: the location factor. */
  marketFactorId: string | null;
  locationKg: number;
  marketKg: number;
  /** Σ (U_AD · x)² and Σ U_EF · x of the location-based figures, % and kg. */
  activitySq: number;
  factorLinear: number;
  /** The same of the market-based figures. */
  marketActivitySq: number;
  marketFactorLinear: number;
  /** Σ score · x (location kg), for the emission-weighted mean score. */
  scoreKg: number;
  /** Σ x of rows scored 1 or 2 (primary data). */
  primaryKg: number;
  activities: number;
};

/** One year's terms per scope, breakdown key and factor, at the sites' included shares. */
export type YearUncertaintyGroup = Omit<UncertaintyMonthRow, "month" | "siteId">;

export type YearUncertainty = { groups: YearUncertaintyGroup[] };

export const NO_UNCERTAINTY: YearUncertainty = Object.freeze({ groups: [] });

export function uncertaintyOfYear(
  rows: readonly UncertaintyMonthRow[],
  inYear: (month: string) => boolean,
  shareOf: (siteId: number | null) => number,
): YearUncertainty {
  const byKey = new Map<string, YearUncertaintyGroup>();
  for (const r of rows) {
    if (!inYear(r.month)) continue;
    const s = shareOf(r.siteId);
    if (s === 0) continue;
    const key = `${r.scope}|${r.detailKey}|${r.factorId}|${r.marketFactorId ?? ""}`;
    const g = byKey.get(key);
    const s2 = s * s;
    if (g) {
      g.locationKg += r.locationKg * s;
      g.marketKg += r.marketKg * s;
      g.activitySq += r.activitySq * s2;
      g.factorLinear += r.factorLinear * s;
      g.marketActivitySq += r.marketActivitySq * s2;
      g.marketFactorLinear += r.marketFactorLinear * s;
      g.scoreKg += r.scoreKg * s;
      g.primaryKg += r.primaryKg * s;
      g.activities += r.activities;
    } else {
      byKey.set(key, {
        scope: r.scope,
        detailKey: r.detailKey,
        factorId: r.factorId,
        marketFactorId: r.marketFactorId,
        locationKg: r.locationKg * s,
        marketKg: r.marketKg * s,
        activitySq: r.activitySq * s2,
        factorLinear: r.factorLinear * s,
        marketActivitySq: r.marketActivitySq * s2,
        marketFactorLinear: r.marketFactorLinear * s,
        scoreKg: r.scoreKg * s,
        primaryKg: r.primaryKg * s,
        activities: r.activities,
      });
    }
  }
  return { groups: [...byKey.values()] };
}

const locationTerm = (g: YearUncertaintyGroup): UncertaintyTerm => ({
  kg: g.locationKg,
  activitySq: g.activitySq,
  factorLinear: g.factorLinear,
  factorKey: g.factorId,
});

/** Scope 2's market figure; on scopes 1 and 3 the market figure is the location one. */
const marketTerm = (g: YearUncertaintyGroup): UncertaintyTerm =>
  g.scope === 2
    ? {
        kg: g.marketKg,
        activitySq: g.marketActivitySq,
        factorLinear: g.marketFactorLinear,
        factorKey: g.marketFactorId ?? g.factorId,
      }
    : locationTerm(g);

export type TotalsPct = Record<
  "scope1" | "scope2" | "scope2MarketBased" | "scope3" | "total" | "totalMarketBased",
  number
>;

/** Approach 1's relative 95% uncertainty (%) of each total of the year. */
export function totalsUncertaintyPct(y: YearUncertainty): TotalsPct {
  const of = (scope: number) => y.groups.filter((g) => g.scope === scope);
  const pct = (terms: UncertaintyTerm[]) => approach1(terms).pct95;
  return {
    scope1: pct(of(1).map(locationTerm)),
    scope2: pct(of(2).map(locationTerm)),
    scope2MarketBased: pct(of(2).map(marketTerm)),
    scope3: pct(of(3).map(locationTerm)),
    total: pct(y.groups.map(locationTerm)),
    totalMarketBased: pct(y.groups.map(marketTerm)),
  };
}

/** Approach 1's relative 95% uncertainty (%) of each breakdown key of a scope (location-based, as the details). */
export function detailsUncertaintyPct(y: YearUncertainty, scope: 1 | 2 | 3): Record<string, number> {
  const byKey = new Map<string, UncertaintyTerm[]>();
  for (const g of y.groups) {
    if (g.scope !== scope) continue;
    const list = byKey.get(g.detailKey) ?? [];
    list.push(locationTerm(g));
    byKey.set(g.detailKey, list);
  }
  return Object.fromEntries([...byKey].map(([k, terms]) => [k, approach1(terms).pct95]));
}

/** The year's groups as Monte Carlo inputs (relative percentages of each group). */
export function monteCarloGroupsOf(y: YearUncertainty): MonteCarloGroup[] {
  const rel = (num: number, kg: number) => (kg === 0 ? 0 : num / Math.abs(kg));
  return y.groups.map((g) => {
    const market = marketTerm(g);
    return {
      scope: g.scope,
      locationKg: g.locationKg,
      marketKg: market.kg,
      activityPct: rel(Math.sqrt(g.activitySq), g.locationKg),
      locationFactorKey: g.factorId,
      locationFactorPct: rel(g.factorLinear, g.locationKg),
      marketFactorKey: market.factorKey,
      marketFactorPct: rel(market.factorLinear, market.kg),
    };
  });
}

export type QualityFigure = {
  /** Emission-weighted mean data-quality score (1 best … 5), to 0.1; null without emissions. */
  meanScore: number | null;
  /** % of the emissions from primary data (scores 1-2), to 0.1; null without emissions. */
  primaryDataPct: number | null;
};

function qualityOf(groups: readonly YearUncertaintyGroup[]): QualityFigure {
  let kg = 0;
  let scoreKg = 0;
  let primaryKg = 0;
  for (const g of groups) {
    kg += g.locationKg;
    scoreKg += g.scoreKg;
    primaryKg += g.primaryKg;
  }
  if (!(kg > 0)) return { meanScore: null, primaryDataPct: null };
  return { meanScore: Math.round((scoreKg / kg) * 10) / 10, primaryDataPct: primaryDataPctOf(primaryKg, kg) };
}

/** Data quality per scope, per breakdown key of each scope, and of the whole year (location-based kg). */
export function qualitySummaryOf(y: YearUncertainty): {
  total: QualityFigure;
  scope1: QualityFigure;
  scope2: QualityFigure;
  scope3: QualityFigure;
  byCategory: { scope: 1 | 2 | 3; detailKey: string; quality: QualityFigure }[];
} {
  const of = (scope: number) => y.groups.filter((g) => g.scope === scope);
  const keys = new Map<string, YearUncertaintyGroup[]>();
  for (const g of y.groups) {
    const k = `${g.scope}|${g.detailKey}`;
    keys.set(k, [...(keys.get(k) ?? []), g]);
  }
  return {
    total: qualityOf(y.groups),
    scope1: qualityOf(of(1)),
    scope2: qualityOf(of(2)),
    scope3: qualityOf(of(3)),
    byCategory: [...keys.values()]
      .map((gs) => ({
        scope: (gs[0] as YearUncertaintyGroup).scope,
        detailKey: (gs[0] as YearUncertaintyGroup).detailKey,
        quality: qualityOf(gs),
      }))
      .sort((a, b) => a.scope - b.scope || a.detailKey.localeCompare(b.detailKey)),
  };
}
