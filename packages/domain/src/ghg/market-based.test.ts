import { describe, expect, it } from "vitest";
import type { ActivityRow } from "./activity-row";
import { calculateEmissions, type EmissionCalculation } from "./calculate-emissions";
import {
  instrumentVintageYear,
  type MarketBasedScope2,
  marketBasedScope2,
  type Scope2InstrumentInput,
  scope2InstrumentSchema,
} from "./market-based";

function calc(row: ActivityRow): EmissionCalculation {
  const r = calculateEmissions(row);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function market(
  row: ActivityRow,
  instrument?: Scope2InstrumentInput | null,
  options: { region?: string | null; year?: number | null } = { region: row.region, year: row.year },
): MarketBasedScope2 {
  const r = marketBasedScope2(calc(row), instrument, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const codes = (m: MarketBasedScope2) => m.warnings.map((w) => w.code);
const elec = (region: string, amount = 10_000, year?: number): ActivityRow => ({
  activity: "electricity",
  amount,
  unit: "kWh",
  region,
  year,
});

describe("residual mix (no instrument)", () => {
  it.each([
    // AIB European Residual Mixes, Table 2, g CO2/kWh ÷ 1000
    [2023, "de-residual_mix-aib2023", 7199.0], // 719.90
    [2024, "de-residual_mix-aib2024", 7245.6], // 724.56
    [2025, "de-residual_mix-aib2025", 7014.7], // 701.47
    [2026, "de-residual_mix-aib2025", 7014.7], // newest data year not after 2026
  ])("10,000 kWh in Germany, %d → %s", (year, id, kg) => {
    const m = market(elec("DE", 10_000, year));
    expect(m.method).toBe("residual_mix");
    expect(m.kgCO2e).toBeCloseTo(kg, 9);
    expect(m.parts).toMatchObject([{ basis: "residual_mix", amount: 10_000, unit: "kWh", factor: { id } }]);
    expect(codes(m)).toEqual(["co2_only"]);
    expect(m.parts[0]?.basis === "residual_mix" && m.parts[0].factor).toMatchObject({
      gas: "CO2",
      licence: "AIB",
      unit: "kWh",
      region: "DE",
      year: Number(id.slice(-4)),
    });
  });

  it("an activity year before every data year takes the oldest, flagged", () => {
    const m = market(elec("FR", 10_000, 2021));
    expect(m.kgCO2e).toBeCloseTo(407.4, 9); // 40.74 g/kWh (2023)
    expect(codes(m)).toEqual(["co2_only", "year_fallback"]);
  });

  it("no year: the newest data year", () => {
    const m = market(elec("SE"), null, { region: "SE" });
    expect(m.parts[0]).toMatchObject({ factor: { id: "se-residual_mix-aib2025" } });
  });

  it("US eGRID subregion: Green-e 2025 (2023 data), lb CO2/MWh converted exactly", () => {
    const m = market({ activity: "electricity", amount: 1, unit: "MWh", region: "US-CAMX", year: 2024 });
    expect(m.method).toBe("residual_mix");
    // 434.22 lb/MWh × 0.45359237 kg/lb = 196.958878... kg per MWh
    expect(m.kgCO2e).toBeCloseTo(434.22 * 0.45359237, 9);
    expect(m.parts[0]).toMatchObject({
      factor: { id: "us-camx-residual_mix-greene2025", licence: "Green-e" },
    });
    expect(codes(m)).toEqual(["co2_only"]);
  });

  it("uses the row's own region where the location factor fell back (US-SRMW → US grid factor)", () => {
    const row: ActivityRow = {
      activity: "electricity",
      amount: 1000,
      unit: "kWh",
      region: "US-SRMW",
      year: 2024,
    };
    expect(calc(row).factor.region).toBe("US");
    const m = market(row, null, { region: "US-SRMW", year: 2024 });
    expect(m.kgCO2e).toBeCloseTo(1287.87 * 0.45359237, 9);
    // Without the row's region only the factor's (US) is known: no national Green-e figure is loaded.
    const fallback = market(row, null, { year: 2024 });
    expect(fallback.method).toBe("location_fallback");
    expect(fallback.parts[0]).toMatchObject({ basis: "location_based", reason: "not_covered" });
    expect(fallback.warnings[0]?.message).toMatch(/own region was not given/);
  });

  it("takes the region and year from the calculation when it carries them", () => {
    const result = { ...calc(elec("DE", 1000, 2024)), region: "DE", year: 2024 };
    const r = marketBasedScope2(result);
    expect(r.ok && r.value.parts[0]).toMatchObject({ factor: { id: "de-residual_mix-aib2024" } });
  });
});

describe("location-based fallback, with the fallback named", () => {
  it("UK: no residual mix loaded → the DESNZ grid factor", () => {
    const m = market(elec("GB", 10_000, 2024));
    expect(m.method).toBe("location_fallback");
    expect(m.kgCO2e).toBeCloseTo(2070.5, 9);
    expect(m.parts).toMatchObject([
      { basis: "location_based", reason: "not_covered", factor: { id: "uk-electricity_grid-desnz2024" } },
    ]);
    expect(codes(m)).toEqual(["location_fallback"]);
    // The factor by name in the warning people read, not by its library id.
    expect(m.warnings[0]?.message).toMatch(/\(UK grid electricity, DESNZ 2024\) stands in/);
    expect(m.warnings[0]?.message).not.toMatch(/desnz2024/);
  });

  it("Austria: AIB prints NA (full disclosure), not zero; the location factor is lifecycle", () => {
    const m = market(elec("AT", 1000, 2023));
    expect(m.method).toBe("location_fallback");
    expect(m.parts[0]).toMatchObject({ basis: "location_based", reason: "not_applicable" });
    expect(m.kgCO2e).toBeGreaterThan(0);
    expect(codes(m)).toEqual(["location_fallback", "lifecycle_factor"]);
    expect(m.warnings[0]?.message).toMatch(/full disclosure/);
  });

  it("the Netherlands: a 2023 figure, NA from 2024 (never the older year instead)", () => {
    expect(market(elec("NL", 1000, 2023)).kgCO2e).toBeCloseTo(379.89, 9);
    const m = market(elec("NL", 1000, 2024));
    expect(m.parts[0]).toMatchObject({ basis: "location_based", reason: "not_applicable" });
  });

  it("heat has no residual mix", () => {
    const m = market({ activity: "heat", amount: 1000, unit: "kWh", region: "GB", year: 2024 });
    expect(m.parts[0]).toMatchObject({ basis: "location_based", reason: "not_electricity" });
    expect(m.kgCO2e).toBeCloseTo(179.65, 9);
  });

  it("no region", () => {
    const m = market({ activity: "electricity", amount: 1000, unit: "kWh" }, null, { region: null });
    expect(m.parts[0]).toMatchObject({ basis: "location_based", reason: "no_region" });
  });
});

describe("contractual instruments", () => {
  const rego: Scope2InstrumentInput = {
    type: "rego",
    supplier: "Good Energy",
    kgCO2ePerUnit: 0,
    unit: "kWh",
    vintage: "2024",
    source: "REGO certificates R12345",
  };

  it("a certificate covering the whole row", () => {
    const m = market(elec("GB", 10_000, 2024), rego);
    expect(m).toMatchObject({ method: "instrument", kgCO2e: 0, warnings: [] });
    expect(m.parts).toMatchObject([{ basis: "instrument", amount: 10_000, instrument: { type: "rego" } }]);
  });

  it("a supplier-specific rate per MWh", () => {
    const m = market(elec("GB", 10_000, 2024), {
      type: "supplier_specific",
      supplier: "Octopus",
      kgCO2ePerUnit: 150,
      unit: "MWh",
      source: "Supplier fuel mix disclosure 2024",
    });
    expect(m.kgCO2e).toBeCloseTo(1500, 9);
    expect(m.parts[0]?.kgPerUnit).toBeCloseTo(0.15, 12);
  });

  it("partial volume: the remainder takes the residual mix", () => {
    const m = market(elec("DE", 10_000, 2023), {
      type: "ppa",
      kgCO2ePerUnit: 0,
      unit: "kWh",
      volume: 6000,
      vintage: 2023,
      source: "PPA with Windpark Nord",
    });
    expect(m.method).toBe("instrument");
    expect(m.parts.map((p) => [p.basis, p.amount])).toEqual([
      ["instrument", 6000],
      ["residual_mix", 4000],
    ]);
    expect(m.kgCO2e).toBeCloseTo(4000 * 0.7199, 9);
    expect(codes(m)).toEqual(["co2_only"]);
  });

  it("partial volume where no residual mix exists: the remainder is location-based, named", () => {
    const m = market(elec("GB", 10_000, 2024), { ...rego, volume: 6000 });
    expect(m.parts.map((p) => p.basis)).toEqual(["instrument", "location_based"]);
    expect(m.kgCO2e).toBeCloseTo(4000 * 0.20705, 9);
    expect(codes(m)).toEqual(["location_fallback"]);
  });

  it("a volume larger than the row covers the row only", () => {
    const m = market(elec("GB", 1000, 2024), { ...rego, volume: 5000 });
    expect(m.parts).toMatchObject([{ basis: "instrument", amount: 1000 }]);
    expect(codes(m)).toEqual(["instrument_volume_exceeds_row"]);
  });

  it("volume in kWh against a row in MWh", () => {
    const m = market(
      { activity: "electricity", amount: 10, unit: "MWh", region: "DE", year: 2024 },
      {
        type: "go",
        kgCO2ePerUnit: 0,
        unit: "MWh",
        volume: 2500,
        source: "GOs",
      },
    );
    expect(m.parts.map((p) => [p.basis, p.amount])).toEqual([
      ["instrument", 2500],
      ["residual_mix", 7500],
    ]);
    expect(m.kgCO2e).toBeCloseTo(7500 * 0.72456, 9);
  });

  it("flags a vintage other than the consumption year", () => {
    const m = market(elec("GB", 1000, 2024), { ...rego, vintage: "FY2023" });
    expect(codes(m)).toEqual(["instrument_vintage_mismatch"]);
  });

  it.each([
    [{ kgCO2ePerUnit: 11 }, "kgCO2ePerUnit"],
    [{ kgCO2ePerUnit: 11_000, unit: "MWh" }, "kgCO2ePerUnit"],
    [{ kgCO2ePerUnit: -0.1 }, "kgCO2ePerUnit"],
    [{ kgCO2ePerUnit: Number.POSITIVE_INFINITY }, "kgCO2ePerUnit"],
    [{ kgCO2ePerUnit: Number.NaN }, "kgCO2ePerUnit"],
    [{ unit: "litre" }, "unit"],
    [{ unit: "bananas" }, "unit"],
    [{ volume: 0 }, "volume"],
    [{ source: " " }, "source"],
    [{ type: "residual_mix" }, "type"],
  ])("refuses %j", (change, path) => {
    const r = marketBasedScope2(calc(elec("GB")), { ...rego, ...change } as Scope2InstrumentInput);
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.code === "invalid_instrument") {
      expect(r.error.issues.map((i) => i.path)).toContain(path);
    } else throw new Error("expected invalid_instrument");
  });

  it("accepts up to 10 kg/kWh in any energy unit", () => {
    expect(scope2InstrumentSchema.safeParse({ ...rego, kgCO2ePerUnit: 10 }).success).toBe(true);
    expect(scope2InstrumentSchema.safeParse({ ...rego, kgCO2ePerUnit: 10_000, unit: "MWh" }).success).toBe(
      true,
    );
    expect(scope2InstrumentSchema.safeParse({ ...rego, supplier: null, vintage: null }).success).toBe(true);
  });

  it("a row that is not scope 2 is an error", () => {
    const r = marketBasedScope2(calc({ activity: "diesel", amount: 10, unit: "litre", region: "GB" }), rego);
    expect(r).toMatchObject({ ok: false, error: { code: "not_scope_2", scope: 1 } });
  });
});

describe("instrumentVintageYear", () => {
  it.each([
    [2024, 2024],
    ["2024", 2024],
    ["FY2023", 2023],
    ["2024-Q3", 2024],
    ["Apr 2023 – Mar 2024", 2023],
    ["unknown", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (vintage, year) => {
    expect(instrumentVintageYear(vintage)).toBe(year);
  });
});
