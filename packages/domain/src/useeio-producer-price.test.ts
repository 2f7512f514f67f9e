import { describe, expect, it } from "vitest";
import { factorLibraryInputs, listEmissionFactors, SPEND_ACTIVITY_PREFIX, spendActivities } from "./ghg";
import {
  listProducerPriceIntensities,
  producerPriceIntensity,
  USEEIO_PRODUCER_PRICE_SOURCE,
} from "./useeio-producer-price";

/** The library's with-margins (purchaser price) value per NAICS-6, from its spend rows. */
function withMarginsByNaics(): Map<string, number> {
  const m = new Map<string, number>();
  for (const f of listEmissionFactors())
    if (f.activity.startsWith(SPEND_ACTIVITY_PREFIX) && f.region === "US" && f.unit === "USD")
      m.set(f.activity.slice(SPEND_ACTIVITY_PREFIX.length), f.kgCO2ePerUnit);
  return m;
}

describe("USEEIO v1.3 producer-price (without margins) intensities", () => {
  it("come from the same file as the factor library", () => {
    const input = factorLibraryInputs().find((i) => i.file === USEEIO_PRODUCER_PRICE_SOURCE.input.file);
    expect(input?.sha256).toBe(USEEIO_PRODUCER_PRICE_SOURCE.input.sha256);
    expect(input?.rows).toBe(1016);
    expect(USEEIO_PRODUCER_PRICE_SOURCE.priceYear).toBe(2022);
  });

  it("cover exactly the library's 1,016 NAICS-6 sectors", () => {
    const naics = listProducerPriceIntensities().map((p) => p.naics);
    expect(naics).toHaveLength(1016);
    expect(new Set(naics)).toEqual(
      new Set([...spendActivities().keys()].map((a) => a.slice(SPEND_ACTIVITY_PREFIX.length))),
    );
  });

  it("without margins + margins = the library's with-margins value on every row (3-decimal rounding)", () => {
    const withMargins = withMarginsByNaics();
    for (const p of listProducerPriceIntensities()) {
      expect(p.margins).toBeGreaterThanOrEqual(0);
      expect(
        Math.abs(p.withoutMargins + p.margins - (withMargins.get(p.naics) as number)),
      ).toBeLessThanOrEqual(0.0015);
    }
  });

  it.each([
    // NAICS, without margins, margins, with margins (library) — as published in the CSV
    ["111110", 0.488, 0.044, 0.532],
    ["332312", 0.246, 0.017, 0.262],
    ["541511", 0.084, 0, 0.084],
  ])("NAICS %s: %d + %d (library %d)", (naics, without, margins, withM) => {
    expect(producerPriceIntensity(naics)).toEqual({ naics, withoutMargins: without, margins });
    expect(withMarginsByNaics().get(naics)).toBe(withM);
  });

  it("has no row for a code USEEIO does not model (electricity, 221111)", () => {
    expect(producerPriceIntensity("221111")).toBeUndefined();
  });
});
