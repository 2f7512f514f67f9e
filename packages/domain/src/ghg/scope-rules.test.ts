import { describe, expect, it } from "vitest";
import { listEmissionFactors } from "./emission-factor-library";
import {
  assignScope,
  classifyActivity,
  GHG_PROTOCOL_CATEGORIES,
  ghgCategoryName,
  ghgCategorySchema,
  spendCategoryForNaics,
} from "./scope-rules";

describe("classifyActivity (GHG Protocol; emission-factors.md §3)", () => {
  it.each([
    ["natural_gas", "stationary_combustion", 1, null],
    ["heating_oil_kerosene", "stationary_combustion", 1, null],
    ["diesel", "mobile_combustion", 1, null],
    ["jet_fuel", "mobile_combustion", 1, null],
    ["electricity_grid", "purchased_electricity", 2, null],
    ["district_heat", "purchased_heat", 2, null],
    ["electricity_td_losses", "energy_upstream", 3, 3],
    ["electricity_wtt_generation", "energy_upstream", 3, 3],
    ["natural_gas_wtt", "energy_upstream", 3, 3],
    ["diesel_wtt", "energy_upstream", 3, 3],
    ["district_heat_distribution_loss_wtt", "energy_upstream", 3, 3],
    ["flight_long_haul_economy_no_rf", "business_travel", 3, 6],
    ["flight_domestic_average_wtt", "business_travel", 3, 6],
    ["rail_national_wtt", "business_travel", 3, 6],
    ["hotel_night", "business_travel", 3, 6],
    ["taxi_regular", "business_travel", 3, 6],
    ["spend_naics_541511", "spend", 3, 1],
    ["spend_naics_236220", "spend", 3, 2],
    ["spend_naics_484121", "spend", 3, 4],
    ["spend_naics_562111", "spend", 3, 5],
    ["spend_naics_481111", "spend", 3, 6],
  ])("%s → %s, scope %d, category %s", (activity, kind, scope, category) => {
    expect(classifyActivity(activity)).toEqual({ kind, scope, category });
  });

  it("returns null for activities no rule covers", () => {
    expect(classifyActivity("unobtainium")).toBeNull();
  });

  it("agrees with the scope and category of every row of the factor file", () => {
    for (const f of listEmissionFactors()) {
      const c = classifyActivity(f.activity);
      expect(c, f.id).not.toBeNull();
      expect([c?.scope, c?.category], f.id).toEqual([f.scope, f.category]);
    }
  });
});

describe("spendCategoryForNaics", () => {
  it.each([
    ["541511", 1],
    ["334111", 1],
    ["236220", 2],
    ["238210", 2],
    ["481111", 6],
    ["481112", 4],
    ["485310", 6],
    ["532111", 6],
    ["721110", 6],
    ["483112", 6],
    ["483111", 4],
    ["492110", 4],
    ["493110", 4],
    ["562212", 5],
  ])("NAICS %s → category %d", (naics, category) => {
    expect(spendCategoryForNaics(naics)).toBe(category);
  });
});

describe("assignScope", () => {
  const tags = { scope: 1 as const, category: null };

  it.each([
    ["diesel", true, 1, null],
    ["diesel", false, 3, 6],
    ["petrol", false, 3, 6],
    ["natural_gas", false, 3, 8],
    ["lpg", false, 3, 8],
  ])("%s, owned or controlled = %s → scope %d, category %s", (activity, owned, scope, category) => {
    const r = assignScope(activity, tags, { ownedOrControlled: owned });
    expect(r.ok && [r.value.scope, r.value.category]).toEqual([scope, category]);
  });

  it("leaves scope 2 and 3 activities alone when not owned", () => {
    const r = assignScope("electricity_grid", { scope: 2, category: null }, { ownedOrControlled: false });
    expect(r.ok && r.value.scope).toBe(2);
  });

  it("takes a scope 3 category override and refuses one on scope 1 or 2", () => {
    const capital = assignScope("spend_naics_334111", { scope: 3, category: 1 }, { category: 2 });
    expect(capital.ok && capital.value.category).toBe(2);
    const bad = assignScope("electricity_grid", { scope: 2, category: null }, { category: 2 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: "category_not_allowed", scope: 2 });
  });

  it("falls back to the factor's own tags for activities no rule covers", () => {
    const r = assignScope("refrigerant_r410a", { scope: 1, category: null });
    expect(r.ok && r.value).toEqual({ kind: "other", scope: 1, category: null });
  });
});

describe("GHG Protocol categories", () => {
  it("names all fifteen", () => {
    expect(Object.keys(GHG_PROTOCOL_CATEGORIES).map(Number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(ghgCategoryName(6)).toBe("Business travel");
    expect(ghgCategoryName(3)).toMatch(/^Fuel- and energy-related/);
    expect(ghgCategorySchema.safeParse(16).success).toBe(false);
    expect(ghgCategorySchema.safeParse(0).success).toBe(false);
    expect(ghgCategorySchema.safeParse(1.5).success).toBe(false);
  });
});
