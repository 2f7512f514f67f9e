import { describe, expect, it } from "vitest";
import type { EmissionFactor } from "./emission-factor-library";
import { type FactorQuery, findEmissionFactor, preferFactor } from "./factor-lookup";
import { getUnit } from "./units";

const match = (q: FactorQuery) => {
  const r = findEmissionFactor(q);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const failure = (q: FactorQuery) => {
  const r = findEmissionFactor(q);
  if (r.ok) throw new Error(`expected an error, got ${r.value.factor.id}`);
  return r.error;
};

describe("findEmissionFactor: region fallback (subregion → country → region → GLOBAL)", () => {
  it.each([
    // activity, region, unit, expected factor id, region fallback?
    ["electricity", "GB", "kWh", "uk-electricity_grid-desnz2024", false],
    ["electricity", "UK", "kWh", "uk-electricity_grid-desnz2024", false],
    ["electricity", "US", "kWh", "us-electricity_grid-egrid2022", false],
    ["electricity", "US-CAMX", "kWh", "us-camx-electricity_grid-egrid2022", false],
    ["electricity", "US-NYLI", "kWh", "us-electricity_grid-egrid2022", true],
    ["electricity", "US-CA", "kWh", "us-electricity_grid-egrid2022", true],
    ["electricity", "GB-SCT", "kWh", "uk-electricity_grid-desnz2024", true],
    ["electricity", "DE", "kWh", "de-electricity_grid-ember2024", false],
    ["electricity", "IE", "kWh", "eu-electricity_grid-ember2024", true],
    ["electricity", "JP", "kWh", "global-electricity_grid-ember2024", true],
    ["electricity", "CH", "kWh", "global-electricity_grid-ember2024", true],
    ["hotel", "de", "night", "de-hotel_night-desnz2024", false],
    ["international flight economy", "FR", "km", "global-flight_international_economy_no_rf-desnz2024", true],
  ])("%s in %s (%s) → %s", (activity, region, unit, id, fallback) => {
    const m = match({ activity, region, unit });
    expect(m.factor.id).toBe(id);
    expect(m.regionFallback).toBe(fallback);
  });

  it("uses GLOBAL when no region is given", () => {
    const m = match({ activity: "electricity", unit: "kWh" });
    expect(m.factor.id).toBe("global-electricity_grid-ember2024");
    expect(m.region).toBeNull();
    expect(m.regionChain).toEqual(["GLOBAL"]);
  });

  it("prefers the combustion-based national factor to Ember's lifecycle one in the same region", () => {
    expect(match({ activity: "electricity", region: "GB" }).factor.lifecycle).toBeUndefined();
    expect(match({ activity: "electricity", region: "US" }).factor.source).toMatch(/eGRID2022/);
  });

  it("applies US spend factors to other regions as a flagged proxy", () => {
    const m = match({ activity: "software", region: "GB", unit: "GBP" });
    expect(m.factor.id).toBe("us-spend_naics_511210-useeio13");
    expect(m.usSpendProxy).toBe(true);
    expect(m.regionChain).toEqual(["UK", "GLOBAL", "US"]);
    expect(match({ activity: "software", region: "US", unit: "USD" }).usSpendProxy).toBe(false);
  });
});

describe("findEmissionFactor: activity families resolve region by region", () => {
  it.each([
    ["heating oil", "GB", "litre", "uk-heating_oil_kerosene-litre-desnz2024"],
    ["heating oil", "US", "litre", "us-heating_oil-gallon-epa2024"],
    ["kerosene", "GB", "litre", "uk-heating_oil_kerosene-litre-desnz2024"],
    ["fuel oil", "US", "US gallon", "us-residual_fuel_oil-gallon-epa2024"],
    ["train", "GB", "passenger_km", "uk-rail_national-desnz2024"],
    ["train", "US", "passenger_mile", "us-rail_intercity_national_avg-epa2024"],
    ["car", "US", "miles", "us-car_passenger_car-epa2024"],
    ["long haul flight", "GB", "km", "uk-flight_long_haul_average_no_rf-desnz2024"],
    ["long haul flight", "US", "miles", "us-flight_long_haul_gt2300mi_no_rf-epa2024"],
    ["hotel", "GB", "nights", "uk-hotel_night-desnz2024"],
    ["hotel", "GB", "GBP", "us-spend_naics_721110-useeio13"],
  ])("%s in %s (%s) → %s", (activity, region, unit, id) => {
    expect(match({ activity, region, unit }).factor.id).toBe(id);
  });
});

describe("findEmissionFactor: unit decides between factors of one activity", () => {
  it.each([
    ["gas", "GB", "kWh", "uk-natural_gas-kwh-desnz2024"],
    ["gas", "GB", "therm", "uk-natural_gas-kwh-desnz2024"],
    ["gas", "GB", "m3", "uk-natural_gas-m3-desnz2024"],
    ["gas", "GB", "ft3", "uk-natural_gas-m3-desnz2024"],
    ["gas", "US", "therm", "us-natural_gas-therm-epa2024"],
    ["gas", "US", "kWh", "us-natural_gas-therm-epa2024"],
    ["gas", "US", "ccf", "us-natural_gas-scf-epa2024"],
    ["gas", "US", "m3", "us-natural_gas-scf-epa2024"],
    ["taxi", "GB", "passenger_km", "uk-taxi_regular-pkm-desnz2024"],
    ["taxi", "GB", "vehicle_km", "uk-taxi_regular-vkm-desnz2024"],
    ["taxi", "GB", "km", "uk-taxi_regular-vkm-desnz2024"],
    ["district heat", "US", "kWh", "us-district_heat-mmbtu-epa2024"],
  ])("%s in %s (%s) → %s", (activity, region, unit, id) => {
    expect(match({ activity, region, unit }).factor.id).toBe(id);
  });
});

describe("findEmissionFactor: errors say exactly what was wrong", () => {
  it("unknown activity, with suggestions", () => {
    expect(failure({ activity: "electrcity", region: "GB" })).toMatchObject({
      code: "unknown_activity",
      suggestions: expect.arrayContaining(["electricity_grid"]),
    });
  });

  it("unknown unit and unknown region", () => {
    expect(failure({ activity: "electricity", unit: "jiggawatts" }).code).toBe("unknown_unit");
    expect(failure({ activity: "electricity", region: "Narnia" }).code).toBe("unknown_region");
  });

  it("incompatible unit names the units the activity is measured in", () => {
    expect(failure({ activity: "electricity", region: "GB", unit: "litre" })).toMatchObject({
      code: "incompatible_unit",
      unit: "litre",
      expected: ["kWh"],
    });
    expect(failure({ activity: "diesel", region: "GB", unit: "kWh" })).toMatchObject({
      code: "incompatible_unit",
      expected: ["litre", "US_gallon"],
    });
  });

  it("no factor for the region lists the regions tried and the regions that have one", () => {
    expect(failure({ activity: "electricity_td_losses", region: "DE", unit: "kWh" })).toMatchObject({
      code: "no_factor",
      region: "DE",
      triedRegions: ["DE", "EU", "GLOBAL"],
      availableRegions: ["UK"],
    });
    expect(failure({ activity: "hotel", region: "IE", unit: "night" })).toMatchObject({
      code: "no_factor",
      triedRegions: ["IE", "EU", "GLOBAL"],
    });
  });

  it("RF asked for where only a non-RF flight factor exists", () => {
    expect(failure({ activity: "long haul flight", region: "US", unit: "mile", rf: true })).toMatchObject({
      code: "rf_unavailable",
      region: "US",
    });
  });
});

describe("preferFactor: lifecycle, year, then unit", () => {
  const f = (id: string, year: number, unit = "kWh", lifecycle = false): EmissionFactor => ({
    id,
    sourceType: "energy_bill",
    activity: "electricity_grid",
    region: "XX",
    unit,
    kgCO2ePerUnit: 1,
    scope: 2,
    category: null,
    source: "test",
    year,
    licence: "OGL-3.0",
    valueBasis: "as_published",
    locator: "",
    url: "https://example.org",
    ...(lifecycle ? { lifecycle: true } : {}),
  });
  const kWh = getUnit("kWh") ?? null;
  const set = [f("y2022", 2022), f("y2023", 2023), f("y2024", 2024)];

  it.each([
    [2023, "y2023"],
    [2024, "y2024"],
    [2030, "y2024"],
    [2022, "y2022"],
    [2019, "y2022"],
    [null, "y2024"],
  ])("activity year %s → %s (newest not after the activity year, else the oldest)", (year, id) => {
    expect(preferFactor(set, kWh, year)?.id).toBe(id);
  });

  it("ranks lifecycle factors after any other, whatever their year", () => {
    expect(preferFactor([f("ember2024", 2024, "kWh", true), f("desnz2023", 2023)], kWh, 2024)?.id).toBe(
      "desnz2023",
    );
  });

  it("prefers the row's own unit among factors of the same year", () => {
    const mixed = [f("per-mwh", 2024, "MWh"), f("per-kwh", 2024, "kWh")];
    expect(preferFactor(mixed, kWh, 2024)?.id).toBe("per-kwh");
    expect(preferFactor(mixed, getUnit("MWh") ?? null, 2024)?.id).toBe("per-mwh");
    expect(preferFactor([], kWh, 2024)).toBeUndefined();
  });

  it("flags a factor newer than the activity", () => {
    const m = match({ activity: "electricity", region: "GB", unit: "kWh", year: 2020 });
    expect(m.yearFallback).toBe(true);
    expect(match({ activity: "electricity", region: "GB", unit: "kWh", year: 2025 }).yearFallback).toBe(
      false,
    );
  });
});

describe("findEmissionFactor: the global default for fuels", () => {
  const found = (q: FactorQuery) => {
    const r = findEmissionFactor(q);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it("diesel in Germany (no German fuel set) → DESNZ 2024 diesel, flagged", () => {
    const m = found({ activity: "diesel", region: "DE", unit: "litre", year: 2024 });
    expect(m.factor.id).toBe("uk-diesel-litre-desnz2024");
    expect(m).toMatchObject({ globalDefault: true, regionFallback: true });
    expect(m.regionChain).toEqual(["DE", "EU", "GLOBAL", "UK"]);
  });

  it("a fuel's well-to-tank anywhere → DESNZ's, in the row's unit family", () => {
    expect(found({ activity: "diesel_wtt", region: "US", unit: "US gallon" }).factor.id).toBe(
      "uk-diesel_wtt-litre-desnz2024",
    );
    expect(found({ activity: "natural_gas", region: "FR", unit: "kWh" }).factor.id).toBe(
      "uk-natural_gas-kwh-desnz2024",
    );
  });

  it("a region with its own set keeps it; electricity never takes the fuel default", () => {
    const us = found({ activity: "diesel", region: "US-CAMX", unit: "US gallon" });
    expect(us.factor.id).toBe("us-diesel-gallon-epa2024");
    expect(us.globalDefault).toBe(false);
    expect(found({ activity: "electricity", region: "JP", unit: "kWh" }).factor.id).toBe(
      "global-electricity_grid-ember2024",
    );
    expect(failure({ activity: "electricity_td_losses", region: "JP", unit: "kWh" }).code).toBe("no_factor");
  });
});
