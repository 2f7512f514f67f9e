import { describe, expect, it } from "vitest";
import { MAX_DESCRIPTION_LENGTH, parseActivityDate, prepareIngestRows } from "./carbon-ingest-rows";
import { activityRowSchema, calculateEmissions } from "./ghg";

const today = "2026-11-22";
const DATE = "2024-06-30";
/** Rows are dated unless a test says otherwise (an undated row is refused). */
const dated = (rows: (Record<string, unknown> | null)[]) =>
  rows.map((r) => (r && !("date" in r) ? { ...r, date: DATE } : r));
const prepare = (rows: (Record<string, unknown> | null)[], category3Policy: "derive" | "off" = "derive") =>
  prepareIngestRows(dated(rows), { today, category3Policy });

describe("parseActivityDate", () => {
  it.each([
    ["2024-02-29", { date: "2024-02-29", year: 2024 }],
    ["2024-12-31T23:59:00Z", { date: "2024-12-31", year: 2024 }],
    [" 2025-01-31 ", { date: "2025-01-31", year: 2025 }],
    ["2023-02-29", null],
    ["2025-13-01", null],
    ["2025-04-31", null],
    ["31/01/2025", null],
    ["2025-1-5", null],
    ["1989-12-31", null],
    [20250131, null],
  ])("%s → %o", (input, expected) => {
    expect(parseActivityDate(input)).toEqual(expected);
  });
});

describe("prepareIngestRows: worked examples against the factor file", () => {
  it.each([
    // 10,000 kWh × 0.20705 (DESNZ 2024 UK electricity, location-based)
    [
      { activity: "electricity", amount: 10_000, unit: "kWh", region: "GB" },
      2070.5,
      2,
      null,
      "electricity",
      "uk-electricity_grid-desnz2024",
    ],
    // 400 litres × 2.51279 (DESNZ 2024 diesel, average biofuel blend)
    [
      { activity: "diesel", amount: 400, unit: "litres", region: "GB" },
      1005.116,
      1,
      null,
      "diesel",
      "uk-diesel-litre-desnz2024",
    ],
    // 1,000 passenger-km × 0.11812 (long-haul economy, no RF by default)
    [
      { activity: "long-haul flight, economy", amount: 1000, unit: "passenger-km", region: "GB" },
      118.12,
      3,
      6,
      "businessTravel",
      "uk-flight_long_haul_economy_no_rf-desnz2024",
    ],
    // … × 0.20011 when the row asks for radiative forcing
    [
      { activity: "long-haul flight, economy", amount: 1000, unit: "passenger-km", region: "GB", rf: true },
      200.11,
      3,
      6,
      "businessTravel",
      "uk-flight_long_haul_economy_with_rf-desnz2024",
    ],
    // 10,000 kWh × 0.1829 (natural gas, gross CV)
    [
      { activity: "gas", amount: 10_000, unit: "kWh", region: "GB" },
      1829,
      1,
      null,
      "naturalGas",
      "uk-natural_gas-kwh-desnz2024",
    ],
    // 1,000 kWh × 0.0183 (T&D losses → scope 3 category 3)
    [
      { activity: "T&D losses", amount: 1000, unit: "kWh", region: "GB" },
      18.3,
      3,
      3,
      "fuelAndEnergyRelatedActivities",
      "uk-electricity_td_losses-desnz2024",
    ],
  ])("%o → %d kg", (row, kg, scope, category, detailKey, factorId) => {
    // Policy off: a hand-entered category 3 row is accepted (with derivation on it is refused, below).
    const r = prepare([{ ...row, date: "2024-06-30" }], "off");
    if (!r.ok) throw new Error(r.issues[0]?.message);
    const [rec] = r.records;
    expect(rec?.kgCO2e).toBeCloseTo(kg, 9);
    expect(rec).toMatchObject({
      scope,
      ghgCategory: category,
      detailKey,
      factorId,
      factorYear: 2024,
      year: 2024,
      date: "2024-06-30",
    });
  });
});

describe("prepareIngestRows: rows", () => {
  it("keeps the description and upper-cases the region", () => {
    const r = prepare([
      { activity: "electricity", amount: 1, unit: "kWh", region: "gb", description: "  Office " },
    ]);
    expect(r.ok && r.records[0]).toMatchObject({
      date: DATE,
      year: 2024,
      description: "Office",
      region: "GB",
    });
  });

  it.each([
    [undefined, "missing_date", /date is required/],
    ["", "missing_date", /date is required/],
    ["1989-12-31", "invalid_date", /not a calendar date/],
    ["2027-11-23", "date_out_of_range", /outside 1990-01-01 … 2027-11-22/],
  ])("refuses the date %o (%s) instead of dating the row today", (date, code, message) => {
    const r = prepareIngestRows([{ activity: "electricity", amount: 1, unit: "kWh", region: "GB", date }], {
      today,
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.issues[0]).toMatchObject({ row: 1, field: "date", code });
    expect(!r.ok && r.issues[0]?.message).toMatch(message);
  });

  it("accepts a date up to a year after today", () => {
    const r = prepareIngestRows(
      [{ activity: "electricity", amount: 1, unit: "kWh", region: "GB", date: "2027-11-22" }],
      { today },
    );
    expect(r.ok).toBe(true);
  });

  it("cuts an overlong description", () => {
    const r = prepare([{ activity: "electricity", amount: 1, unit: "kWh", description: "x".repeat(900) }]);
    expect(r.ok && r.records[0]?.description?.length).toBe(MAX_DESCRIPTION_LENGTH);
  });

  it("counts the engine's warnings by kind", () => {
    const r = prepare([
      { activity: "electricity", amount: 1, unit: "kWh", region: "GB", date: "2022-01-31" },
      { activity: "electricity", amount: 1, unit: "kWh", region: "GB", date: "2022-02-28" },
      { activity: "electricity", amount: 1, unit: "kWh", region: "GB", date: "2024-02-28" },
    ]);
    if (!r.ok) throw new Error("expected ok");
    expect(r.warnings).toEqual([
      expect.objectContaining({ code: "year_fallback", rows: 2 }),
      // The UK has no published residual mix: market-based Scope 2 falls back to the grid average.
      expect.objectContaining({ code: "location_fallback", rows: 3 }),
    ]);
  });

  it("is all or nothing: every bad row is listed, in row order, with its field", () => {
    const r = prepare([
      { activity: "electricity", amount: 1, unit: "kWh" },
      { activity: "electrcity", amount: 1, unit: "kWh" },
      { activity: "electricity", amount: -1, unit: "kWh" },
      { activity: "electricity", amount: "lots", unit: "kWh" },
      { activity: "electricity", amount: 1, unit: "furlongs" },
      { activity: "electricity", amount: 1, unit: "kWh", date: "2024-02-30" },
      null,
      { activity: "electricity", amount: 1, unit: "kWh", description: { x: 1 } },
    ]);
    if (r.ok) throw new Error("expected failure");
    expect(r.issues.map((i) => [i.row, i.field, i.code])).toEqual([
      [2, "activity", "unknown_activity"],
      [3, "amount", "invalid_row"],
      [4, "amount", "invalid_row"],
      [5, "unit", "unknown_unit"],
      [6, "date", "invalid_date"],
      [7, null, "not_an_object"],
      [8, "description", "invalid_description"],
    ]);
    for (const issue of r.issues) expect(issue.message).toMatch(new RegExp(`^Row ${issue.row}: `));
  });
});

describe("prepareIngestRows: repeated kinds of row", () => {
  it("gives exactly the engine's figure for every row, whatever the unit conversion", () => {
    const kinds = [
      ["electricity", "MWh", "GB"],
      ["gas", "therms", "GB"],
      ["gas", "therm", "US"],
      ["diesel", "UK gallons", "GB"],
      ["diesel", "US gallon", "US"],
      ["long-haul flight, economy", "miles", "GB"],
      ["NAICS 331110", "GBP", "GB"],
      ["software", "EUR", "DE"],
      ["train", "passenger-km", "GB"],
    ] as const;
    const rows = Array.from({ length: 900 }, (_, i) => {
      const [activity, unit, region] = kinds[i % kinds.length] as (typeof kinds)[number];
      const amount = i % 2 ? 1 + i * 3.7 : String(0.1 * i);
      return { activity, amount, unit, region, date: `202${2 + (i % 3)}-03-31` };
    });
    const r = prepareIngestRows(rows, { today });
    if (!r.ok) throw new Error(r.issues[0]?.message);
    r.records.slice(0, rows.length).forEach((rec, i) => {
      const row = rows[i] as (typeof rows)[number];
      const engine = calculateEmissions(
        activityRowSchema.parse({ ...row, date: undefined, year: Number(row.date.slice(0, 4)) }),
      );
      if (!engine.ok) throw new Error(engine.error.message);
      expect(rec.kgCO2e).toBe(engine.value.kgCO2e);
      expect(rec.factorId).toBe(engine.value.factor.id);
      expect(rec.amount).toBe(engine.value.amount);
      expect(rec.unit).toBe(engine.value.unit);
    });
  });

  it("still names every bad row of a kind seen before", () => {
    const good = { activity: "electricity", amount: 1, unit: "kWh", region: "GB" };
    const r = prepare([
      good,
      { ...good, amount: -1 },
      good,
      { ...good, amount: "x" },
      { ...good, unit: "parsec" },
    ]);
    expect(!r.ok && r.issues.map((i) => i.row)).toEqual([2, 4, 5]);
  });
});

describe("prepareIngestRows: market-based scope 2", () => {
  it("a row's supplier or certificate factor adds the market-based figure; location-based stays", () => {
    const r = prepare([
      {
        activity: "electricity",
        amount: 10_000,
        unit: "kWh",
        region: "GB",
        supplierFactor: { kgCO2ePerUnit: 0.1, unit: "kWh", source: "Octopus fuel mix 2024" },
      },
      { activity: "electricity", amount: 10_000, unit: "kWh", region: "GB" },
    ]);
    if (!r.ok) throw new Error(r.issues[0]?.message);
    expect(
      r.records.slice(0, 2).map((x) => [x.scope, x.kgCO2e, x.marketBasedKgCO2e, x.market?.method]),
    ).toEqual([
      [2, 2070.5, 1000, "instrument"],
      // No UK residual mix is published: the location-based figure stands in, and the method says so.
      [2, 2070.5, 2070.5, "location_fallback"],
    ]);
    expect(r.records[0]?.market?.instrument).toMatchObject({ type: "supplier_specific", kgCO2ePerUnit: 0.1 });
  });

  it("a supplier factor on a row that is not scope 2 fails the row", () => {
    const r = prepare([
      {
        activity: "diesel",
        amount: 1,
        unit: "litre",
        region: "GB",
        supplierFactor: { kgCO2ePerUnit: 1, unit: "litre", source: "x" },
      },
    ]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.issues[0]?.message).toMatch(/^Row 1: .*scope 2 only/);
  });
});

describe("prepareIngestRows: the audit trail and category 3", () => {
  it("derives T&D, WTT generation and WTT of T&D from 10,000 kWh of UK electricity, linked to the row", () => {
    const r = prepare([{ activity: "electricity", amount: 10_000, unit: "kWh", region: "GB" }]);
    if (!r.ok) throw new Error(r.issues[0]?.message);
    expect(r.derived).toBe(3);
    const derived = r.records.slice(1);
    expect(
      derived.map((d) => [
        d.derivedKind,
        Math.round(d.kgCO2e * 10) / 10,
        d.derivedFrom,
        d.scope,
        d.ghgCategory,
      ]),
    ).toEqual([
      ["td_losses", 183.0, 0, 3, 3],
      ["wtt_generation", 459.0, 0, 3, 3],
      ["wtt_td_losses", 39.7, 0, 3, 3],
    ]);
    expect(derived[0]).toMatchObject({ detailKey: "fuelAndEnergyRelatedActivities", date: DATE });
  });

  it("derives diesel well-to-tank: 400 L → 244.404 kg", () => {
    const r = prepare([{ activity: "diesel", amount: 400, unit: "litres", region: "GB" }]);
    if (!r.ok) throw new Error(r.issues[0]?.message);
    expect(r.records[1]?.derivedKind).toBe("wtt_fuel");
    expect(r.records[1]?.kgCO2e).toBeCloseTo(244.404, 9);
  });

  it("scales a derivation worked out once to every row of its kind", () => {
    const r = prepare([
      { activity: "diesel", amount: 400, unit: "litres", region: "GB" },
      { activity: "diesel", amount: 800, unit: "litres", region: "GB" },
    ]);
    if (!r.ok) throw new Error(r.issues[0]?.message);
    expect(r.records.slice(2).map((d) => [d.derivedFrom, d.kgCO2e])).toEqual([
      [0, expect.closeTo(244.404, 9)],
      [1, expect.closeTo(488.808, 9)],
    ]);
  });

  it("refuses a hand-entered well-to-tank or T&D row while derivation is on; accepts it when off", () => {
    const row = { activity: "T&D losses", amount: 1000, unit: "kWh", region: "GB" };
    const on = prepare([row]);
    expect(!on.ok && on.issues[0]).toMatchObject({ row: 1, field: "activity", code: "category3_derived" });
    const off = prepare([row], "off");
    expect(off.ok && off.records).toHaveLength(1);
  });

  it("keeps the full trail on every record", () => {
    const r = prepare([
      { activity: "long-haul flight, economy", amount: 1000, unit: "passenger-km", region: "GB", rf: true },
    ]);
    if (!r.ok) throw new Error(r.issues[0]?.message);
    expect(r.records[0]).toMatchObject({
      factorUnitFull: "kg CO2e per passenger_km",
      gwpBasis: "IPCC AR5 100-year",
      licence: "OGL-3.0",
      libraryVersion: expect.stringMatching(/^2024\./),
      flags: { radiativeForcing: true },
      derivedFrom: null,
    });
  });
});
