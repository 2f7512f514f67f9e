/**
 * The data snapshot the generated reports are built from: the stored rows (ReportRecords, read by
 * packages/db queries/reports.ts) aggregated into per-year emissions in tonnes.
 */

import { SCOPE3_CATEGORY_KEYS } from "../carbon-breakdown";
import { humanizeKey } from "../carbon-status";
import { type GhgCategory, ghgCategoryName } from "../ghg";

export type ReportRecords = {
  company: { name: string; industry: string };
  /** Annual revenue on file (Carbon Accounting company profile). */
  revenue: { amount: number; currency: string } | null;
  /** The carbon rollup: kg CO2e per year, scope and breakdown key. */
  emissionTotals: readonly { year: number; scope: number; detailKey: string; kgCO2e: number }[];
  /** Scope 2 per year: market-based kg (location-based where no contractual instrument) and activity counts. */
  scope2Market: readonly { year: number; marketKg: number; activities: number; withInstrument: number }[];
  /** Emission factor sources used per year. */
  factorSources: readonly {
    year: number;
    source: string;
    factorYear: number;
    activities: number;
    kgCO2e: number;
  }[];
  suppliers: readonly {
    name: string;
    country: string | null;
    category: string | null;
    riskTier: string;
    disclosureScore: number;
    responded: boolean;
  }[];
  goals: readonly {
    title: string;
    category: string;
    unit: string;
    baselineYear: number;
    targetYear: number;
    currentValue: number;
    targetValue: number;
    isScenceBased: boolean;
    status: string;
    latestProgressPercentage: number | null;
  }[];
  risks: readonly {
    riskCategory: string;
    riskType: string;
    probability: number;
    impact: number;
    riskLevel: string;
    status: string;
    mitigationStrategy: string | null;
  }[];
};

export type SourceLine = { key: string; label: string; tonnes: number };

export type YearEmissions = {
  year: number;
  scope1: number;
  scope2Location: number;
  scope2Market: number;
  scope3: number;
  totalLocation: number;
  totalMarket: number;
  scope1BySource: SourceLine[];
  scope2BySource: SourceLine[];
  /** GHG Protocol scope 3 categories with data, in category order. */
  scope3ByCategory: (SourceLine & { category: GhgCategory | null })[];
  /** Scope 2 activities, and those with a supplier or certificate factor (market-based). */
  scope2Activities: number;
  scope2WithInstrument: number;
};

export type ReportData = {
  company: { name: string; industry: string };
  /** YYYY-MM-DD */
  generatedAt: string;
  revenue: { amount: number; currency: string } | null;
  /** Newest first. */
  years: YearEmissions[];
  /** Factor sources of the latest reporting year, largest emissions first. */
  factorSources: { source: string; factorYear: number; activities: number; tonnes: number }[];
  suppliers: ReportRecords["suppliers"];
  /** Environmental goals (ESRS E1-4, IFRS S2 targets). */
  climateTargets: ReportRecords["goals"];
  /** Risks of the Climate category. */
  climateRisks: ReportRecords["risks"];
};

const CATEGORY_BY_KEY = new Map<string, GhgCategory>(
  Object.entries(SCOPE3_CATEGORY_KEYS).map(([n, key]) => [key, Number(n) as GhgCategory]),
);

const bySize = (a: SourceLine, b: SourceLine) => b.tonnes - a.tonnes || a.key.localeCompare(b.key);

function yearEmissions(year: number, records: ReportRecords): YearEmissions {
  const scopes: Record<1 | 2 | 3, Map<string, number>> = { 1: new Map(), 2: new Map(), 3: new Map() };
  for (const r of records.emissionTotals) {
    if (r.year !== year || (r.scope !== 1 && r.scope !== 2 && r.scope !== 3)) continue;
    const m = scopes[r.scope];
    m.set(r.detailKey, (m.get(r.detailKey) ?? 0) + r.kgCO2e / 1000);
  }
  const lines = (m: Map<string, number>) =>
    [...m].map(([key, tonnes]) => ({ key, label: humanizeKey(key), tonnes })).sort(bySize);
  const sum = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);
  const scope1 = sum(scopes[1]);
  const scope2Location = sum(scopes[2]);
  const scope3 = sum(scopes[3]);
  const market = records.scope2Market.find((r) => r.year === year);
  const scope2Market = market ? market.marketKg / 1000 : scope2Location;
  const scope3ByCategory = [...scopes[3]]
    .map(([key, tonnes]) => {
      const category = CATEGORY_BY_KEY.get(key) ?? null;
      return {
        key,
        category,
        label: category ? `${category}. ${ghgCategoryName(category)}` : humanizeKey(key),
        tonnes,
      };
    })
    .sort((a, b) => (a.category ?? 99) - (b.category ?? 99));
  return {
    year,
    scope1,
    scope2Location,
    scope2Market,
    scope3,
    totalLocation: scope1 + scope2Location + scope3,
    totalMarket: scope1 + scope2Market + scope3,
    scope1BySource: lines(scopes[1]),
    scope2BySource: lines(scopes[2]),
    scope3ByCategory,
    scope2Activities: market?.activities ?? 0,
    scope2WithInstrument: market?.withInstrument ?? 0,
  };
}

export function buildReportData(records: ReportRecords, generatedAt: string): ReportData {
  const years = [...new Set(records.emissionTotals.map((r) => r.year))].sort((a, b) => b - a);
  const latest = years[0];
  return {
    company: records.company,
    generatedAt,
    revenue: records.revenue && records.revenue.amount > 0 ? records.revenue : null,
    years: years.map((y) => yearEmissions(y, records)),
    factorSources: records.factorSources
      .filter((f) => f.year === latest)
      .map((f) => ({
        source: f.source,
        factorYear: f.factorYear,
        activities: f.activities,
        tonnes: f.kgCO2e / 1000,
      }))
      .sort((a, b) => b.tonnes - a.tonnes || a.source.localeCompare(b.source)),
    suppliers: records.suppliers,
    climateTargets: records.goals.filter((g) => g.category === "Environmental"),
    climateRisks: records.risks.filter((r) => r.riskCategory === "Climate"),
  };
}

/** t CO2e per million of revenue, or null without revenue. */
export function intensityPerMillion(tonnes: number, revenue: ReportData["revenue"]): number | null {
  return revenue && revenue.amount > 0 ? tonnes / (revenue.amount / 1e6) : null;
}

const SYMBOLS: Record<string, string> = { GBP: "£", EUR: "€", USD: "$" };

/** "£24.0m", "24.0m SEK". PDF-safe: the standard PDF fonts carry £ and €. */
export function moneyMillions(revenue: { amount: number; currency: string }): string {
  const m = (revenue.amount / 1e6).toFixed(1);
  const symbol = SYMBOLS[revenue.currency];
  return symbol ? `${symbol}${m}m` : `${m}m ${revenue.currency}`;
}

/** "per £m revenue" */
export function perMillionLabel(revenue: { currency: string }): string {
  const symbol = SYMBOLS[revenue.currency];
  return symbol ? `t CO2e per ${symbol}m net revenue` : `t CO2e per million ${revenue.currency} net revenue`;
}
