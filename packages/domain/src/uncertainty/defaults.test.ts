import { describe, expect, it } from "vitest";
import { defaultQualityOf, FACTOR_KINDS, factorKindOf, QUALITY_DEFAULTS } from "./defaults";

describe("data-quality and uncertainty defaults", () => {
  it("every row names its source and says whether it is an assumption", () => {
    for (const kind of FACTOR_KINDS) {
      const d = QUALITY_DEFAULTS[kind];
      expect(d.source.length).toBeGreaterThan(20);
      if (d.assumption) expect(d.source).toMatch(/assumption/i);
      else expect(d.source).toMatch(/IPCC|GHG Protocol/);
    }
  });

  it("kinds from the factor library and the trail", () => {
    expect(factorKindOf({ activity: "electricity_grid", factorId: "uk-electricity_grid-desnz2024" })).toBe(
      "grid_electricity",
    );
    expect(factorKindOf({ activity: "diesel", factorId: "uk-diesel-litre-desnz2024" })).toBe("fuel_purchase");
    expect(factorKindOf({ activity: "spend_naics_541511", factorId: "x" })).toBe("spend_based");
    expect(factorKindOf({ activity: "diesel_wtt", factorId: "y", derivedKind: "wtt_fuel" })).toBe(
      "upstream_derived",
    );
    expect(
      factorKindOf({ activity: "refrigerant", factorId: "gwp-ar5:R-410A", leakMethod: "massBalance" }),
    ).toBe("refrigerant_mass_balance");
  });

  it("fuel purchases: IPCC ±5% activity, ±5% factor, score 2; spend-based scores 5", () => {
    expect(defaultQualityOf({ activity: "diesel", factorId: "uk-diesel-litre-desnz2024" })).toMatchObject({
      dataQuality: 2,
      activityUncertaintyPct: 5,
      factorUncertaintyPct: 5,
    });
    expect(defaultQualityOf({ activity: "spend_naics_541511", factorId: "x" }).dataQuality).toBe(5);
  });

  it("an energy figure from an expense claim is not a meter reading", () => {
    const metered = { activity: "electricity_grid", factorId: "uk-electricity_grid-desnz2024" };
    expect(defaultQualityOf({ ...metered, sourceType: "energy_bill" }).dataQuality).toBe(1);
    expect(defaultQualityOf({ ...metered, sourceType: "travel_expense" }).dataQuality).toBe(3);
  });
});
