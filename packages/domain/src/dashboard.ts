/** Calculators of the dashboard cards (spec part 1 §2 "Dashboard", §9). */

export type EsgScore = { E: number; S: number; G: number };

export const RADAR_MAX = 100;

/** One radar axis: its score, or null when nothing computed one (drawn and labelled as "no data"). */
export type RadarPoint = { axis: string; value: number | null };

/**
 * The assessment reports a pillar it could not score as 0 (no data coverage at all), so 0 and non-finite
 * values are "no data", never a figure to draw.
 */
function computedScore(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value !== 0 ? value : null;
}

/**
 * Axes the assessment does not compute yet. They stay on the radar so its shape is the spec's six axes, but
 * with no value: a score the company did not earn is never shown (the spec's sample 45 / 68 / 75 were dropped).
 */
export const RADAR_UNSCORED_AXES = ["Biodiversity", "Human Rights", "Data Security"] as const;

/** The six radar points in the spec's axis order; only the assessment's own E, S and G carry values. */
export function radarPoints(esgScore: Partial<EsgScore> | null | undefined): RadarPoint[] {
  return [
    { axis: "Environmental", value: computedScore(esgScore?.E) },
    { axis: "Social", value: computedScore(esgScore?.S) },
    { axis: "Governance", value: computedScore(esgScore?.G) },
    ...RADAR_UNSCORED_AXES.map((axis) => ({ axis, value: null })),
  ];
}

/** The radar's accessible name: every axis with its score or "no data". */
export function radarSummary(points: readonly RadarPoint[]): string {
  const parts = points.map((p) => `${p.axis} ${p.value === null ? "no data" : p.value}`);
  return `ESG maturity radar chart, scale 0 to ${RADAR_MAX}: ${parts.join(", ")}`;
}

/** Spec §9: preset AI questions, in order. */
export const PRESET_AI_QUESTIONS = [
  "What's missing in our CSRD compliance?",
  "Write a 3-point DEI strategy for 2025",
  "How can we reduce our carbon footprint?",
] as const;
