import { describe, expect, it } from "vitest";
import { ACTIVITY_ALIASES, normalizeActivityName } from "./activity-aliases";
import { resolveActivity, suggestActivities } from "./activity-resolver";
import { isFactorActivity } from "./emission-factor-library";

const resolve = (name: string, rf?: boolean) => {
  const r = resolveActivity(name, rf);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe("normalizeActivityName", () => {
  it.each([
    ["Electricity", "electricity"],
    ["  Natural Gas ", "natural_gas"],
    ["Long-haul flight (economy)", "long_haul_flight_economy"],
    ["Heat & steam", "heat_and_steam"],
  ])("%j → %s", (input, out) => expect(normalizeActivityName(input)).toBe(out));
});

describe("resolveActivity: aliases", () => {
  it.each([
    ["electricity", ["electricity_grid"]],
    ["Grid electricity", ["electricity_grid"]],
    ["electricity_grid", ["electricity_grid"]],
    ["gas", ["natural_gas"]],
    ["Natural gas", ["natural_gas"]],
    ["diesel", ["diesel"]],
    ["gasoline", ["petrol"]],
    ["Petrol", ["petrol"]],
    ["heating oil", ["heating_oil", "heating_oil_kerosene"]],
    ["kerosene", ["kerosene", "heating_oil_kerosene"]],
    ["district heating", ["district_heat"]],
    ["steam", ["district_heat"]],
    ["hotel", ["hotel_night", "spend_naics_721110"]],
    ["Hotel stay", ["hotel_night", "spend_naics_721110"]],
    ["train", ["rail_national", "rail_intercity_national_avg"]],
    ["tube", ["rail_underground", "rail_transit_subway_tram"]],
    ["taxi", ["taxi_regular"]],
    ["Black cab", ["taxi_black_cab"]],
    ["car", ["car_average_unknown_fuel", "car_passenger_car"]],
    ["electric car", ["car_average_bev"]],
    ["taxis", ["taxi_regular"]],
    ["software", ["spend_naics_511210"]],
    ["541511", ["spend_naics_541511"]],
    ["NAICS 485310", ["spend_naics_485310"]],
    ["spend_naics_722511", ["spend_naics_722511"]],
    ["Janitorial Services", ["spend_naics_561720"]],
    ["diesel WTT", ["diesel_wtt"]],
    ["well-to-tank natural gas", ["natural_gas_wtt"]],
    ["hotel spend", ["spend_naics_721110"]],
    ["spend on software", ["spend_naics_511210"]],
  ])("%j → %j", (name, candidates) => {
    expect(resolve(name).candidates).toEqual(candidates);
  });

  it("points every alias at activities that exist", () => {
    for (const [alias, targets] of Object.entries(ACTIVITY_ALIASES)) {
      expect(alias, alias).toBe(normalizeActivityName(alias));
      for (const t of targets) {
        const exists =
          isFactorActivity(t) || isFactorActivity(`${t}_no_rf`) || isFactorActivity(`${t}_with_rf`);
        expect(exists, `${alias} → ${t}`).toBe(true);
      }
    }
  });
});

describe("resolveActivity: flights and radiative forcing", () => {
  it.each([
    ["flight_long_haul_economy", undefined, ["flight_long_haul_economy_no_rf"], false],
    ["flight_long_haul_economy", true, ["flight_long_haul_economy_with_rf"], true],
    ["Long-haul flight, economy class", undefined, ["flight_long_haul_economy_no_rf"], false],
    ["long haul flight economy with RF", undefined, ["flight_long_haul_economy_with_rf"], true],
    ["long haul business flight (no RF)", undefined, ["flight_long_haul_business_no_rf"], false],
    ["premium economy long haul flight", undefined, ["flight_long_haul_premium_economy_no_rf"], false],
    ["short-haul flight", undefined, ["flight_short_haul_average_no_rf"], false],
    ["Domestic flight", true, ["flight_domestic_average_with_rf"], true],
    ["international flight business", undefined, ["flight_international_business_no_rf"], false],
    [
      "long haul flight",
      undefined,
      ["flight_long_haul_average_no_rf", "flight_long_haul_gt2300mi_no_rf"],
      false,
    ],
    ["long haul flight", true, ["flight_long_haul_average_with_rf"], true],
    ["medium haul flight", undefined, ["flight_medium_haul_300_2300mi_no_rf"], false],
    ["flight_short_haul_economy_with_rf", undefined, ["flight_short_haul_economy_with_rf"], true],
    ["flight_short_haul_economy_with_rf", true, ["flight_short_haul_economy_with_rf"], true],
  ])("%j (rf %s) → %j", (name, rf, candidates, effectiveRf) => {
    const r = resolve(name, rf);
    expect(r.candidates).toEqual(candidates);
    expect(r.rf).toBe(effectiveRf);
  });

  it("reports rf null for non-flight activities", () => {
    expect(resolve("electricity").rf).toBeNull();
    expect(resolve("electricity", true).rf).toBeNull();
  });

  it("refuses a row whose rf flag contradicts the activity id", () => {
    const r = resolveActivity("flight_long_haul_economy_no_rf", true);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("rf_conflict");
  });

  it("refuses RF for a flight that has no RF factor anywhere", () => {
    const r = resolveActivity("medium haul flight", true);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("rf_unavailable");
  });
});

describe("resolveActivity: unknown activities", () => {
  it.each([
    ["electrcity", "electricity_grid"],
    ["natral gas", "natural_gas"],
    ["dessel", "diesel"],
    ["hotell", "hotel_night"],
  ])("%j suggests %s", (name, suggestion) => {
    const r = resolveActivity(name);
    expect(r.ok || r.error).toMatchObject({ code: "unknown_activity", activity: name });
    if (!r.ok && r.error.code === "unknown_activity") {
      expect(r.error.suggestions).toContain(suggestion);
      expect(r.error.message).toContain("did you mean");
    }
  });

  it("suggests flight variants for a bare 'flight'", () => {
    const s = suggestActivities("flight");
    expect(s.length).toBeGreaterThan(0);
    for (const x of s) expect(x).toMatch(/flight/);
  });

  it("refuses empty and nonsense names", () => {
    for (const name of ["", "   ", "xyzzy"]) {
      const r = resolveActivity(name);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("unknown_activity");
    }
  });
});
