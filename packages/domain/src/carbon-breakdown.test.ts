import { describe, expect, it } from "vitest";
import { camelCase, emissionCategoryLabel, emissionDetailKey } from "./carbon-breakdown";

describe("emissionDetailKey", () => {
  it.each([
    [{ scope: 1, category: null, kind: "stationary_combustion", activity: "natural_gas" }, "naturalGas"],
    [{ scope: 1, category: null, kind: "mobile_combustion", activity: "diesel_100pct_mineral" }, "diesel"],
    [
      { scope: 1, category: null, kind: "stationary_combustion", activity: "heating_oil_kerosene" },
      "heatingOil",
    ],
    [
      { scope: 2, category: null, kind: "purchased_electricity", activity: "electricity_grid" },
      "electricity",
    ],
    [{ scope: 2, category: null, kind: "purchased_heat", activity: "district_heat" }, "heatAndSteam"],
    [
      { scope: 3, category: 3, kind: "energy_upstream", activity: "electricity_td_losses" },
      "fuelAndEnergyRelatedActivities",
    ],
    [{ scope: 3, category: 6, kind: "business_travel", activity: "rail_national" }, "businessTravel"],
    [{ scope: 3, category: 1, kind: "spend", activity: "spend_naics_331110" }, "purchasedGoodsAndServices"],
    [
      { scope: 3, category: 7, kind: "business_travel", activity: "car_average_unknown_fuel" },
      "employeeCommuting",
    ],
  ] as const)("%o → %s", (input, key) => {
    expect(emissionDetailKey(input)).toBe(key);
  });

  it("labels keys as words", () => {
    expect(emissionCategoryLabel("purchasedGoodsAndServices")).toBe("Purchased Goods And Services");
    expect(camelCase("jet_fuel")).toBe("jetFuel");
  });
});

describe("bioenergy labels", () => {
  it.each([
    ["biodiesel_hvo", "HVO"],
    ["biodiesel_uco", "Biodiesel UCO"],
    ["grass_straw", "Grass And Straw"],
    ["methanol_bio", "Bio Methanol"],
    ["avtur_renewable", "Renewable Jet Fuel"],
    ["wood_pellets", "Wood Pellets"],
  ] as const)("%s shows as %s", (activity, label) => {
    const key = emissionDetailKey({ scope: 1, category: null, kind: "stationary_combustion", activity });
    expect(emissionCategoryLabel(key)).toBe(label);
  });
});
