/** Constants and calculators of the dashboard cards (spec part 1 §2 "Dashboard", §9). */

export type EsgScore = { E: number; S: number; G: number };

/** Spec §9: radar fallback scores when the assessment has none. */
export const RADAR_FALLBACK: Readonly<EsgScore> = { E: 65, S: 72, G: 58 };

/** Spec §9: the three radar axes that are not fed by the assessment. */
export const RADAR_FIXED_AXES = { Biodiversity: 45, "Human Rights": 68, "Data Security": 75 } as const;

export const RADAR_MAX = 100;

export type RadarPoint = { axis: string; value: number };

function scoreOrFallback(value: number | null | undefined, fallback: number): number {
  // Spec §2 "Radar chart": each of E, S, G falls back individually when missing or zero.
  return typeof value === "number" && Number.isFinite(value) && value !== 0 ? value : fallback;
}

/** The six radar points in the spec's axis order. */
export function radarPoints(esgScore: Partial<EsgScore> | null | undefined): RadarPoint[] {
  return [
    { axis: "Environmental", value: scoreOrFallback(esgScore?.E, RADAR_FALLBACK.E) },
    { axis: "Social", value: scoreOrFallback(esgScore?.S, RADAR_FALLBACK.S) },
    { axis: "Governance", value: scoreOrFallback(esgScore?.G, RADAR_FALLBACK.G) },
    { axis: "Biodiversity", value: RADAR_FIXED_AXES.Biodiversity },
    { axis: "Human Rights", value: RADAR_FIXED_AXES["Human Rights"] },
    { axis: "Data Security", value: RADAR_FIXED_AXES["Data Security"] },
  ];
}

/** Spec §9: static sample series of the dashboard line chart (not fetched). */
export const FORECAST_YEARS = [2023, 2024, 2025, 2026, 2027] as const;
export const FORECAST_SERIES = [
  { name: "Current Trajectory", values: [1800, 1780, 1750, 1720, 1690] },
  { name: "Optimized Scenario", values: [1800, 1550, 1400, 1250, 1100] },
] as const;
export const FORECAST_Y_MIN = 1000;

/** Spec §9: the fixed figures of the Carbon Emissions Forecast card, in t CO2e. */
export const FORECAST_FIGURES = { current: 1800, projected: 1550 } as const;

/** Spec §9: preset AI questions, in order. */
export const PRESET_AI_QUESTIONS = [
  "What's missing in our CSRD compliance?",
  "Write a 3-point DEI strategy for 2025",
  "How can we reduce our carbon footprint?",
] as const;
