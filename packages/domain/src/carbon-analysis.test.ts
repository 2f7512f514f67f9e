import { describe, expect, it } from "vitest";
import {
  buildCarbonAnalysis,
  type EmissionTotalRow,
  roundPartsToHundredths,
  trajectoryRate,
} from "./carbon-analysis";
import type { IndustryComparisonFigures } from "./carbon-schemas";

const industry: IndustryComparisonFigures = {
  topPerformer: 100,
  medianEmissions: 200,
  averageEmissions: 300,
  industry: "Manufacturing",
  source: "test",
  sourceUrl: "https://example.org",
  basis: "test",
};

const rows: EmissionTotalRow[] = [
  { year: 2023, scope: 1, detailKey: "naturalGas", kgCO2e: 60_000 },
  { year: 2023, scope: 2, detailKey: "electricity", kgCO2e: 60_000 },
  { year: 2024, scope: 1, detailKey: "naturalGas", kgCO2e: 40_004 },
  { year: 2024, scope: 1, detailKey: "diesel", kgCO2e: 10_003 },
  { year: 2024, scope: 1, detailKey: "lpg", kgCO2e: 3_333 },
  { year: 2024, scope: 2, detailKey: "electricity", kgCO2e: 30_000 },
  { year: 2024, scope: 3, detailKey: "businessTravel", kgCO2e: 16_660 },
];

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

describe("trajectoryRate", () => {
  it.each([
    [[{ year: 2024, total: 100 }], 0],
    [
      [
        { year: 2022, total: 100 },
        { year: 2024, total: 81 },
      ],
      -0.1,
    ],
    [
      [
        { year: 2023, total: 100 },
        { year: 2024, total: 10 },
      ],
      -0.25,
    ],
    [
      [
        { year: 2023, total: 100 },
        { year: 2024, total: 200 },
      ],
      0.25,
    ],
    [
      [
        { year: 2023, total: 0 },
        { year: 2024, total: 200 },
      ],
      0,
    ],
  ])("%o → %d", (traj, rate) => {
    expect(trajectoryRate(traj)).toBeCloseTo(rate, 10);
  });
});

describe("buildCarbonAnalysis", () => {
  const a = buildCarbonAnalysis(rows, industry);

  it("reports the latest year in tonnes; breakdowns sum to their scope, scopes to the total", () => {
    expect(a.reportingYear).toBe(2024);
    expect(a.currentEmissions).toEqual({
      scope1: 53.34,
      scope2: 30,
      scope3: 16.66,
      total: 100,
      breakdown: {
        scope1Details: { naturalGas: 40.01, diesel: 10, lpg: 3.33 },
        scope2Details: { electricity: 30 },
        scope3Details: { businessTravel: 16.66 },
      },
    });
  });

  it("projects the three years after the reporting year from the trajectory, and a line to net zero", () => {
    // 120 t in 2023 → 100 t in 2024: −16.67 % a year
    expect(a.trajectory).toEqual([
      { year: 2023, total: 120 },
      { year: 2024, total: 100 },
    ]);
    expect(a.annualChangeRate).toBeCloseTo(-0.1667, 4);
    expect(a.projections).toEqual({ "2025": 83.3, "2026": 69.4, "2027": 57.9 });
    expect(a.netZeroPathway).toEqual({ "2025": 83.3, "2026": 66.7, "2027": 50 });
    expect(a.netZeroYear).toBe(2030);
    expect(a.industryComparison).toBe(industry);
  });

  it("sizes scenarios from the breakdown", () => {
    expect(a.reductionScenarios.renewableElectricity).toMatchObject({
      annualSavings: 30,
      targetReduction: 30,
    });
    expect(a.reductionScenarios.travelPolicy).toMatchObject({ annualSavings: 6.7, targetReduction: 6.7 });
    expect(a.reductionScenarios.supplyChain).toBeUndefined();
  });

  it("with no data: zeros, the spec's projection years, no scenarios", () => {
    const empty = buildCarbonAnalysis([], industry);
    expect(empty.reportingYear).toBeNull();
    expect(empty.currentEmissions.total).toBe(0);
    expect(empty.reductionScenarios).toEqual({});
    expect(empty.projections).toEqual({ "2025": 0, "2026": 0, "2027": 0 });
  });
});
