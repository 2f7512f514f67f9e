/** Calculators of the Carbon Analysis screen (spec part 1 §4, §9). */

export type IndustryComparison = {
  topPerformer: number | null;
  medianEmissions: number | null;
  averageEmissions: number | null;
};
export type CarbonStatus = "Excellent" | "Above Average" | "Average" | "Below Average" | "No data";

/**
 * Spec §4 "Carbon total status bands": compare the total against the industry figures. A `null` total is a
 * company with no emissions recorded for the year: its 0 t is an absence of data ("No data"), not an
 * excellent result. Null when there are no industry figures to compare with (no revenue for the year): no
 * band is earned against a missing reference.
 */
export function carbonTotalStatus(total: number | null, c: IndustryComparison): CarbonStatus | null {
  if (total === null) return "No data";
  if (c.topPerformer === null || c.medianEmissions === null || c.averageEmissions === null) return null;
  if (total <= c.topPerformer) return "Excellent";
  if (total <= c.medianEmissions) return "Above Average";
  if (total <= c.averageEmissions) return "Average";
  return "Below Average";
}

export type ShareColour = "red" | "amber" | "green";

/** Spec §9: a value above 70% of the industry average is red, above 40% amber, otherwise green. */
export function carbonShareColour(value: number, industryAverage: number): ShareColour {
  if (industryAverage <= 0) return value > 0 ? "red" : "green";
  const share = value / industryAverage;
  if (share > 0.7) return "red";
  if (share > 0.4) return "amber";
  return "green";
}

/** Spec §9: reduction needed to reach the top performer = max(0, total - topPerformer). */
export function reductionNeeded(total: number, topPerformer: number): number {
  return Math.max(0, total - topPerformer);
}

/** Spec §9: labels of the benchmarking figures. */
export const TOP_PERFORMER_LABEL = "P90";
export const MEDIAN_LABEL = "P50";

/**
 * Spec §9: projection years and the year shown as current, used only by an analysis without data (which the
 * screens show as "no emissions recorded yet", not as figures). The spec's stated net-zero year (2030) is
 * gone: a net-zero year is the company's own goal (net-zero-target.ts) or none.
 */
export const PROJECTION_YEARS = [2025, 2026, 2027] as const;
export const PROJECTION_CURRENT_YEAR = 2024;

export type ReductionScenario = {
  targetReduction: number;
  actions: string[];
  timeline: string;
  investment: string;
};

/** Spec §9: scenario defaults when fields are missing. */
export const SCENARIO_DEFAULTS: Readonly<ReductionScenario> = {
  targetReduction: 15,
  timeline: "12-18 months",
  investment: "$250K - $500K",
  actions: ["energy efficiency improvements", "renewable energy adoption", "supply chain optimization"],
};

/** Fills each missing scenario field with its spec default; present values (including 0) are kept. */
export function withScenarioDefaults(s: Partial<ReductionScenario> | null | undefined): ReductionScenario {
  return {
    targetReduction:
      typeof s?.targetReduction === "number" && Number.isFinite(s.targetReduction)
        ? s.targetReduction
        : SCENARIO_DEFAULTS.targetReduction,
    actions: s?.actions && s.actions.length > 0 ? [...s.actions] : [...SCENARIO_DEFAULTS.actions],
    timeline: s?.timeline?.trim() ? s.timeline : SCENARIO_DEFAULTS.timeline,
    investment: s?.investment?.trim() ? s.investment : SCENARIO_DEFAULTS.investment,
  };
}

/** Spec §2: camel-case detail keys are shown as words ("naturalGas" → "Natural Gas"). */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim();
  return words.replace(/\b\w/g, (ch) => ch.toUpperCase());
}

/** Rounded percentage of a part in a whole; 0 when the whole is 0. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
