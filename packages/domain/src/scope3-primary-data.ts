/**
 * ESRS E1 AR 46(g): "the percentage of emissions calculated using primary data obtained from suppliers or other
 * value chain partners". One definition, computed here only, for every place that states it (the analysis's
 * data-quality summary, the scope 3 screening, the ESRS E1 / IFRS S2 / GRI reports and the iXBRL fact): the
 * scope 3 kg (location-based, each site at its included share) of activities at data-quality score 1 (metered or
 * supplier-verified) or 2 (activity data from purchase records), over the year's gross scope 3. Why this and not
 * "a factor entered with the activity": docs/decisions/061-one-primary-data-share.md.
 */
import type { YearUncertainty } from "./uncertainty/year-uncertainty";

/** Scores up to this one are primary data; the scores above it rest on averages, estimates or spend. */
export const PRIMARY_DATA_MAX_SCORE = 2;

export const PRIMARY_DATA_LABEL = "Share of gross Scope 3 GHG emissions calculated from primary data";

/** Not the primary-data disclosure: the share computed with factors entered with the activity. */
export const OWN_FACTOR_LABEL =
  "Share of scope 3 calculated with own emission factors (not from the factor library)";

export const PRIMARY_DATA_DEFINITION = `Primary data (ESRS E1 AR 46(g)): activities whose data was obtained for the specific activity from the supplier or another value-chain partner, i.e. data-quality score 1 (metered or supplier-verified) or 2 (activity data from purchase records). Scores 3-5 (average factors, estimates, derived, spend-based or sector-average data) are secondary data. The share is of gross scope 3, location-based, each site at its included share.`;

/** kg at scores 1-2 over all kg, in %, to 0.1 (clamped to 0-100); null without emissions. */
export function primaryDataPctOf(primaryKg: number, kg: number): number | null {
  if (!(kg > 0)) return null;
  return Math.round(Math.min(100, Math.max(0, (primaryKg / kg) * 100)) * 10) / 10;
}

/** The disclosed share of a year's gross scope 3 from primary data; null without scope 3 terms. */
export function scope3PrimaryDataPct(y: YearUncertainty | null): number | null {
  let kg = 0;
  let primaryKg = 0;
  for (const g of y?.groups ?? []) {
    if (g.scope !== 3) continue;
    kg += g.locationKg;
    primaryKg += g.primaryKg;
  }
  return primaryDataPctOf(primaryKg, kg);
}

/**
 * "4.8% of 2024 scope 3 emissions (data-quality scores 1-2)", or why there is none: no scope 3, or a year
 * closed before data quality was recorded (a share of nothing is not a zero).
 */
export function primaryDataShareText(pct: number | null, year: number, scope3Tonnes: number): string {
  if (pct !== null) return `${pct.toFixed(1)}% of ${year} scope 3 emissions (data-quality scores 1-2)`;
  return scope3Tonnes > 0
    ? `Not available: ${year} was closed before data quality was recorded`
    : `n/a (no scope 3 emissions recorded for ${year})`;
}
