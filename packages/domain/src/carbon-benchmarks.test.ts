import { describe, expect, it } from "vitest";
import { industryComparison, industryIntensityStats, quantile, REFERENCE_REVENUE } from "./carbon-benchmarks";
import { carbonTotalStatus } from "./carbon-status";

describe("quantile (type 7)", () => {
  it.each([
    [[1, 2, 3, 4, 5], 0.5, 3],
    [[1, 2, 3, 4], 0.5, 2.5],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110], 0.1, 20],
    [[], 0.5, 0],
  ])("%o at %d → %d", (xs, q, v) => {
    expect(quantile(xs, q)).toBeCloseTo(v, 12);
  });
});

describe("industry reference figures from USEEIO v1.3", () => {
  it("takes the industry's NAICS-6 sectors from the factor library", () => {
    const m = industryIntensityStats("Manufacturing");
    expect(m.sectors).toBe(359);
    expect(m.p10).toBeLessThan(m.median);
    expect(m.median).toBeLessThan(m.mean);
    expect(industryIntensityStats("Financial Services").median).toBeLessThan(m.median);
    expect(industryIntensityStats("Quarrying on Mars").industry).toBe("All sectors");
  });

  it("scales the intensities by revenue in 2022 dollars and names the source", () => {
    const s = industryIntensityStats("Manufacturing");
    const c = industryComparison("Manufacturing", { amount: 24_000_000, currency: "GBP" });
    const usd = 24_000_000 * 1.2371;
    expect(c.topPerformer).toBe(Math.round(((s.p10 * usd) / 1000) * 10) / 10);
    expect(c.medianEmissions).toBe(Math.round(((s.median * usd) / 1000) * 10) / 10);
    expect(c.averageEmissions).toBe(Math.round(((s.mean * usd) / 1000) * 10) / 10);
    expect(c.source).toMatch(/^US EPA Supply Chain GHG Emission Factors v1\.3/);
    expect(c.sourceUrl).toMatch(/^https:\/\//);
    expect(c.basis).toMatch(/359 NAICS-6 sectors of Manufacturing .* £24\.0M at 1\.2371 USD\/GBP/);
  });

  it("uses a stated reference revenue when none is on file", () => {
    const c = industryComparison("Technology", null);
    expect(c.basis).toContain("no revenue on file");
    expect(c.medianEmissions).toBeCloseTo(
      (industryIntensityStats("Technology").median * REFERENCE_REVENUE.amount) / 1000,
      0,
    );
  });

  it("feeds the spec's status bands", () => {
    const c = industryComparison("Manufacturing", { amount: 24_000_000, currency: "GBP" });
    expect(carbonTotalStatus(c.topPerformer, c)).toBe("Excellent");
    expect(carbonTotalStatus(c.averageEmissions + 1, c)).toBe("Below Average");
  });
});
