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

  it("pins every row's score and percentages (the uncertainty migration backfilled rows with them)", () => {
    const pinned = Object.fromEntries(
      FACTOR_KINDS.map((k) => {
        const d = QUALITY_DEFAULTS[k];
        return [k, [d.dataQuality, d.activityUncertaintyPct, d.factorUncertaintyPct, d.assumption]];
      }),
    );
    expect(pinned).toEqual({
      grid_electricity: [1, 2, 10, true],
      metered_fuel_heat: [1, 2, 5, true],
      fuel_purchase: [2, 5, 5, false],
      bioenergy: [2, 5, 84, true],
      travel: [3, 10, 20, true],
      supplier_physical: [3, 5, 30, true],
      spend_based: [5, 5, 50, true],
      upstream_derived: [4, 5, 20, true],
      refrigerant_mass_balance: [2, 10, 0, true],
      refrigerant_amount: [3, 30, 0, true],
      other: [4, 10, 30, true],
    });
  });

  it("the IPCC fuel rows quote what was checked and say plainly what was not", () => {
    const fuel = QUALITY_DEFAULTS.fuel_purchase.source;
    expect(fuel).toContain("plus or minus 5 percent");
    expect(fuel).toMatch(/Table 2\.2 .*NOT verified/);
    expect(fuel).not.toMatch(/recalled|from memory/i);
    expect(QUALITY_DEFAULTS.metered_fuel_heat.source).toMatch(/Table 2\.2 .*NOT verified/);
  });

  it("the GWP rows leave GWP uncertainty out as a documented choice (Scope 3 Standard Box B.1 would allow ±35%)", () => {
    for (const kind of ["refrigerant_mass_balance", "refrigerant_amount"] as const) {
      expect(QUALITY_DEFAULTS[kind].source).toMatch(/documented choice/);
    }
    expect(QUALITY_DEFAULTS.refrigerant_mass_balance.source).toContain("Box B.1");
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
