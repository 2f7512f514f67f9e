import { describe, expect, it } from "vitest";
import {
  BENCHMARK_PRICE_YEAR,
  industryComparison,
  industryIntensityStats,
  industrySectorIntensities,
  MIN_REFERENCE_SECTORS,
  naicsReferenceSet,
  quantile,
} from "./carbon-benchmarks";
import { carbonTotalStatus } from "./carbon-status";
import { listEmissionFactors, SPEND_ACTIVITY_PREFIX, spendFactorBasis } from "./ghg";
import { listProducerPriceIntensities } from "./useeio-producer-price";

const round1 = (n: number) => Math.round(n * 10) / 10;

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

describe("producer-price (without margins) intensities, not the library's purchaser-price ones", () => {
  it("the factors' dollars are 2022's, as the library's spend basis says", () => {
    expect(BENCHMARK_PRICE_YEAR).toBe(2022);
    expect(spendFactorBasis()).toContain("2022 USD");
  });

  it("an industry's intensities are the without-margins column of its NAICS-6 sectors", () => {
    const manufacturing = (n: string) => ["31", "32", "33"].some((p) => n.startsWith(p));
    const without = listProducerPriceIntensities()
      .filter((p) => manufacturing(p.naics))
      .map((p) => p.withoutMargins)
      .sort((a, b) => a - b);
    const withMargins = listEmissionFactors()
      .filter((f) => f.activity.startsWith(SPEND_ACTIVITY_PREFIX) && f.region === "US" && f.unit === "USD")
      .filter((f) => manufacturing(f.activity.slice(SPEND_ACTIVITY_PREFIX.length)))
      .map((f) => f.kgCO2ePerUnit)
      .sort((a, b) => a - b);
    expect(industrySectorIntensities("Manufacturing")).toEqual(without);
    expect(industrySectorIntensities("Manufacturing")).not.toEqual(withMargins);
  });

  it.each([
    // industry, sectors, p10, median, mean (kg CO2e per 2022 USD, producer price; with-margins in the comment)
    ["Manufacturing", 359, 0.085, 0.224, 113.663 / 359], // with margins: 0.1278, 0.256, 0.3509
    ["Technology", 34, 0.0409, 0.0645, 2.337 / 34], // with margins: 0.0633, 0.0825, 0.0901
  ])("%s: %i sectors, P10 %d, median %d", (industry, sectors, p10, median, mean) => {
    const s = industryIntensityStats(industry);
    expect(s).toMatchObject({ industry, sectors });
    expect(s.p10).toBeCloseTo(p10, 12);
    expect(s.median).toBeCloseTo(median, 12);
    expect(s.mean).toBeCloseTo(mean, 12);
  });

  it("an unknown industry takes every sector", () => {
    expect(industryIntensityStats("Quarrying on Mars")).toMatchObject({
      industry: "All sectors",
      sectors: 1016,
    });
  });
});

describe("naicsReferenceSet: the company's sector and its siblings", () => {
  it.each([
    // code, label, sectors, P10, median, mean, own sector
    ["111110", "NAICS 1111", 8, 0.488, 0.809, (2 * 0.488 + 6 * 0.809) / 8, "Soybean Farming"],
    [
      "332312",
      "NAICS 3323",
      6,
      0.195,
      (0.195 + 0.246) / 2,
      (0.195 + 0.246) / 2,
      "Fabricated Structural Metal Manufacturing",
    ],
    ["541511", "NAICS 541", 49, 0.054, 0.085, null, "Custom Computer Programming Services"],
    ["1111", "NAICS 1111", 8, 0.488, 0.809, (2 * 0.488 + 6 * 0.809) / 8, null],
    ["221111", "NAICS 22", 4, 0.532 + 0.3 * (0.578 - 0.532), 0.578, (0.532 + 3 * 0.578) / 4, null],
  ])("%s → %s (%i sectors)", (code, label, sectors, p10, median, mean, own) => {
    const set = naicsReferenceSet(code);
    expect(set?.label).toBe(label);
    expect(set?.intensities).toHaveLength(sectors);
    expect(set?.ownSector?.title ?? null).toBe(own);
    const v = set?.intensities ?? [];
    expect(quantile(v, 0.1)).toBeCloseTo(p10, 12);
    expect(quantile(v, 0.5)).toBeCloseTo(median, 12);
    if (mean !== null) expect(v.reduce((s, x) => s + x, 0) / v.length).toBeCloseTo(mean, 12);
  });

  it("widens to the narrowest group with enough sectors and says which", () => {
    expect(MIN_REFERENCE_SECTORS).toBe(5);
    expect(naicsReferenceSet("541511")?.description).toBe(
      "NAICS 541511 (Custom Computer Programming Services, 0.084 kg CO2e/USD) and its siblings: the 49 NAICS-6 " +
        "sectors of NAICS 541 (the narrowest NAICS group with at least 5 sectors)",
    );
    expect(naicsReferenceSet("221111")?.description).toMatch(/^NAICS 221111 is not a USEEIO v1\.3 sector/);
  });

  it.each(["99", "abc", "5", "1234567", ""])("%o is no reference set", (code) => {
    expect(naicsReferenceSet(code)).toBeNull();
  });
});

describe("industryComparison", () => {
  const gbp2024 = { amount: 24_000_000, currency: "GBP", year: 2024 };
  const usd2024 = 24e6 * 1.2371 * (118.023 / 125.428);

  it("multiplies the industry's producer-price statistics by the deflated revenue", () => {
    const s = industryIntensityStats("Manufacturing");
    const c = industryComparison("Manufacturing", gbp2024);
    expect(c.topPerformer).toBe(round1((s.p10 * usd2024) / 1000));
    expect(c.medianEmissions).toBe(round1((s.median * usd2024) / 1000));
    expect(c.averageEmissions).toBe(round1((s.mean * usd2024) / 1000));
    expect([c.topPerformer, c.medianEmissions, c.averageEmissions]).toEqual([2374.7, 6258, 8845.3]);
    expect(c.industry).toBe("Manufacturing");
    expect(c.source).toMatch(/^US EPA Supply Chain GHG Emission Factors v1\.3/);
    expect(c.sourceUrl).toMatch(/^https:\/\//);
  });

  it("states the price basis, sector set, weighting and deflation in `basis`", () => {
    const { basis } = industryComparison("Manufacturing", gbp2024);
    expect(basis).toContain('"without margins": cradle to the point of production, kg CO2e per 2022 USD');
    expect(basis).toContain("the 359 NAICS-6 sectors of Manufacturing (NAICS 31, 32, 33)");
    expect(basis).toContain("unweighted (each NAICS-6 sector counts once");
    expect(basis).toContain("10th percentile 0.085, median 0.224, mean 0.3166 kg CO2e/USD");
    expect(basis).toContain("2022 118.023 / 2024 125.428");
  });

  it("with a NAICS code: $10M of 2022 against NAICS 1111 (without margins; with margins would be 5,320 / 8,480 / 7,690)", () => {
    const c = industryComparison(
      "Manufacturing",
      { amount: 10e6, currency: "USD", year: 2022 },
      { naics: "111110" },
    );
    expect([c.topPerformer, c.medianEmissions, c.averageEmissions]).toEqual([4880, 8090, 7287.5]);
    expect(c.industry).toBe("NAICS 1111");
    expect(c.basis).toContain("NAICS 111110 (Soybean Farming, 0.488 kg CO2e/USD) and its siblings");
  });

  it("an unmatched NAICS code falls back to the industry and says so", () => {
    const c = industryComparison("Technology", null, { naics: "99" });
    expect(c.industry).toBe("Technology");
    expect(c.basis).toContain('NAICS "99" matches no USEEIO v1.3 sector, so the industry is used');
  });

  it("the reporting year dates the revenue when the revenue has no year; 2022 otherwise", () => {
    const noYear = { amount: 24_000_000, currency: "GBP" };
    const viaReportingYear = industryComparison("Manufacturing", noYear, { reportingYear: 2024 });
    const dated = industryComparison("Manufacturing", { ...noYear, year: 2024 }, { reportingYear: 2020 });
    const figures = (c: typeof dated) => [c.topPerformer, c.medianEmissions, c.averageEmissions];
    expect(figures(viaReportingYear)).toEqual(figures(dated));
    expect(viaReportingYear.basis).toContain(
      "taken as earned in the reporting year 2024 (no revenue year on file)",
    );
    expect(dated.basis).toContain("earned in 2024,");
    const s = industryIntensityStats("Manufacturing");
    expect(industryComparison("Manufacturing", noYear).medianEmissions).toBe(
      round1((s.median * 24e6 * 1.2371) / 1000),
    );
  });

  it("shows no figures and says why when the year has no revenue: never a stand-in revenue", () => {
    const c = industryComparison("Technology", null, { reportingYear: 2025 });
    expect([c.topPerformer, c.medianEmissions, c.averageEmissions]).toEqual([null, null, null]);
    expect(c.intensityNote).toBe(
      "No revenue recorded for 2025 — add it in Settings → Company to see intensity.",
    );
    expect(c.basis).toContain("not scaled to the company (no revenue on file)");
    expect(c.basis).not.toContain("reference revenue");
    const yen = industryComparison("Technology", { amount: 3e9, currency: "JPY", year: 2025 });
    expect(yen.medianEmissions).toBeNull();
    expect(yen.intensityNote).toContain("Revenue for 2025 is in JPY");
    expect(
      industryComparison("Technology", { amount: 1e6, currency: "USD", year: 2025 }).intensityNote,
    ).toBeNull();
  });

  it("feeds the spec's status bands", () => {
    const c = industryComparison("Manufacturing", gbp2024);
    expect(carbonTotalStatus(c.topPerformer ?? Number.NaN, c)).toBe("Excellent");
    expect(carbonTotalStatus((c.averageEmissions ?? Number.NaN) + 1, c)).toBe("Below Average");
    expect(carbonTotalStatus(0, industryComparison("Manufacturing", null))).toBeNull();
  });
});
