import { z } from "zod";
import { humanizeKey } from "./carbon-status";
import { requiredText } from "./form-fields";
import { formatBound, MAX_AMOUNT } from "./numeric-bounds";

/** Peer Benchmarking Analysis (spec part 2 §2, §3, §5, §9). */

export const INDUSTRIES = [
  "Technology",
  "Manufacturing",
  "Financial Services",
  "Healthcare",
  "Energy",
  "Consumer Goods",
] as const;
export const DEFAULT_INDUSTRY = "Technology";

export const REGIONS = ["Global", "North America", "Europe", "Asia-Pacific", "Latin America"] as const;
export const DEFAULT_REGION = "Global";

export const BENCHMARK_YEAR_MIN = 2020;
export const BENCHMARK_YEAR_MAX = 2030;

export const BENCHMARK_CATEGORIES = ["Environmental", "Social", "Governance", "Other"] as const;
export type BenchmarkCategory = (typeof BENCHMARK_CATEGORIES)[number];

/** Spec §9: the keywords that place a metric in a category; checked in this order, anything else is Other. */
export const CATEGORY_KEYWORDS: Readonly<Record<Exclude<BenchmarkCategory, "Other">, readonly string[]>> = {
  Environmental: [
    "carbon_intensity",
    "water_usage",
    "waste_generation",
    "energy_efficiency",
    "renewable_energy",
  ],
  Social: [
    "board_diversity",
    "gender_pay_gap",
    "employee_satisfaction",
    "safety_incidents",
    "training_hours",
  ],
  Governance: ["board_independence", "executive_compensation", "audit_fees", "whistleblower_reports"],
};

/** A metric name in keyword form: "Renewable Energy Share" and "renewable-energy share" → "renewable_energy_share". */
export function metricKey(metric: string): string {
  return metric
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** Spec §9: categorisation by keywords in the metric name. */
export function benchmarkCategory(metric: string): BenchmarkCategory {
  const key = metricKey(metric);
  for (const category of ["Environmental", "Social", "Governance"] as const) {
    if (CATEGORY_KEYWORDS[category].some((k) => key.includes(k))) return category;
  }
  return "Other";
}

/** How a metric name is shown: snake_case names become words, free text stays as typed. */
export function metricLabel(metric: string): string {
  return /^[a-z0-9_]+$/.test(metric) ? humanizeKey(metric) : metric;
}

/** Whether a metric's higher or lower values are the better ones. */
export const BENCHMARK_DIRECTIONS = ["higher", "lower"] as const;
export type BenchmarkDirection = (typeof BENCHMARK_DIRECTIONS)[number];
export const DEFAULT_BENCHMARK_DIRECTION: BenchmarkDirection = "higher";
export const BENCHMARK_DIRECTION_LABELS: Record<BenchmarkDirection, string> = {
  higher: "Higher is better",
  lower: "Lower is better",
};

/**
 * The direction of each standard metric (the keywords of spec §9), checked in this order like the categories.
 * Intensities, consumption, waste, incidents, the pay gap and executive pay are better when lower; shares,
 * efficiency gains, satisfaction, training and independence when higher. Audit fees and whistleblower reports
 * have no agreed direction (more reports can mean a healthier speak-up culture), so their users choose.
 */
export const METRIC_DIRECTIONS: Readonly<Record<string, BenchmarkDirection>> = {
  carbon_intensity: "lower",
  water_usage: "lower",
  waste_generation: "lower",
  energy_efficiency: "higher",
  renewable_energy: "higher",
  board_diversity: "higher",
  gender_pay_gap: "lower",
  employee_satisfaction: "higher",
  safety_incidents: "lower",
  training_hours: "higher",
  board_independence: "higher",
  executive_compensation: "lower",
};

/**
 * Words that make a metric about a change of the quantity ("carbon_intensity_reduction") or the good part of it
 * ("water_usage_recycled_share", "waste_generation_diverted"), not the quantity itself.
 */
const CHANGE_WORDS =
  /(^|_)(reduction|reductions|reduced|reduce|decrease|decreased|decline|cut|cuts|saving|savings|saved|avoided|avoidance|improvement|improved|recycled|recycling|reused|reuse|diverted|diversion|free)(_|$)/;

/**
 * The direction of a standard metric: one whose name contains its keyword ("water_usage_m3"), unless the rest
 * of the name makes it a change of that quantity ("carbon_intensity_reduction" is better when higher); null
 * for a custom metric, whose direction is chosen.
 */
export function standardMetricDirection(metric: string): BenchmarkDirection | null {
  const key = metricKey(metric);
  for (const [keyword, direction] of Object.entries(METRIC_DIRECTIONS)) {
    if (key.includes(keyword)) return CHANGE_WORDS.test(key.replace(keyword, "_")) ? null : direction;
  }
  return null;
}

export type PercentileInputs = {
  value: number;
  industryAverage: number;
  topQuartile: number;
  /** Absent: higher is better, as in the spec. */
  direction?: BenchmarkDirection;
};

/**
 * Spec §9 "Benchmark percentile", exactly, for metrics where higher is better: at or above the top quartile
 * 75 + (value - topQuartile) / (0.5 x topQuartile) x 25 (not capped); at or above the average 50 + (value -
 * average) / (topQuartile - average) x 25; below the average 50 x value / average.
 *
 * Where lower is better the top quartile lies below the average and the bands mirror: at or below the top
 * quartile 75 + (topQuartile - value) / topQuartile x 25 (so 0, the best possible value, is 100); at or below
 * the average 50 + (average - value) / (average - topQuartile) x 25; above the average 50 x average / value.
 * The input schema keeps the denominators positive; should they not be, the result is 0 rather than NaN or
 * Infinity (and a top quartile of 0 reached by a value of 0 is the best possible, 100).
 */
export function benchmarkPercentile({
  value,
  industryAverage,
  topQuartile,
  direction = DEFAULT_BENCHMARK_DIRECTION,
}: PercentileInputs): number {
  let p: number;
  if (direction === "lower") {
    if (value <= topQuartile) p = topQuartile === 0 ? 100 : 75 + ((topQuartile - value) / topQuartile) * 25;
    else if (value <= industryAverage)
      p = 50 + ((industryAverage - value) / (industryAverage - topQuartile)) * 25;
    else p = (50 * industryAverage) / value;
  } else if (value >= topQuartile) p = 75 + ((value - topQuartile) / (0.5 * topQuartile)) * 25;
  else if (value >= industryAverage)
    p = 50 + ((value - industryAverage) / (topQuartile - industryAverage)) * 25;
  else p = (50 * value) / industryAverage;
  return Number.isFinite(p) ? p : 0;
}

export type PercentileLabel =
  | "Top 10%"
  | "Top Quartile"
  | "Above Average"
  | "Below Average"
  | "Bottom Quartile";

/** Spec §9: 90 or more 'Top 10%', 75 'Top Quartile', 50 'Above Average', 25 'Below Average', else 'Bottom Quartile'. */
export function percentileLabel(percentile: number): PercentileLabel {
  if (percentile >= 90) return "Top 10%";
  if (percentile >= 75) return "Top Quartile";
  if (percentile >= 50) return "Above Average";
  if (percentile >= 25) return "Below Average";
  return "Bottom Quartile";
}

export type PercentileTone = "green" | "brand" | "amber" | "red";

/** Badge colour of a percentile band. */
export function percentileTone(percentile: number): PercentileTone {
  if (percentile >= 75) return "green";
  if (percentile >= 50) return "brand";
  if (percentile >= 25) return "amber";
  return "red";
}

/** A finite number (zod 4 refuses NaN and Infinity) of at most `MAX_AMOUNT` in its unit. */
const decimal = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .max(MAX_AMOUNT, `${label} must be at most ${formatBound(MAX_AMOUNT)}`);

type DirectionFields = { metric: string; direction?: BenchmarkDirection | undefined };
type QuartileFields = DirectionFields & { industryAverage: number; topQuartile: number };

/** The direction a benchmark is ranked by: the standard metric's, else the chosen one, else higher. */
export function benchmarkDirection(b: { metric: string; direction?: BenchmarkDirection | null }) {
  return standardMetricDirection(b.metric) ?? b.direction ?? DEFAULT_BENCHMARK_DIRECTION;
}

function directionConflict(b: DirectionFields): string | null {
  const standard = standardMetricDirection(b.metric);
  if (!standard || !b.direction || b.direction === standard) return null;
  return `${metricLabel(b.metric)} is a standard metric where ${standard} is better`;
}

const rankedHigher = (b: DirectionFields) =>
  typeof b.metric === "string" && benchmarkDirection(b) === "higher";

/** Where higher is better the percentile divides by the top quartile (lower allows 0: no incidents at all). */
function quartileNotPositive(b: QuartileFields): boolean {
  return rankedHigher(b) && b.topQuartile <= 0;
}

function quartileProblem(b: QuartileFields): string | null {
  if (typeof b.metric !== "string" || quartileNotPositive(b)) return null;
  if (benchmarkDirection(b) === "lower") {
    return b.topQuartile > b.industryAverage
      ? "Top quartile must be at most the industry average where lower is better"
      : null;
  }
  return b.topQuartile < b.industryAverage
    ? "Top quartile must be at least the industry average where higher is better"
    : null;
}

const isObjectInput = (input: unknown) =>
  typeof input === "object" && input !== null && !Array.isArray(input);

/**
 * Runs a cross-field rule even when other fields are wrong, as long as the fields it reads are valid; never on
 * a null or non-object input, whose fields it would read.
 */
const whenValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    isObjectInput(payload.value) && !payload.issues.some((i) => fields.includes(String(i.path?.[0])));

/**
 * POST /api/benchmark-data and the Add Benchmark form (spec §3, §5): metric, unit, value, industry average,
 * top quartile and year required; year 2020-2030. The percentile a client sends is accepted and ignored: the
 * server computes it. The direction of a standard metric is its own (a different one is refused); a custom
 * metric's is chosen, higher by default as in the spec. The average must be positive (the percentile divides
 * by it); the top quartile is at least the average where higher is better (and positive), at most the
 * average where lower is better (0 allowed: the best peers may have no incidents at all).
 */
export const benchmarkInputSchema = z
  .object({
    industry: z
      .enum(INDUSTRIES, { error: `Industry must be one of ${INDUSTRIES.join(", ")}` })
      .default(DEFAULT_INDUSTRY),
    region: z.enum(REGIONS, { error: `Region must be one of ${REGIONS.join(", ")}` }).default(DEFAULT_REGION),
    metric: requiredText("Metric", 100),
    value: decimal("Value").min(0, "Value cannot be negative"),
    unit: requiredText("Unit", 40),
    year: z
      .number({
        error: (issue) =>
          issue.input === undefined || Number.isNaN(issue.input)
            ? "Year is required"
            : "Year must be a number",
      })
      .int("Year must be a whole number")
      .min(BENCHMARK_YEAR_MIN, `Year must be between ${BENCHMARK_YEAR_MIN} and ${BENCHMARK_YEAR_MAX}`)
      .max(BENCHMARK_YEAR_MAX, `Year must be between ${BENCHMARK_YEAR_MIN} and ${BENCHMARK_YEAR_MAX}`),
    industryAverage: decimal("Industry average").gt(0, "Industry average must be greater than 0"),
    topQuartile: decimal("Top quartile").min(0, "Top quartile cannot be negative"),
    dataSource: z
      .string()
      .trim()
      .max(200, "Data source must be at most 200 characters")
      .nullish()
      .transform((v) => (v ? v : null)),
    direction: z.enum(BENCHMARK_DIRECTIONS, { error: "Direction must be higher or lower" }).optional(),
    percentile: z.number().optional(),
  })
  .refine((b) => !directionConflict(b), {
    path: ["direction"],
    error: (issue) => directionConflict(issue.input as DirectionFields) ?? "Direction is invalid",
  })
  .refine((b) => !quartileNotPositive(b), {
    path: ["topQuartile"],
    when: whenValid("direction", "topQuartile"),
    message: "Top quartile must be greater than 0",
  })
  .refine((b) => !quartileProblem(b), {
    path: ["topQuartile"],
    when: whenValid("direction", "industryAverage", "topQuartile"),
    error: (issue) => quartileProblem(issue.input as QuartileFields) ?? "Top quartile is invalid",
  })
  .transform(({ percentile: _ignored, ...rest }) => ({ ...rest, direction: benchmarkDirection(rest) }));
export type BenchmarkInput = z.input<typeof benchmarkInputSchema>;
export type BenchmarkValues = z.output<typeof benchmarkInputSchema>;

export const benchmarkSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  industry: z.string(),
  region: z.string(),
  metric: z.string(),
  value: z.number(),
  unit: z.string(),
  year: z.number().int(),
  industryAverage: z.number(),
  topQuartile: z.number(),
  dataSource: z.string().nullable(),
  direction: z.enum(BENCHMARK_DIRECTIONS),
  percentile: z.number(),
  createdAt: z.string(),
});
export type Benchmark = z.infer<typeof benchmarkSchema>;

export type BenchmarkSummary = {
  /** Mean of the percentiles, rounded; 0 without data. */
  overallPercentile: number;
  topQuartileCount: number;
  belowAverageCount: number;
  industry: string;
};

/** Spec §2 cards: mean percentile, count at or above 75, count below 50, the company's industry (default Technology). */
export function benchmarkSummary(
  rows: readonly Benchmark[],
  companyIndustry?: string | null,
): BenchmarkSummary {
  const ps = rows.map((r) => r.percentile);
  return {
    overallPercentile: ps.length === 0 ? 0 : Math.round(ps.reduce((s, p) => s + p, 0) / ps.length),
    topQuartileCount: ps.filter((p) => p >= 75).length,
    belowAverageCount: ps.filter((p) => p < 50).length,
    industry: companyIndustry?.trim() ? companyIndustry : DEFAULT_INDUSTRY,
  };
}

/** Newest year first, then most recently recorded. */
function byYearDesc(a: Benchmark, b: Benchmark): number {
  return b.year - a.year || b.id - a.id;
}

/** Spec §2 "Performance Overview": metrics grouped by category, in the category order, newest year first. */
export function groupBenchmarks(
  rows: readonly Benchmark[],
): { category: BenchmarkCategory; rows: Benchmark[] }[] {
  return BENCHMARK_CATEGORIES.map((category) => ({
    category,
    rows: rows.filter((r) => benchmarkCategory(r.metric) === category).sort(byYearDesc),
  })).filter((g) => g.rows.length > 0);
}

/** Spec §2 "Industry Comparison": the eight standard metrics every peer comparison should cover. */
export const STANDARD_METRICS = [
  { key: "carbon_intensity", label: "Carbon Intensity" },
  { key: "renewable_energy", label: "Renewable Energy" },
  { key: "energy_efficiency", label: "Energy Efficiency" },
  { key: "water_usage", label: "Water Usage" },
  { key: "board_diversity", label: "Board Diversity" },
  { key: "employee_satisfaction", label: "Employee Satisfaction" },
  { key: "safety_incidents", label: "Safety Incidents" },
  { key: "board_independence", label: "Board Independence" },
] as const;

export const NOT_TRACKED_MESSAGE = "Not tracked - Consider adding this metric for peer comparison";

/** Each standard metric with its most recent recorded benchmark (by year), or null when none is recorded. */
export function standardMetricComparison(
  rows: readonly Benchmark[],
): { key: string; label: string; category: BenchmarkCategory; latest: Benchmark | null }[] {
  const sorted = [...rows].sort(byYearDesc);
  return STANDARD_METRICS.map((m) => ({
    ...m,
    category: benchmarkCategory(m.key),
    latest: sorted.find((r) => metricKey(r.metric).includes(m.key)) ?? null,
  }));
}
