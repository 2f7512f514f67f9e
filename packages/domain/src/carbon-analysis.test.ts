import { describe, expect, it } from "vitest";
import { buildCarbonAnalysis, pathwayByYear, roundPartsToHundredths } from "./carbon-analysis";
import { buildInventory, type MonthlyTotalRow } from "./carbon-inventory";
import { DEFAULT_REPORTING_SETTINGS, type ReportingSettings } from "./reporting-period";
import { TEST_INDUSTRY } from "./reports/test-inventory";

const industry = TEST_INDUSTRY;

/** A year's kg spread evenly over its 12 months (a complete year), scope 2 market-based at `market` share. */
function year(y: number, lines: [1 | 2 | 3, string, number][], market = 1): MonthlyTotalRow[] {
  return lines.flatMap(([scope, detailKey, kg]) =>
    Array.from({ length: 12 }, (_, m) => ({
      month: `${y}-${String(m + 1).padStart(2, "0")}`,
      scope,
      detailKey,
      sourceType: "energy_bill",
      locationKg: kg / 12,
      marketKg: scope === 2 ? (kg * market) / 12 : kg / 12,
      activities: 1,
    })),
  );
}

const monthly: MonthlyTotalRow[] = [
  ...year(2023, [
    [1, "naturalGas", 60_000],
    [2, "electricity", 60_000],
  ]),
  ...year(
    2024,
    [
      [1, "naturalGas", 40_004],
      [1, "diesel", 10_003],
      [1, "lpg", 3_333],
      [2, "electricity", 30_000],
      [3, "businessTravel", 16_660],
    ],
    0.5,
  ),
];
const inventoryOf = (rows: MonthlyTotalRow[], settings: Partial<ReportingSettings> = {}) =>
  buildInventory({
    settings: { ...DEFAULT_REPORTING_SETTINGS, ...settings },
    closedYears: [],
    monthly: rows,
  });

describe("roundPartsToHundredths", () => {
  it.each([
    [
      [1.004, 1.004, 1.004],
      [1.01, 1, 1],
    ],
    [
      [0.333333, 0.333333, 0.333334],
      [0.33, 0.33, 0.34],
    ],
    [[], []],
  ])("%o → %o (sums to the rounded whole)", (parts, expected) => {
    const out = roundPartsToHundredths(parts);
    expect(out).toEqual(expected);
    const cents = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0);
    expect(cents(out)).toBe(Math.round(parts.reduce((s, p) => s + p, 0) * 100));
  });
});

describe("buildCarbonAnalysis", () => {
  const a = buildCarbonAnalysis(inventoryOf(monthly), industry);

  it("reports the latest complete year in tonnes, both Scope 2 methods; parts sum to their scope", () => {
    expect(a.reportingYear).toBe(2024);
    expect(a.isPartial).toBe(false);
    expect(a.reportingPeriod).toEqual({ start: "2024-01-01", end: "2024-12-31" });
    expect(a.availableYears).toEqual([
      { year: 2023, monthsCovered: 12, missingMonths: [], complete: true, closed: false },
      { year: 2024, monthsCovered: 12, missingMonths: [], complete: true, closed: false },
    ]);
    expect(a.currentEmissions).toEqual({
      scope1: 53.34,
      scope2: 30,
      scope3: 16.66,
      total: 100,
      scope2MarketBased: 15,
      totalMarketBased: 85,
      breakdown: {
        scope1Details: { naturalGas: 40.01, diesel: 10, lpg: 3.33 },
        scope2Details: { electricity: 30 },
        scope3Details: { businessTravel: 16.66 },
        // These records carry no uncertainty terms (as a year closed before they were kept): no ranges.
        uncertainty: { scope1Details: {}, scope2Details: {}, scope3Details: {} },
      },
      uncertainty: {
        scope1: null,
        scope2: null,
        scope2MarketBased: null,
        scope3: null,
        total: null,
        totalMarketBased: null,
      },
    });
  });

  it("projects from complete years, and states the SBTi pathway from the earliest complete year", () => {
    // 120 t in 2023 → 100 t in 2024: −16.67 % a year
    expect(a.trajectory).toEqual([
      { year: 2023, total: 120 },
      { year: 2024, total: 100 },
    ]);
    expect(a.annualChangeRate).toBeCloseTo(-0.1667, 4);
    expect(a.projections).toEqual({ "2025": 83.3, "2026": 69.4, "2027": 57.9 });
    expect(a.projectionMethod.kind).toBe("compound_rate");
    // 120 t × (1 − 0.042 × (y − 2023))
    expect(a.netZeroPathway).toEqual({ "2025": 109.9, "2026": 104.9, "2027": 99.8 });
    expect(a.pathwayMethod).toContain("SBTi");
    // No goal says net zero: the analysis states no net-zero year of its own.
    expect(a.netZeroYear).toBeNull();
    expect(a.netZeroTarget).toBeNull();
    expect(a.industryComparison).toBe(industry);
  });

  it("states the company's own net-zero goal as its net-zero year", () => {
    const goal = { goalId: 4, title: "Net zero by 2040", targetYear: 2040 };
    const withGoal = buildCarbonAnalysis(inventoryOf(monthly), industry, null, goal);
    expect(withGoal.netZeroYear).toBe(2040);
    expect(withGoal.netZeroTarget).toEqual(goal);
  });

  it("one bill in a new year leaves the default on the complete year; the new year is partial", () => {
    const bill: MonthlyTotalRow = {
      month: "2025-01",
      scope: 2,
      detailKey: "electricity",
      sourceType: "energy_bill",
      locationKg: 1_660,
      marketKg: 1_660,
      activities: 1,
    };
    const inv = inventoryOf([...monthly, bill]);
    const def = buildCarbonAnalysis(inv, industry);
    expect(def.reportingYear).toBe(2024);
    expect(def.currentEmissions.total).toBe(100);
    expect(def.availableYears.at(-1)).toEqual({
      year: 2025,
      monthsCovered: 1,
      missingMonths: [
        "2025-02",
        "2025-03",
        "2025-04",
        "2025-05",
        "2025-06",
        "2025-07",
        "2025-08",
        "2025-09",
        "2025-10",
        "2025-11",
        "2025-12",
      ],
      complete: false,
      closed: false,
    });
    expect(def.annualChangeRate).toBeCloseTo(-0.1667, 4);
    const partial = buildCarbonAnalysis(inv, industry, 2025);
    expect(partial.reportingYear).toBe(2025);
    expect(partial.isPartial).toBe(true);
    expect(partial.currentEmissions.total).toBe(1.66);
    // The partial year never sets the rate: still 2023 → 2024.
    expect(partial.projectionMethod.toYear).toBe(2024);
  });

  it("labels a fiscal year by the calendar year in which it ends", () => {
    const inv = inventoryOf(monthly, { fiscalYearStartMonth: 4 });
    const a4 = buildCarbonAnalysis(inv, industry);
    // Apr 2023 – Mar 2024 is FY2024, the only complete one.
    expect(a4.reportingYear).toBe(2024);
    expect(a4.reportingPeriod).toEqual({ start: "2023-04-01", end: "2024-03-31" });
    expect(a4.availableYears.map((y) => [y.year, y.monthsCovered])).toEqual([
      [2023, 3],
      [2024, 12],
      [2025, 9],
    ]);
  });

  it("sizes scenarios from the breakdown", () => {
    // Efficiency first; renewable electricity acts on the market-based electricity it leaves (15 t × 0.85).
    expect(a.reductionScenarios.renewableElectricity).toMatchObject({
      annualSavings: 12.8,
      targetReduction: 15,
      investment: "Not estimated",
    });
    expect(a.reductionScenarios.travelPolicy).toMatchObject({ annualSavings: 6.7, targetReduction: 7.8 });
    expect(a.reductionScenarios.supplyChain).toBeUndefined();
  });

  it("every year by scope with both Scope 2 methods; the chosen year equals the scope cards", () => {
    expect(a.emissionsByYear).toEqual([
      {
        year: 2023,
        scope1: 60,
        scope2: 60,
        scope3: 0,
        total: 120,
        scope2MarketBased: 60,
        totalMarketBased: 120,
        monthsCovered: 12,
        complete: true,
      },
      {
        year: 2024,
        scope1: 53.34,
        scope2: 30,
        scope3: 16.66,
        total: 100,
        scope2MarketBased: 15,
        totalMarketBased: 85,
        monthsCovered: 12,
        complete: true,
      },
    ]);
    const chosen = a.emissionsByYear.find((y) => y.year === a.reportingYear);
    const { breakdown: _, uncertainty: _ranges, ...cards } = a.currentEmissions;
    expect(chosen).toMatchObject(cards);
  });

  it("a partial year is in the series, flagged, with its months; the same series for any year", () => {
    const bill: MonthlyTotalRow = {
      month: "2025-02",
      scope: 2,
      detailKey: "electricity",
      sourceType: "energy_bill",
      locationKg: 1_660,
      marketKg: 900,
      activities: 1,
    };
    const inv = inventoryOf([...monthly, bill]);
    const def = buildCarbonAnalysis(inv, industry);
    expect(def.emissionsByYear.at(-1)).toEqual({
      year: 2025,
      scope1: 0,
      scope2: 1.66,
      scope3: 0,
      total: 1.66,
      scope2MarketBased: 0.9,
      totalMarketBased: 0.9,
      monthsCovered: 1,
      complete: false,
    });
    expect(buildCarbonAnalysis(inv, industry, 2023).emissionsByYear).toEqual(def.emissionsByYear);
    // A year closed with gaps stays incomplete, and a closed year without data is not drawn.
    const closed = buildCarbonAnalysis(
      buildInventory({
        settings: DEFAULT_REPORTING_SETTINGS,
        closedYears: [2022, 2025],
        monthly: [...monthly, bill],
      }),
      industry,
    );
    expect(closed.emissionsByYear.map((y) => [y.year, y.complete])).toEqual([
      [2023, true],
      [2024, true],
      [2025, false],
    ]);
  });

  it("the pathway from its base year through the last projection year", () => {
    // Base 2023 (earliest complete), 120 t × (1 − 0.042 × (y − 2023)); the projection years agree.
    expect(a.pathwayByYear).toEqual([
      { year: 2023, total: 120 },
      { year: 2024, total: 115 },
      { year: 2025, total: 109.9 },
      { year: 2026, total: 104.9 },
      { year: 2027, total: 99.8 },
    ]);
    for (const [y, t] of Object.entries(a.netZeroPathway)) {
      expect(a.pathwayByYear.find((p) => p.year === Number(y))?.total).toBe(t);
    }
    const configured = buildCarbonAnalysis(inventoryOf(monthly, { baseYear: 2024 }), industry);
    expect(configured.pathwayByYear.map((p) => p.year)).toEqual([2024, 2025, 2026, 2027]);
    expect(configured.pathwayByYear[0]).toEqual({ year: 2024, total: 100 });
  });

  it.each([
    [null, 2027, []],
    [{ baseYear: 2028, baseYearTotal: 50 }, 2027, []],
    [
      { baseYear: 2026, baseYearTotal: 50 },
      2027,
      [
        { year: 2026, total: 50 },
        { year: 2027, total: 47.9 },
      ],
    ],
    [{ baseYear: 2000, baseYearTotal: 10 }, 2025, expect.arrayContaining([{ year: 2024, total: 0 }])],
  ])("pathwayByYear(%o, %d)", (base, last, expected) => {
    expect(pathwayByYear(base, last)).toEqual(expected);
  });

  it("with no data: zeros, the spec's projection years, no scenarios", () => {
    const empty = buildCarbonAnalysis(inventoryOf([]), industry);
    expect(empty.reportingYear).toBeNull();
    expect(empty.currentEmissions.total).toBe(0);
    expect(empty.reductionScenarios).toEqual({});
    expect(empty.projections).toEqual({ "2025": 0, "2026": 0, "2027": 0 });
    expect(empty.emissionsByYear).toEqual([]);
    expect(empty.pathwayByYear).toEqual([]);
  });
});
