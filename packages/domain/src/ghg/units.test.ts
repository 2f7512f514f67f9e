import { describe, expect, it } from "vitest";
import { USD_PER_CURRENCY_2022 } from "./currency-rates";
import { listEmissionFactors } from "./emission-factor-library";
import { GhgEngineError, unwrap } from "./ghg-errors";
import { AMBIGUOUS_UNITS, BASE_UNITS, UNITS } from "./unit-table";
import { convertUnit, getUnit, parseUnit, tryConvertUnit, unitAliases } from "./units";

describe("parseUnit", () => {
  it.each([
    ["kWh", "kWh"],
    ["KWH", "kWh"],
    [" kilowatt hours ", "kWh"],
    ["MWh", "MWh"],
    ["GJ", "GJ"],
    ["therms", "therm"],
    ["MMBtu", "mmBtu"],
    ["Dth", "mmBtu"],
    ["m³", "m3"],
    ["cubic metres", "m3"],
    ["ft3", "scf"],
    ["CCF", "ccf"],
    ["Mcf", "Mcf"],
    ["litres", "litre"],
    ["L", "litre"],
    ["liter", "litre"],
    ["US gallon", "US_gallon"],
    ["us-gal", "US_gallon"],
    ["imperial gallons", "UK_gallon"],
    ["UK gallon", "UK_gallon"],
    ["km", "km"],
    ["miles", "mile"],
    ["passenger-km", "passenger_km"],
    ["p.km", "passenger_km"],
    ["pkm", "passenger_km"],
    ["passenger miles", "passenger_mile"],
    ["vehicle km", "vehicle_km"],
    ["vehicle_mile", "vehicle_mile"],
    ["nights", "night"],
    ["room nights", "night"],
    ["tonnes", "tonne"],
    ["t", "tonne"],
    ["kg", "kg"],
    ["lbs", "lb"],
    ["usd", "USD"],
    ["$", "USD"],
    ["£", "GBP"],
    ["GBP", "GBP"],
    ["€", "EUR"],
    ["euros", "EUR"],
  ])("%s → %s", (input, id) => {
    const r = parseUnit(input);
    expect(r.ok && r.value.id).toBe(id);
  });

  it.each([
    ["gallon", ["US_gallon", "UK_gallon"]],
    ["Gallons", ["US_gallon", "UK_gallon"]],
    ["ton", ["tonne", "short_ton", "long_ton"]],
    ["pound", ["lb", "GBP"]],
    ["MBtu", ["kBtu", "mmBtu"]],
  ])("refuses the ambiguous %s", (input, candidates) => {
    const r = parseUnit(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "ambiguous_unit", candidates });
  });

  it("names an unknown unit and suggests near ones", () => {
    const r = parseUnit("kwhh");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("unknown_unit");
      expect(r.error.message).toContain('"kwhh"');
      expect(r.error.code === "unknown_unit" && r.error.suggestions[0]).toBe("kWh");
    }
    expect(parseUnit("").ok).toBe(false);
    expect(parseUnit("bananas").ok).toBe(false);
  });

  it("knows every unit used in the factor library", () => {
    for (const f of listEmissionFactors()) expect(getUnit(f.unit), f.id).toBeDefined();
  });

  it("keeps each alias unique and each ambiguous name out of the alias table", () => {
    const keys = unitAliases();
    expect(keys.size).toBeGreaterThan(UNITS.length * 2);
    for (const name of Object.keys(AMBIGUOUS_UNITS)) expect(keys.has(name)).toBe(false);
    for (const [dimension, base] of Object.entries(BASE_UNITS)) {
      expect(getUnit(base)).toMatchObject({ dimension, toBase: 1 });
    }
  });
});

describe("convertUnit (DESNZ 2024 'Conversions' sheet, emission-factors.md §4)", () => {
  it.each([
    [1, "MWh", "kWh", 1000],
    [1, "GJ", "kWh", 277.7777777777778],
    [3.6, "MJ", "kWh", 1],
    [1, "therm", "kWh", 29.307107017222],
    [1, "mmBtu", "kWh", 293.07107017222],
    [10, "therm", "mmBtu", 1],
    [1000, "kWh", "GJ", 3.6],
    [1, "US gallon", "litre", 3.785411784],
    [1, "UK gallon", "litre", 4.54609],
    [1, "m3", "scf", 35.31466672148859],
    [1, "ccf", "scf", 100],
    [1, "Mcf", "m3", 28.316846592],
    [1000, "litre", "m3", 1],
    [1, "mile", "km", 1.609344],
    [1, "passenger_mile", "passenger_km", 1.609344],
    [1, "vehicle_mile", "vehicle_km", 1.609344],
    [100, "km", "passenger_km", 100],
    [100, "mile", "vehicle_km", 160.9344],
    [1, "tonne", "kg", 1000],
    [1, "lb", "kg", 0.45359237],
    [1, "short ton", "kg", 907.18474],
    [1, "long ton", "kg", 1016.0469088],
    [3, "nights", "night", 3],
    [100, "GBP", "USD", 123.71],
    [100, "EUR", "USD", 105.34],
    [123.71, "USD", "GBP", 100],
  ])("%d %s = %d %s", (amount, from, to, expected) => {
    expect(convertUnit(amount, from, to)).toBeCloseTo(expected, 9);
  });

  it("uses caller-supplied exchange rates", () => {
    expect(convertUnit(100, "GBP", "USD", { GBP: 1.25 })).toBeCloseTo(125, 12);
    expect(convertUnit(100, "GBP", "EUR", { GBP: 1.2, EUR: 1.1 })).toBeCloseTo(109.0909090909, 9);
    expect(USD_PER_CURRENCY_2022).toEqual({ USD: 1, GBP: 1.2371, EUR: 1.0534 });
  });

  it.each([
    ["litre", "kWh"],
    ["kWh", "km"],
    ["passenger_km", "vehicle_km"],
    ["passenger_km", "km"],
    ["night", "USD"],
    ["USD", "kg"],
  ])("refuses %s → %s", (from, to) => {
    const r = tryConvertUnit(1, from, to);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("incompatible_unit");
      expect(r.error.message).toMatch(/^Cannot convert/);
    }
    expect(() => convertUnit(1, from, to)).toThrow(GhgEngineError);
  });

  it("throws the typed error for unknown units", () => {
    try {
      convertUnit(1, "furlong", "km");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(GhgEngineError);
      expect((e as GhgEngineError).detail.code).toBe("unknown_unit");
    }
  });
});

describe("unwrap", () => {
  it("returns the value or throws the typed error", () => {
    expect(unwrap(tryConvertUnit(2, "MWh", "kWh"))).toBe(2000);
    expect(() => unwrap(tryConvertUnit(2, "MWh", "litre"))).toThrow(/Cannot convert MWh/);
  });
});
