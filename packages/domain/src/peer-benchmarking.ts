import { z } from "zod";
import { humanizeKey } from "./carbon-status";
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

export type PercentileInputs = { value: number; industryAverage: number; topQuartile: number };

/**
 * Spec §9 "Benchmark percentile", exactly: at or above the top quartile 75 + (value - topQuartile) /
 * (0.5 x topQuartile) x 25 (not capped); at or above the average 50 + (value - average) / (topQuartile -
 * average) x 25; below the average 50 x value / average. Higher values rank higher. The input schema keeps
 * the denominators positive; should they not be, the result is 0 rather than NaN or Infinity.
 */
export function benchmarkPercentile({ value, industryAverage, topQuartile }: PercentileInputs): number {
  let p: number;
  if (value >= topQuartile) p = 75 + ((value - topQuartile) / (0.5 * topQuartile)) * 25;
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

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A finite number (zod 4 refuses NaN and Infinity) of at most `MAX_AMOUNT` in its unit. */
const decimal = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .max(MAX_AMOUNT, `${label} must be at most ${formatBound(MAX_AMOUNT)}`);

/**
 * POST /api/benchmark-data and the Add Benchmark form (spec §3, §5): metric, unit, value, industry average,
 * top quartile and year required; year 2020-2030. The percentile a client sends is accepted and ignored: the
 * server computes it. Averages and quartiles must be positive (the percentile divides by them) and the top
 * quartile at least the average, since the formula ranks higher values higher.
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
    topQuartile: decimal("Top quartile").gt(0, "Top quartile must be greater than 0"),
    dataSource: z
      .string()
      .trim()
      .max(200, "Data source must be at most 200 characters")
      .nullish()
      .transform((v) => (v ? v : null)),
    percentile: z.number().optional(),
  })
  .refine((b) => !(b.topQuartile < b.industryAverage), {
    path: ["topQuartile"],
    message: "Top quartile must be at least the industry average",
  })
  .transform(({ percentile: _ignored, ...rest }) => rest);
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
  percentile: z.number(),
  createdAt: z.string(),
});
export type Benchmark = z.infer<typeof benchmarkSchema>;

/** Spec §5: numbers of the benchmark form are parsed as decimals; empty becomes 0. */
export function decimalField(text: string): number {
  return text.trim() === "" ? 0 : Number(text.trim());
}

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
