import { describe, expect, it } from "vitest";
import {
  type Benchmark,
  benchmarkCategory,
  benchmarkInputSchema,
  benchmarkPercentile,
  benchmarkSummary,
  decimalField,
  groupBenchmarks,
  metricLabel,
  percentileLabel,
  STANDARD_METRICS,
  standardMetricComparison,
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
    });
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
  ])("refuses %o at %s", (input, path) => expect(paths(input)).toContain(path));

  it.each([2020, 2030])("accepts year %i", (year) =>
    expect(benchmarkInputSchema.safeParse({ ...valid, year }).success).toBe(true),
  );

  it("parses form numbers as decimals, empty as 0", () => {
    expect(decimalField("45.3")).toBe(45.3);
    expect(decimalField(" ")).toBe(0);
    expect(decimalField("x")).toBeNaN();
  });
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
