/**
 * Industry reference figures of the Carbon Analysis "Industry Benchmarking" tab (spec part 1 §2, §3).
 *
 * Source: US EPA Supply Chain GHG Emission Factors v1.3 (USEEIO), already in the factor library: the
 * cradle-to-gate kg CO2e per 2022 US dollar of output of each of 1,016 NAICS-6 sectors. For the
 * company's industry (a set of NAICS prefixes below) the figures are the 10th percentile (the best tenth:
 * "top performer", labelled P90), the median (P50) and the mean intensity over that industry's sectors,
 * each multiplied by the company's annual revenue in 2022 dollars. They describe the spread of sector
 * intensities, not a survey of firms; they cover scopes 1, 2 and upstream scope 3 (cradle to gate).
 */
import {
  type CurrencyCode,
  type EmissionFactor,
  isCurrencyCode,
  listEmissionFactors,
  SPEND_ACTIVITY_PREFIX,
  spendFactorBasis,
  USD_PER_CURRENCY_2022,
} from "./ghg";

/** Spec part 2 §9: the industries a company may name; each mapped to the NAICS sectors it spans. */
export const INDUSTRY_NAICS_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Technology: ["334", "5112", "518", "519", "5415"],
  Manufacturing: ["31", "32", "33"],
  "Financial Services": ["52"],
  Healthcare: ["621", "622", "623", "3254", "3391"],
  Energy: ["211", "2211", "2212", "324", "486"],
  "Consumer Goods": ["311", "312", "315", "316", "3352", "3256", "3399"],
};

let spendFactorList: readonly EmissionFactor[] | undefined;

/** The library is static data: filtered once, not on every GET /api/carbon/analysis (issue 9 profile). */
function spendFactors(): readonly EmissionFactor[] {
  spendFactorList ??= listEmissionFactors().filter(
    (f) => f.activity.startsWith(SPEND_ACTIVITY_PREFIX) && f.region === "US" && f.unit === "USD",
  );
  return spendFactorList;
}

/** The publisher and file of the intensities, as the factor library records them. */
export function industryBenchmarkSource(): { name: string; url: string } {
  const f = spendFactors()[0];
  return { name: f?.source ?? "", url: f?.url ?? "" };
}

export type IntensityStats = {
  industry: string;
  /** Number of NAICS-6 sectors the figures are taken over. */
  sectors: number;
  /** kg CO2e per 2022 USD. */
  p10: number;
  median: number;
  mean: number;
};

/** Type 7 (linear) quantile of sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

const sectorCache = new Map<string, readonly number[]>();

/**
 * The intensities of an industry's NAICS-6 sectors (US EPA USEEIO v1.3), kg CO2e per 2022 USD, sorted
 * ascending; every sector for an unknown industry. Shared by the Carbon Analysis reference figures and the
 * assessment's emissions-intensity sub-score.
 */
export function industrySectorIntensities(industry: string): readonly number[] {
  const key = INDUSTRY_NAICS_PREFIXES[industry] ? industry : "All sectors";
  const cached = sectorCache.get(key);
  if (cached) return cached;
  const prefixes = INDUSTRY_NAICS_PREFIXES[industry] ?? [""];
  const sorted = spendFactors()
    .filter((f) => prefixes.some((p) => f.activity.slice(SPEND_ACTIVITY_PREFIX.length).startsWith(p)))
    .map((f) => f.kgCO2ePerUnit)
    .sort((a, b) => a - b);
  sectorCache.set(key, sorted);
  return sorted;
}

/** Intensity statistics of an industry's sectors; an unknown industry uses every sector. */
export function industryIntensityStats(industry: string): IntensityStats {
  const values = industrySectorIntensities(industry);
  return {
    industry: INDUSTRY_NAICS_PREFIXES[industry] ? industry : "All sectors",
    sectors: values.length,
    p10: quantile(values, 0.1),
    median: quantile(values, 0.5),
    mean: values.reduce((s, v) => s + v, 0) / (values.length || 1),
  };
}

export type AnnualRevenue = { amount: number; currency: string };

/** Used when the company has no revenue on file: a mid-sized company, stated as such in `basis`. */
export const REFERENCE_REVENUE: AnnualRevenue = { amount: 25_000_000, currency: "USD" };

const round1 = (n: number) => Math.round(n * 10) / 10;

function formatMoney(r: AnnualRevenue): string {
  const symbol = r.currency === "GBP" ? "£" : r.currency === "EUR" ? "€" : r.currency === "USD" ? "$" : "";
  const millions = (r.amount / 1e6).toFixed(1);
  return symbol ? `${symbol}${millions}M` : `${millions}M ${r.currency}`;
}

/** t CO2e figures for a company of the given industry and revenue, with their source and basis. */
export function industryComparison(industry: string, revenue: AnnualRevenue | null) {
  const r = revenue && revenue.amount > 0 ? revenue : REFERENCE_REVENUE;
  const currency: CurrencyCode = isCurrencyCode(r.currency) ? r.currency : "USD";
  const usd = r.amount * USD_PER_CURRENCY_2022[currency];
  const s = industryIntensityStats(industry);
  const tonnes = (kgPerUsd: number) => round1((kgPerUsd * usd) / 1000);
  const rate = currency === "USD" ? "" : ` at ${USD_PER_CURRENCY_2022[currency]} USD/${currency} (2022)`;
  const revenueText =
    revenue && revenue.amount > 0
      ? `annual revenue ${formatMoney(r)}`
      : `a reference revenue of ${formatMoney(r)} (no revenue on file)`;
  return {
    topPerformer: tonnes(s.p10),
    medianEmissions: tonnes(s.median),
    averageEmissions: tonnes(s.mean),
    industry: s.industry,
    source: industryBenchmarkSource().name,
    sourceUrl: industryBenchmarkSource().url,
    basis: `Cradle-to-gate intensity of the ${s.sectors} NAICS-6 sectors of ${s.industry} (10th percentile, median, mean; ${spendFactorBasis()}) × ${revenueText}${rate}.`,
  };
}
