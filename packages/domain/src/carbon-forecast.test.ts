import { describe, expect, it } from "vitest";
import { buildCarbonAnalysis } from "./carbon-analysis";
import { forecastFigures, projectionLines } from "./carbon-forecast";
import { buildInventory, type MonthlyTotalRow } from "./carbon-inventory";
import { DEFAULT_REPORTING_SETTINGS } from "./reporting-period";
import { TEST_INDUSTRY } from "./reports/test-inventory";

const industry = TEST_INDUSTRY;

/** `months` months of one year at `kg` location-based (half market-based) of scope 2 a month. */
function months(y: number, count: number, kg: number): MonthlyTotalRow[] {
  return Array.from({ length: count }, (_, m) => ({
    month: `${y}-${String(m + 1).padStart(2, "0")}`,
    scope: 2 as const,
    detailKey: "electricity",
    sourceType: "energy_bill",
    locationKg: kg,
    marketKg: kg / 2,
    activities: 1,
  }));
}

const analysisOf = (rows: MonthlyTotalRow[]) =>
  buildCarbonAnalysis(
    buildInventory({ settings: { ...DEFAULT_REPORTING_SETTINGS }, closedYears: [], monthly: rows }),
    industry,
  );

describe("forecastFigures", () => {
  it("is null for a company with no emissions recorded", () => {
    expect(forecastFigures(analysisOf([]))).toBeNull();
  });

  it("takes the reporting year's totals (both Scope 2 methods) and the analysis's last projection", () => {
    // 2023: 120 t, 2024: 100 t → the projection continues 2024 at −16.67 % a year.
    const a = analysisOf([...months(2023, 12, 10_000), ...months(2024, 12, 100_000 / 12)]);
    expect(forecastFigures(a)).toEqual({
      year: 2024,
      isPartial: false,
      current: 100,
      currentMarketBased: 50,
      projectedYear: 2027,
      projected: a.projections["2027"],
      method: a.projectionMethod.description,
    });
    expect(a.projections["2027"]).toBe(57.9);
  });
});

describe("projectionLines", () => {
  it("is empty without data", () => {
    expect(projectionLines(analysisOf([]))).toEqual({ years: [], actual: {}, projected: {}, pathway: {} });
  });

  it("joins the actual years to the projection at the anchor year", () => {
    const a = analysisOf([...months(2023, 12, 10_000), ...months(2024, 12, 100_000 / 12)]);
    const l = projectionLines(a);
    expect(l.years).toEqual([2023, 2024, 2025, 2026, 2027]);
    expect(l.actual).toEqual({ "2023": 120, "2024": 100 });
    expect(l.projected).toEqual({ "2024": 100, ...a.projections });
  });
});
