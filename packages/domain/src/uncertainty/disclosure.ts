/**
 * How the reports and the Inline XBRL document state a total's 95% range and the method behind it, in words
 * a reader of the PDF, the CSV or the XHTML sees: "5,712 t CO2e ± 4.1% (5,478–5,946 t)". The figures are the
 * analysis's own Approach 1 ranges (analysis-uncertainty.ts); nothing here computes a range.
 */
import { num } from "../assessment/format";
import type { UncertaintyRange } from "./approach1";
import { DATA_QUALITY_BASIS, type DataQualityScore, FACTOR_KINDS, QUALITY_DEFAULTS } from "./defaults";
import { MONTE_CARLO_NORMAL_LIMIT_PCT } from "./monte-carlo";
import { HIGH_UNCERTAINTY_PCT } from "./schemas";

/** Whole tonnes with grouping; one decimal below 100 t, as the reports print tonnes. */
const tonnes = (t: number) => (Math.abs(t) < 100 ? num(t, 1) : num(t));

/** "± 4.1%": always one decimal, so 4.0% does not read as a rounder figure than it is. */
export function pctText(pct95: number): string {
  return `± ${pct95.toFixed(1)}%`;
}

/** "5,478–5,946": the 95% interval in tonnes. */
export function intervalText(range: UncertaintyRange): string {
  return `${tonnes(range.low)}–${tonnes(range.high)}`;
}

/** "± 4.1% (5,478–5,946)": a table cell beside the total it qualifies. */
export function rangeCellText(range: UncertaintyRange | null): string {
  return range ? `${pctText(range.pct95)} (${intervalText(range)})` : "n/a";
}

/** "5,712 t CO2e ± 4.1% (5,478–5,946 t)" */
export function rangeText(total: number, range: UncertaintyRange | null): string {
  const figure = `${tonnes(total)} t CO2e`;
  return range ? `${figure} ${pctText(range.pct95)} (${intervalText(range)} t)` : `${figure} ${NO_RANGE}`;
}

/** What a total without terms says (a year closed before the uncertainties were recorded). */
export const NO_RANGE = "(no 95% range: the year was closed before uncertainties were recorded)";

const KIND_LABELS: Readonly<Record<string, string>> = {
  grid_electricity: "Grid electricity",
  metered_fuel_heat: "Metered gas and heat",
  fuel_purchase: "Purchased fuel",
  bioenergy: "Biomass and biofuels (CH4 and N2O only)",
  travel: "Business travel and commuting",
  supplier_physical: "Supplier quantities with average factors",
  spend_based: "Spend-based (EEIO) factors",
  upstream_derived: "Derived upstream rows (well-to-tank, transmission losses)",
  refrigerant_mass_balance: "Refrigerants by mass balance",
  refrigerant_amount: "Refrigerants by stated leak",
  other: "Any other activity",
};

/** One line per row of the defaults table: its two percentages, its score and where they come from. */
export function defaultsTextItems(): string[] {
  return FACTOR_KINDS.map((kind) => {
    const d = QUALITY_DEFAULTS[kind];
    const label = KIND_LABELS[kind] ?? kind.replace(/_/g, " ");
    return `${label}: activity data ± ${num(d.activityUncertaintyPct, 1)}%, factor ± ${num(d.factorUncertaintyPct, 1)}%, score ${d.dataQuality}. ${d.assumption ? "" : "Published default: "}${d.source}`;
  });
}

/** "1 Metered or supplier-verified primary data; 2 …": what each data-quality score means. */
export function scoresText(): string {
  return ([1, 2, 3, 4, 5] as DataQualityScore[])
    .map((s) => `${s} ${DATA_QUALITY_BASIS[s].charAt(0).toLowerCase()}${DATA_QUALITY_BASIS[s].slice(1)}`)
    .join("; ");
}

/**
 * The "Measurement uncertainty" methodology note: the method (IPCC 2006 Vol. 1 ch. 3 Approach 1), the
 * shared-factor correlation rule, the high-uncertainty threshold, what the data-quality scores mean and where
 * the default percentages come from. Written in words (no Σ or √), so every output can set it.
 */
export function measurementUncertaintyItems(): string[] {
  return [
    "Each total carries its 95% range, computed with IPCC 2006 Guidelines Vol. 1 ch. 3 Approach 1 (error propagation). An activity's emissions are activity data times an emission factor, so its relative uncertainty is the square root of the sum of the squares of the two (equation 3.1); independent activities add in quadrature: the uncertainty of a total is the square root of the sum of each activity's (uncertainty × emissions) squared, divided by the total (equation 3.2). Percentages are half the 95% confidence interval as a share of the total.",
    "Shared-factor correlation: activities calculated with the same emission factor are not independent, since an error in the factor moves them all the same way. Their factor terms are added linearly before the quadrature, so a shared factor's error is not averaged away across many bills. Market-based Scope 2 uses each activity's market factor as the shared factor.",
    `Each activity stores a data-quality score and the 95% uncertainties of its activity data and of its factor: stated on upload, or the defaults below by the kind of factor. Data-quality scores (GHG Protocol Scope 3 Standard ch. 7 indicators, emission-weighted in the summaries): ${scoresText()}. Primary data means scores 1-2.`,
    `Metrics whose 95% uncertainty exceeds ± ${HIGH_UNCERTAINTY_PCT}% are listed as subject to high measurement uncertainty (ESRS 2 BP-2): the threshold is this platform's choice, stricter than the condition IPCC good practice gives for error propagation (a standard deviation under 0.3 of the mean, about ± 59% at 95%). Above ${MONTE_CARLO_NORMAL_LIMIT_PCT}%, the Monte Carlo check (IPCC Approach 2, GET /api/carbon/uncertainty) draws lognormal rather than normal inputs.`,
    `Default uncertainties by kind of factor (95%): ${defaultsTextItems().join(" | ")}`,
  ];
}
