import { describe, expect, it } from "vitest";
import {
  type Benchmark,
  benchmarkCategory,
  benchmarkInputSchema,
  benchmarkPercentile,
  benchmarkSummary,
  groupBenchmarks,
  metricLabel,
  percentileLabel,
  STANDARD_METRICS,
  standardMetricComparison,
  standardMetricDirection,
} from "./peer-benchmarking";

describe("benchmarkPercentile (spec §9)", () => {
  it.each([
    // at or above the top quartile: 75 + (value - tq) / (0.5 x tq) x 25, not capped
    [{ value: 80, industryAverage: 60, topQuartile: 80 }, 75],
    [{ value: 100, industryAverage: 60, topQuartile: 80 }, 87.5],
    [{ value: 120, industryAverage: 60, topQuartile: 80 }, 100],
    [{ value: 200, industryAverage: 60, topQuartile: 80 }, 150],
    // at or above the average: 50 + (value - avg) / (tq - avg) x 25
    [{ value: 60, industryAverage: 60, topQuartile: 80 }, 50],
    [{ value: 70, industryAverage: 60, topQuartile: 80 }, 62.5],
    [{ value: 79.9, industryAverage: 60, topQuartile: 80 }, 74.875],
    // below the average: 50 x value / avg
    [{ value: 59.9, industryAverage: 60, topQuartile: 80 }, 49.916666666666664],
    [{ value: 30, industryAverage: 60, topQuartile: 80 }, 25],
    [{ value: 0, industryAverage: 60, topQuartile: 80 }, 0],
    // top quartile equal to the average: the middle band is empty
    [{ value: 50, industryAverage: 50, topQuartile: 50 }, 75],
  ])("%o → %d", (input, expected) => expect(benchmarkPercentile(input)).toBeCloseTo(expected, 10));

  it("never returns NaN or Infinity for degenerate denominators", () => {
    expect(benchmarkPercentile({ value: 5, industryAverage: 0, topQuartile: 0 })).toBe(0);
    expect(benchmarkPercentile({ value: -1, industryAverage: 0, topQuartile: 10 })).toBe(0);
  });
});

describe("benchmarkPercentile where lower is better (the spec's bands mirrored)", () => {
  const lower = (value: number, industryAverage = 60, topQuartile = 40) =>
    benchmarkPercentile({ value, industryAverage, topQuartile, direction: "lower" });

  it.each([
    // at or below the top quartile: 75 + (tq - value) / tq x 25, so 0 is 100
    [40, 75],
    [20, 87.5],
    [0, 100],
    // at or below the average: 50 + (avg - value) / (avg - tq) x 25
    [60, 50],
    [50, 62.5],
    // above the average: 50 x avg / value
    [120, 25],
    [600, 5],
  ])("value %d → %d", (value, expected) => expect(lower(value)).toBeCloseTo(expected, 10));

  it("a value above the average ranks below the 50th percentile (Below Average), not above it", () => {
    expect(percentileLabel(lower(75))).toBe("Below Average");
    expect(percentileLabel(lower(35))).toBe("Top Quartile");
  });

  it("a top quartile of 0 reached by 0 is the best possible; no NaN or Infinity", () => {
    expect(lower(0, 2, 0)).toBe(100);
    expect(lower(1, 2, 0)).toBeCloseTo(62.5, 10);
    expect(lower(5, 0, 0)).toBe(0);
  });

  it("defaults to higher is better, the spec's formula", () => {
    expect(benchmarkPercentile({ value: 100, industryAverage: 60, topQuartile: 80 })).toBe(87.5);
    expect(
      benchmarkPercentile({ value: 100, industryAverage: 60, topQuartile: 80, direction: "higher" }),
    ).toBe(87.5);
  });
});

describe("standardMetricDirection", () => {
  it.each([
    ["carbon_intensity", "lower"],
    ["Scope 1 carbon intensity per revenue", "lower"],
    ["water_usage", "lower"],
    ["waste_generation", "lower"],
    ["gender_pay_gap", "lower"],
    ["safety_incidents", "lower"],
    ["executive_compensation_ratio", "lower"],
    ["renewable_energy_share", "higher"],
    ["energy_efficiency", "higher"],
    ["board_diversity", "higher"],
    ["employee_satisfaction", "higher"],
    ["training_hours", "higher"],
    ["board_independence", "higher"],
    ["carbon_intensity_reduction", null],
    ["Water usage savings", null],
    ["safety_incidents_avoided", null],
    ["water_usage_recycled_share", null],
    ["waste_generation_diverted_from_landfill", null],
    ["water_usage_m3_per_unit", "lower"],
    ["whistleblower_reports", null],
    ["audit_fees", null],
    ["customer_satisfaction", null],
  ])("%s → %s", (metric, direction) => expect(standardMetricDirection(metric)).toBe(direction));

  it("gives every one of the 8 standard metrics a direction", () => {
    for (const m of STANDARD_METRICS) expect(standardMetricDirection(m.key)).not.toBeNull();
  });
});

describe("percentileLabel (spec §9)", () => {
  it.each([
    [150, "Top 10%"],
    [90, "Top 10%"],
    [89.9, "Top Quartile"],
    [75, "Top Quartile"],
    [74.9, "Above Average"],
    [50, "Above Average"],
    [49.9, "Below Average"],
    [25, "Below Average"],
    [24.9, "Bottom Quartile"],
    [0, "Bottom Quartile"],
  ])("%d → %s", (p, label) => expect(percentileLabel(p)).toBe(label));
});

describe("benchmarkCategory (spec §9 keywords)", () => {
  it.each([
    ["carbon_intensity", "Environmental"],
    ["water_usage", "Environmental"],
    ["waste_generation", "Environmental"],
    ["energy_efficiency", "Environmental"],
    ["renewable_energy", "Environmental"],
    ["Renewable Energy Share", "Environmental"],
    ["scope_1_carbon_intensity_per_revenue", "Environmental"],
    ["board_diversity", "Social"],
    ["gender_pay_gap", "Social"],
    ["employee_satisfaction", "Social"],
    ["safety_incidents", "Social"],
    ["training_hours", "Social"],
    ["Training-Hours per employee", "Social"],
    ["board_independence", "Governance"],
    ["executive_compensation", "Governance"],
    ["audit_fees", "Governance"],
    ["whistleblower_reports", "Governance"],
    ["customer_satisfaction", "Other"],
    ["carbon", "Other"],
    ["board", "Other"],
  ])("%s → %s", (metric, category) => expect(benchmarkCategory(metric)).toBe(category));

  it("shows snake_case names as words and free text as typed", () => {
    expect(metricLabel("renewable_energy_share")).toBe("Renewable Energy Share");
    expect(metricLabel("Board independence (%)")).toBe("Board independence (%)");
  });
});

describe("benchmarkInputSchema (spec §5)", () => {
  const valid = {
    metric: "renewable_energy_share",
    value: 58,
    unit: "%",
    year: 2025,
    industryAverage: 45.3,
    topQuartile: 65,
  };

  it("defaults industry Technology and region Global, and drops the client's percentile", () => {
    expect(benchmarkInputSchema.parse({ ...valid, percentile: 99, companyId: 7 })).toEqual({
      ...valid,
      industry: "Technology",
      region: "Global",
      dataSource: null,
      direction: "higher",
    });
  });

  it("accepts a lower-is-better standard metric with its top quartile below the average", () => {
    const water = { ...valid, metric: "water_usage", value: 75, industryAverage: 60, topQuartile: 40 };
    const parsed = benchmarkInputSchema.parse(water);
    expect(parsed.direction).toBe("lower");
    expect(benchmarkPercentile(parsed)).toBe(40); // 50 x 60 / 75
    expect(percentileLabel(benchmarkPercentile(parsed))).toBe("Below Average");
    expect(benchmarkInputSchema.parse({ ...water, topQuartile: 0, value: 0 }).direction).toBe("lower");
  });

  it("refuses a lower-is-better top quartile above the average, with a message naming the rule", () => {
    const r = benchmarkInputSchema.safeParse({ ...valid, metric: "carbon_intensity", topQuartile: 70 });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({
        path: ["topQuartile"],
        message: "Top quartile must be at most the industry average where lower is better",
      }),
    ]);
  });

  it("lets a custom metric choose its direction (higher by default)", () => {
    const custom = { ...valid, metric: "customer_complaints", industryAverage: 20, topQuartile: 12 };
    expect(benchmarkInputSchema.safeParse(custom).error?.issues[0]?.message).toBe(
      "Top quartile must be at least the industry average where higher is better",
    );
    expect(benchmarkInputSchema.parse({ ...custom, direction: "lower" }).direction).toBe("lower");
    expect(benchmarkInputSchema.parse(valid).direction).toBe("higher");
  });

  it("refuses a direction contrary to a standard metric's", () => {
    const r = benchmarkInputSchema.safeParse({ ...valid, metric: "gender_pay_gap", direction: "higher" });
    expect(r.error?.issues).toEqual([
      expect.objectContaining({
        path: ["direction"],
        message: "Gender Pay Gap is a standard metric where lower is better",
      }),
    ]);
  });

  it("reports the quartile rule together with the other fields' problems", () => {
    const r = benchmarkInputSchema.safeParse({ ...valid, metric: "", topQuartile: 0 });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      "Metric is required",
      "Top quartile must be greater than 0",
    ]);
  });

  const paths = (input: unknown) =>
    benchmarkInputSchema.safeParse(input).error?.issues.map((i) => i.path.join(".")) ?? [];

  it.each([
    [{ ...valid, metric: " " }, "metric"],
    [{ ...valid, unit: undefined }, "unit"],
    [{ ...valid, value: undefined }, "value"],
    [{ ...valid, value: Number.NaN }, "value"],
    [{ ...valid, value: -1 }, "value"],
    [{ ...valid, year: 2019 }, "year"],
    [{ ...valid, year: 2031 }, "year"],
    [{ ...valid, year: 2025.5 }, "year"],
    [{ ...valid, year: undefined }, "year"],
    [{ ...valid, industryAverage: 0 }, "industryAverage"],
    [{ ...valid, topQuartile: 0, industryAverage: 0 }, "industryAverage"],
    [{ ...valid, topQuartile: 40 }, "topQuartile"],
    [{ ...valid, industry: "Mining" }, "industry"],
    [{ ...valid, region: "Antarctica" }, "region"],
    [{ ...valid, percentile: "high" }, "percentile"],
    [{ ...valid, direction: "sideways" }, "direction"],
    [{ ...valid, topQuartile: -1 }, "topQuartile"],
  ])("refuses %o at %s", (input, path) => expect(paths(input)).toContain(path));

  it.each([2020, 2030])("accepts year %i", (year) =>
    expect(benchmarkInputSchema.safeParse({ ...valid, year }).success).toBe(true),
  );
});

let nextId = 1;
function row(metric: string, percentile: number, year = 2025): Benchmark {
  return {
    id: nextId++,
    companyId: 1,
    industry: "Manufacturing",
    region: "Europe",
    metric,
    value: 1,
    unit: "%",
    year,
    industryAverage: 1,
    topQuartile: 1,
    dataSource: null,
    direction: "higher",
    percentile,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
}

describe("page calculators (spec §2)", () => {
  const rows = [
    row("renewable_energy_share", 56.4, 2024),
    row("renewable_energy_share", 66.1, 2025),
    row("energy_efficiency_gain", 95.8),
    row("board_diversity_women", 41.6),
    row("customer_satisfaction", 75),
    row("training_hours", 22.1),
  ];

  it("summarises: mean percentile, count ≥ 75, count < 50, industry with its default", () => {
    expect(benchmarkSummary(rows, "Manufacturing")).toEqual({
      overallPercentile: 60, // 357 / 6 = 59.5
      topQuartileCount: 2,
      belowAverageCount: 2,
      industry: "Manufacturing",
    });
    expect(benchmarkSummary([], null)).toEqual({
      overallPercentile: 0,
      topQuartileCount: 0,
      belowAverageCount: 0,
      industry: "Technology",
    });
  });

  it("groups by category in order, newest year first", () => {
    const groups = groupBenchmarks(rows);
    expect(groups.map((g) => g.category)).toEqual(["Environmental", "Social", "Other"]);
    expect(groups[0]?.rows.map((r) => [r.metric, r.year])).toEqual([
      ["energy_efficiency_gain", 2025],
      ["renewable_energy_share", 2025],
      ["renewable_energy_share", 2024],
    ]);
  });

  it("lists the 8 standard metrics with their latest value, or none", () => {
    expect(STANDARD_METRICS).toHaveLength(8);
    const comparison = standardMetricComparison(rows);
    expect(comparison).toHaveLength(8);
    const renewable = comparison.find((c) => c.key === "renewable_energy");
    expect(renewable?.latest?.year).toBe(2025);
    expect(renewable?.category).toBe("Environmental");
    expect(comparison.find((c) => c.key === "carbon_intensity")?.latest).toBeNull();
  });
});
