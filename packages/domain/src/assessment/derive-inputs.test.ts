import { describe, expect, it } from "vitest";
import { revenueInBenchmarkDollars } from "../benchmark-revenue";
import { industryComparison, industrySectorIntensities } from "../carbon-benchmarks";
import { complianceSummary } from "../regulatory-compliance";
import { inventoryRecords, monthly } from "../reports/test-inventory";
import { type AssessmentRecords, deriveAssessmentInputs, shareAbove } from "./derive-inputs";

const Y2023 = [
  ...monthly(2023, 1, "naturalGas", 800_000),
  ...monthly(2023, 2, "electricity", 1_000_000),
  ...monthly(2023, 3, "purchasedGoodsAndServices", 4_200_000),
];
const Y2024 = [
  ...monthly(2024, 1, "naturalGas", 700_000),
  ...monthly(2024, 2, "electricity", 500_000, { marketKg: 100_000 }),
  ...monthly(2024, 2, "heat", 400_000),
  ...monthly(2024, 3, "purchasedGoodsAndServices", 4_000_000),
];
/** One electricity bill dated in a new year: it must not move the default year. */
const BILL_2025 = monthly(2025, 2, "electricity", 1_660, { months: [1] });

function records(overrides: Partial<AssessmentRecords> = {}): AssessmentRecords {
  return {
    company: { name: "Acme", industry: "Manufacturing" },
    revenue: { currency: "GBP", revenue: [{ year: 2024, amount: 24_000_000 }] },
    inventory: inventoryRecords([...Y2023, ...Y2024]),
    benchmarks: [],
    goals: [],
    suppliers: [],
    feedback: [],
    training: {
      requiredModules: 0,
      learners: 1,
      requiredCompletions: 0,
      governanceModules: 0,
      governanceCompletions: 0,
    },
    requirements: [],
    risks: [],
    ...overrides,
  };
}

const bench = (metric: string, value: number, year: number, createdAt = "2026-01-01") => ({
  metric,
  value,
  year,
  industryAverage: 40,
  topQuartile: 60,
  percentile: 50,
  dataSource: null,
  createdAt,
});

const goal = (title: string, category: string, extra: Partial<AssessmentRecords["goals"][number]> = {}) => ({
  title,
  category,
  unit: "%",
  isScenceBased: false,
  status: "active",
  latestProgressPercentage: null,
  ...extra,
});

describe("shareAbove (lower is better: the share of values beaten)", () => {
  it.each([
    [[1, 2, 3, 4], 0.5, 100],
    [[1, 2, 3, 4], 2.5, 50],
    [[1, 2, 3, 4], 2, 62.5], // the tie counts half
    [[1, 2, 3, 4], 9, 0],
  ])("%o with %s → %s", (sorted, x, expected) => {
    expect(shareAbove(sorted, x)).toBe(expected);
  });
  it("has no answer for an empty list", () => {
    expect(shareAbove([], 1)).toBeNull();
  });
});

describe("deriveAssessmentInputs", () => {
  it("takes the default reporting year and the complete year before it from the inventory, in tonnes", () => {
    const i = deriveAssessmentInputs(records(), "2026-01-01");
    expect(i.emissions).toEqual({
      year: 2024,
      partial: false,
      scope1: 700,
      scope2: 900,
      scope2Market: 500,
      scope3: 4000,
      total: 5600,
    });
    expect(i.previousEmissions).toEqual({ year: 2023, total: 6000 });
  });

  it.each([
    // [case, monthly rows, closed years, emissions year and partial, previous year]
    ["one bill in a new year changes nothing", [...Y2023, ...Y2024, ...BILL_2025], [], [2024, false], 2023],
    // A year closed with gaps is the default year but is not compared with a complete one.
    ["a year closed with gaps: no trend", [...Y2023, ...Y2024, ...BILL_2025], [2025], [2025, false], null],
    [
      "a partial year between is skipped",
      [...Y2023, ...Y2024.filter((r) => r.month < "2024-07"), ...monthly(2025, 1, "naturalGas", 600_000)],
      [],
      [2025, false],
      2023,
    ],
    [
      "only partial years: the one with the most months, labelled, with no trend",
      [...Y2024.filter((r) => r.month < "2024-07"), ...BILL_2025],
      [],
      [2024, true],
      null,
    ],
    ["one complete year: no trend", [...Y2024], [], [2024, false], null],
  ] as const)("%s", (_, rows, closed, [year, partial], previous) => {
    const i = deriveAssessmentInputs(
      records({ inventory: inventoryRecords(rows, {}, closed) }),
      "2026-01-01",
    );
    expect([i.emissions?.year, i.emissions?.partial]).toEqual([year, partial]);
    expect(i.previousEmissions?.year ?? null).toBe(previous);
  });

  it("does not place a partial year's intensity among the industry's annual intensities", () => {
    const i = deriveAssessmentInputs(records({ inventory: inventoryRecords(BILL_2025) }), "2026-01-01");
    expect(i.emissions?.partial).toBe(true);
    expect(i.emissionsIntensityPercentile).toBeNull();
  });

  it("places the revenue intensity among the industry's sectors", () => {
    const i = deriveAssessmentInputs(records(), "2026-01-01");
    // Deflated from 2024 to the intensities' 2022 dollars, as the industry benchmark is.
    const usd =
      revenueInBenchmarkDollars({ amount: 24_000_000, currency: "GBP", year: 2024 }).usd ?? Number.NaN;
    expect(usd).toBeLessThan(24_000_000 * 1.2371);
    expect(i.emissionsIntensityPercentile).toBe(
      shareAbove(industrySectorIntensities("Manufacturing"), 5_600_000 / usd),
    );
    // The Carbon Analysis figures of the same reporting year (one function for both screens).
    const ref = industryComparison("Manufacturing", { amount: 24_000_000, currency: "GBP", year: 2024 });
    expect(i.emissions?.year).toBe(2024);
    expect(i.industryEmissions).toMatchObject({
      year: 2024,
      topPerformer: ref.topPerformer,
      median: ref.medianEmissions,
    });
    expect(industrySectorIntensities("Manufacturing").length).toBe(i.industryEmissions?.sectors);
  });

  it("has no intensity without revenue and no emissions without rollup rows", () => {
    const noRevenue = deriveAssessmentInputs(
      records({ revenue: { currency: null, revenue: [] } }),
      "2026-01-01",
    );
    expect(noRevenue.emissionsIntensityPercentile).toBeNull();
    expect(noRevenue.industryEmissions).toBeNull();
    expect(noRevenue.intensityNote).toBe(
      "No revenue recorded for 2024 — add it in Settings → Company to see intensity.",
    );
    // Another year's revenue is not borrowed.
    const otherYear = deriveAssessmentInputs(
      records({ revenue: { currency: "GBP", revenue: [{ year: 2023, amount: 24_000_000 }] } }),
      "2026-01-01",
    );
    expect(otherYear.industryEmissions).toBeNull();
    expect(otherYear.intensityNote).toContain("2024");
    const none = deriveAssessmentInputs(records({ inventory: inventoryRecords([]) }), "2026-01-01");
    expect(none.emissions).toBeNull();
    expect(none.previousEmissions).toBeNull();
    expect(none.emissionsIntensityPercentile).toBeNull();
  });

  it("reads the latest benchmark of each metric by year, then by recording time", () => {
    const i = deriveAssessmentInputs(
      records({
        benchmarks: [
          bench("renewable_energy_share", 46, 2024),
          bench("Renewable Energy Share", 58, 2025, "2026-01-01"),
          bench("renewable_energy_share", 61, 2025, "2026-02-01"),
          bench("board_diversity_women", 33.3, 2025),
          bench("board_independence", 56, 2025),
          bench("employee_satisfaction", 71, 2025),
        ],
      }),
      "2026-01-01",
    );
    expect(i.renewableShare?.value).toBe(61);
    expect(i.womenOnBoard?.value).toBe(33.3);
    expect(i.boardIndependence?.value).toBe(56);
    expect(i.peerPercentiles).toEqual({ environmental: [50], social: [50, 50], governance: [50] });
  });

  it("classifies goals: emissions targets, science-based, on track, safety and ethics", () => {
    const i = deriveAssessmentInputs(
      records({
        goals: [
          goal("Cut Scope 1 & 2 emissions 42% by 2030", "Environmental", {
            unit: "tCO2e",
            isScenceBased: true,
            latestProgressPercentage: 45,
          }),
          goal("100% renewable electricity", "Environmental", { latestProgressPercentage: 70 }),
          goal("Divert waste", "Environmental", { status: "achieved" }),
          goal("Reduce lost-time injuries to 3 a year", "Social", { latestProgressPercentage: 82 }),
          goal("All tier-1 suppliers sign the Supplier Code of Conduct", "Governance", {
            latestProgressPercentage: 40,
          }),
        ],
      }),
      "2026-01-01",
    );
    expect(i.climateTargets).toEqual({
      environmentalGoals: 3,
      emissionsTargets: 1,
      scienceBasedEmissionsTargets: 1,
      onTrack: 2,
    });
    expect(i.safetyGoals).toEqual([{ title: "Reduce lost-time injuries to 3 a year", progress: 82 }]);
    expect(i.ethics).toEqual({ goalProgress: 40, ethicsGoals: 1, trainingCompletion: null });
  });

  it("counts answered feedback, supplier responses and training completions", () => {
    const i = deriveAssessmentInputs(
      records({
        suppliers: [{ responded: true }, { responded: false }],
        feedback: [
          { status: "open", response: null },
          { status: "in_progress", response: "We are looking at it" },
          { status: "resolved", response: null },
          { status: "open", response: "   " },
        ],
        training: {
          requiredModules: 3,
          learners: 2,
          requiredCompletions: 7,
          governanceModules: 1,
          governanceCompletions: 1,
        },
      }),
      "2026-01-01",
    );
    expect(i.supplierResponses).toEqual({ responded: 1, total: 2 });
    expect(i.stakeholderFeedback).toEqual({ answered: 2, total: 4 });
    expect(i.requiredTraining).toEqual({ completions: 6, possible: 6 });
    expect(i.ethics?.trainingCompletion).toBe(50);
  });

  it("reads compliance completion, overdue items and the frameworks reported against", () => {
    const req = (
      framework: string | null,
      status: string,
      completionPercentage: number,
      dueDate: string | null,
    ) => ({
      framework,
      status,
      completionPercentage,
      dueDate,
    });
    const i = deriveAssessmentInputs(
      records({
        requirements: [
          req("CSRD", "in_progress", 50, "2025-12-31"),
          req("TCFD", "completed", 75, "2025-06-30"),
          req("GRI", "in_progress", 100, null),
          req(null, "pending", 0, "2026-01-01"),
        ],
      }),
      "2026-01-01",
    );
    // As the compliance register's cards count them (complianceSummary): completed is the status (an item
    // in progress at 100% awaits Mark Complete), the mean is of the stored percentages, rounded.
    expect(i.compliance).toEqual({
      requirements: 4,
      meanCompletion: complianceSummary(
        [
          { status: "in_progress", completionPercentage: 50, dueDate: "2025-12-31" },
          { status: "completed", completionPercentage: 75, dueDate: "2025-06-30" },
          { status: "in_progress", completionPercentage: 100, dueDate: null },
          { status: "pending", completionPercentage: 0, dueDate: "2026-01-01" },
        ],
        "2026-01-01",
      ).averageCompletion,
      completed: 1,
      overdue: 1,
    });
    expect(i.compliance?.meanCompletion).toBe(56);
    expect(i.disclosure).toEqual({ inRegister: ["CSRD", "GRI", "TCFD"], reported: ["TCFD"] });
  });

  it("marks risks mitigated or planned", () => {
    const i = deriveAssessmentInputs(
      records({
        risks: [
          { probability: 3, impact: 4, status: "mitigated", mitigationStrategy: null },
          { probability: 2, impact: 2, status: "active", mitigationStrategy: " " },
        ],
      }),
      "2026-01-01",
    );
    expect(i.risks).toEqual([
      { probability: 3, impact: 4, mitigated: true, hasMitigationPlan: false },
      { probability: 2, impact: 2, mitigated: false, hasMitigationPlan: false },
    ]);
  });

  it("leaves every module input null when the module has no rows", () => {
    const i = deriveAssessmentInputs(
      records({ inventory: inventoryRecords([]), revenue: { currency: null, revenue: [] } }),
      "2026-01-01",
    );
    const { companyName, industry, peerPercentiles, ...figures } = i;
    expect(Object.values(figures).every((v) => v === null)).toBe(true);
    expect(peerPercentiles).toEqual({ environmental: [], social: [], governance: [] });
  });
});
