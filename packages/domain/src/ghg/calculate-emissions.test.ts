import { describe, expect, it } from "vitest";
import { type ActivityRowInput, activityRowSchema } from "./activity-row";
import { calculateEmissions, type EmissionCalculation } from "./calculate-emissions";
import type { GhgError } from "./ghg-errors";

const run = (row: ActivityRowInput) => calculateEmissions(activityRowSchema.parse(row));
const calc = (row: ActivityRowInput): EmissionCalculation => {
  const r = run(row);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const error = (row: ActivityRowInput): GhgError => {
  const r = run(row);
  if (r.ok) throw new Error(`expected an error, got ${r.value.kgCO2e} kg`);
  return r.error;
};

describe("calculateEmissions: audit trail", () => {
  it("returns the factor's id, source, year, value, unit, region and licence", () => {
    const r = calc({ activity: "electricity", amount: 1000, unit: "MWh", region: "GB", year: 2024 });
    expect(r).toMatchObject({
      activity: "electricity_grid",
      amount: 1000,
      unit: "MWh",
      convertedAmount: 1_000_000,
      categoryName: null,
      kind: "purchased_electricity",
      rf: null,
      warnings: [],
      factor: {
        id: "uk-electricity_grid-desnz2024",
        source: "UK DESNZ GHG Conversion Factors for Company Reporting 2024 (full set v1.1)",
        year: 2024,
        value: 0.20705,
        unit: "kWh",
        region: "UK",
        licence: "OGL-3.0",
        locator: "sheet 'UK electricity', cell E25",
        valueBasis: "as_published",
      },
    });
  });

  it("names the scope 3 category", () => {
    expect(calc({ activity: "hotel", amount: 1, unit: "night", region: "GB" }).categoryName).toBe(
      "Business travel",
    );
  });

  it.each([
    [{ activity: "electricity", amount: 1, unit: "kWh" }, ["no_region", "lifecycle_factor"]],
    [
      { activity: "electricity", amount: 1, unit: "kWh", region: "IE" },
      ["region_fallback", "lifecycle_factor"],
    ],
    [{ activity: "electricity", amount: 1, unit: "kWh", region: "GB", year: 2021 }, ["year_fallback"]],
    [{ activity: "diesel", amount: 1, unit: "US_gallon", region: "US" }, ["co2_only"]],
    [
      { activity: "software", amount: 1, unit: "GBP", region: "GB" },
      ["us_spend_proxy", "currency_converted"],
    ],
  ])("warns %j → %j", (row, codes) => {
    expect(calc(row).warnings.map((w) => w.code)).toEqual(codes);
  });
});

describe("calculateEmissions: radiative forcing switch", () => {
  it("defaults to no uplift and applies DESNZ's with-RF factor when asked", () => {
    const base = { activity: "flight_short_haul_economy", amount: 800, unit: "km", region: "GB" };
    const off = calc(base);
    const on = calc({ ...base, rf: true });
    const explicitOff = calc({ ...base, rf: false });
    expect(off.rf).toBe(false);
    expect(off.kgCO2e).toBeCloseTo(800 * 0.10794, 9);
    expect(explicitOff.kgCO2e).toBe(off.kgCO2e);
    expect(on.rf).toBe(true);
    expect(on.kgCO2e).toBeCloseTo(800 * 0.18287, 9);
  });
});

describe("calculateEmissions: scope rules on the row", () => {
  it("moves fuel in vehicles the company does not own or control to scope 3", () => {
    const owned = calc({ activity: "diesel", amount: 100, unit: "litre", region: "GB" });
    const grey = calc({
      activity: "diesel",
      amount: 100,
      unit: "litre",
      region: "GB",
      ownedOrControlled: false,
    });
    expect([owned.scope, owned.category]).toEqual([1, null]);
    expect([grey.scope, grey.category, grey.categoryName]).toEqual([3, 6, "Business travel"]);
    expect(grey.kgCO2e).toBe(owned.kgCO2e);
  });

  it("takes a category override on scope 3 rows", () => {
    const r = calc({ activity: "computers", amount: 2000, unit: "USD", region: "US", category: 2 });
    expect([r.scope, r.category, r.categoryName]).toEqual([3, 2, "Capital goods"]);
  });
});

describe("calculateEmissions: market-based scope 2", () => {
  it("adds the market-based figure from a supplier factor", () => {
    const r = calc({
      activity: "electricity",
      amount: 10,
      unit: "MWh",
      region: "GB",
      supplierFactor: { kgCO2ePerUnit: 0.15, unit: "kWh", source: "Supplier fuel mix disclosure 2024" },
    });
    expect(r.kgCO2e).toBeCloseTo(2070.5, 9);
    expect(r.marketBasedKgCO2e).toBeCloseTo(1500, 9);
    expect(r.marketBasedFactor).toEqual({
      kgCO2ePerUnit: 0.15,
      unit: "kWh",
      source: "Supplier fuel mix disclosure 2024",
      instrument: "supplier_specific",
      convertedAmount: 10_000,
    });
  });

  it("gives zero market-based emissions for certificate-backed electricity", () => {
    const r = calc({
      activity: "electricity",
      amount: 5000,
      unit: "kWh",
      region: "GB",
      supplierFactor: {
        kgCO2ePerUnit: 0,
        unit: "kWh",
        source: "REGOs",
        instrument: "energy_attribute_certificate",
      },
    });
    expect(r.marketBasedKgCO2e).toBe(0);
    expect(r.kgCO2e).toBeCloseTo(1035.25, 9);
  });

  it("has no market-based figure without a supplier factor", () => {
    expect(
      calc({ activity: "electricity", amount: 1, unit: "kWh", region: "GB" }).marketBasedKgCO2e,
    ).toBeUndefined();
  });
});

describe("calculateEmissions: errors", () => {
  it.each<[ActivityRowInput, Partial<GhgError>]>([
    [{ activity: "electrcity", amount: 1, unit: "kWh", region: "GB" }, { code: "unknown_activity" }],
    [{ activity: "electricity", amount: 1, unit: "kwhh", region: "GB" }, { code: "unknown_unit" }],
    [{ activity: "diesel", amount: 1, unit: "gallons", region: "US" }, { code: "ambiguous_unit" }],
    [{ activity: "electricity", amount: 1, unit: "litre", region: "GB" }, { code: "incompatible_unit" }],
    [{ activity: "hotel", amount: 1, unit: "kg", region: "GB" }, { code: "incompatible_unit" }],
    [{ activity: "electricity", amount: 1, unit: "kWh", region: "XX" }, { code: "unknown_region" }],
    [{ activity: "electricity_td_losses", amount: 1, unit: "kWh", region: "DE" }, { code: "no_factor" }],
    [
      { activity: "medium haul flight", amount: 1, unit: "mile", region: "US", rf: true },
      { code: "rf_unavailable" },
    ],
    [
      { activity: "flight_long_haul_economy_no_rf", amount: 1, unit: "km", region: "GB", rf: true },
      { code: "rf_conflict" },
    ],
    [
      { activity: "electricity", amount: 1, unit: "kWh", region: "GB", category: 6 },
      { code: "category_not_allowed" },
    ],
    [
      {
        activity: "diesel",
        amount: 1,
        unit: "litre",
        region: "GB",
        supplierFactor: { kgCO2ePerUnit: 1, unit: "litre", source: "x" },
      },
      { code: "supplier_factor_not_applicable" },
    ],
    [
      {
        activity: "electricity",
        amount: 1,
        unit: "kWh",
        region: "GB",
        supplierFactor: { kgCO2ePerUnit: 1, unit: "litre", source: "x" },
      },
      { code: "incompatible_unit" },
    ],
  ])("%j → %j", (row, expected) => {
    const e = error(row);
    expect(e).toMatchObject(expected);
    expect(e.message.length).toBeGreaterThan(10);
  });

  it("refuses a non-finite or negative amount even without the schema", () => {
    for (const amount of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const r = calculateEmissions({ activity: "electricity", amount, unit: "kWh", region: "GB" });
      expect(r.ok || r.error.code).toBe("invalid_amount");
    }
  });
});

describe("activityRowSchema", () => {
  it("accepts numeric strings and trims text", () => {
    const row = activityRowSchema.parse({
      activity: " electricity ",
      amount: "12500",
      unit: "kWh",
      region: "GB",
    });
    expect(row).toMatchObject({ activity: "electricity", amount: 12500 });
    expect(activityRowSchema.parse({ activity: "x", amount: "1.5e3", unit: "kWh" }).amount).toBe(1500);
  });

  it.each([
    [{ activity: "electricity", amount: -5, unit: "kWh" }, "Amount must not be negative"],
    [{ activity: "electricity", amount: "12,500", unit: "kWh" }, "Amount must be a number"],
    [{ activity: "electricity", amount: "abc", unit: "kWh" }, "Amount must be a number"],
    [{ activity: "electricity", amount: "", unit: "kWh" }, "Amount must be a number"],
    [{ activity: "", amount: 1, unit: "kWh" }, "Activity is required"],
    [{ activity: "electricity", amount: 1, unit: " " }, "Unit is required"],
  ])("refuses %j", (row, message) => {
    const r = activityRowSchema.safeParse(row);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("accepts nulls for the optional fields", () => {
    const r = activityRowSchema.safeParse({
      activity: "electricity",
      amount: 1,
      unit: "kWh",
      region: null,
      year: null,
      rf: null,
      supplierFactor: null,
    });
    expect(r.success).toBe(true);
  });
});
