import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CARBON_INGEST_EXAMPLES } from "./carbon-examples";
import { csvRecordReader, normalizeIngestPayload } from "./carbon-ingest";

/** CSV text is split by csv-parse (as the API's reader does); its records go through `csvRecordReader`. */
function csvRowsOf(text: string) {
  const [header, ...records] = parse(text, { bom: true, relax_column_count: true }) as string[][];
  const reader = csvRecordReader(header ?? []);
  if (!reader.ok) throw new Error(reader.issue.message);
  return records.map((record, i) => {
    const read = reader.read(record, i + 1);
    if (read.issue) throw new Error(read.issue.message);
    return read.row;
  });
}

const rowsOf = (r: ReturnType<typeof normalizeIngestPayload>) => {
  if (!r.ok) throw new Error(r.issues[0]?.message);
  return r.format === "csv" ? csvRowsOf(r.text) : r.rows;
};

describe("normalizeIngestPayload: accepted shapes", () => {
  const canonical = {
    activity: "electricity",
    amount: 12500,
    unit: "kWh",
    region: "GB",
    date: "2025-01-31",
    description: "Head office",
  };

  it("the canonical {activities: [...]} passes through", () => {
    const r = normalizeIngestPayload("energy_bill", { activities: [canonical] });
    expect(r).toEqual({ ok: true, rows: [canonical], format: "activities" });
  });

  it("a bare array of rows", () => {
    expect(rowsOf(normalizeIngestPayload("energy_bill", [canonical]))).toEqual([canonical]);
  });

  it("CSV text as {rawText}, with quoted fields and string flags", () => {
    const rawText =
      'activity,amount,unit,region,date,description,rf,category\n"long-haul flight",5000,km,GB,2024-02-01,"Trip, NYC",yes,\ncar,120,km,GB,,Commute,,7';
    expect(rowsOf(normalizeIngestPayload("travel_expense", { rawText }))).toEqual([
      {
        activity: "long-haul flight",
        amount: "5000",
        unit: "km",
        region: "GB",
        date: "2024-02-01",
        description: "Trip, NYC",
        rf: true,
      },
      { activity: "car", amount: "120", unit: "km", region: "GB", description: "Commute", category: 7 },
    ]);
  });

  it("JSON text as {rawText} or as a string is parsed", () => {
    const text = JSON.stringify({ activities: [canonical] });
    expect(rowsOf(normalizeIngestPayload("energy_bill", { rawText: text }))).toEqual([canonical]);
    expect(rowsOf(normalizeIngestPayload("energy_bill", text))).toEqual([canonical]);
  });

  it("header fields apply to each line of a per-source payload; who/where prefix the description", () => {
    expect(rowsOf(normalizeIngestPayload("energy_bill", CARBON_INGEST_EXAMPLES.energy_bill))).toEqual([
      {
        activity: "electricity",
        amount: 48250,
        unit: "kWh",
        region: "GB",
        date: "2024-12-31",
        description: "Octopus Energy for Business, Sheffield plant",
      },
      {
        activity: "natural gas",
        amount: 61300,
        unit: "kWh",
        region: "GB",
        date: "2024-12-31",
        description: "Octopus Energy for Business, Sheffield plant",
      },
    ]);
  });

  it("fuel receipts: quantity is the amount, the vehicle the description", () => {
    expect(rowsOf(normalizeIngestPayload("fuel_receipt", CARBON_INGEST_EXAMPLES.fuel_receipt))[0]).toEqual({
      activity: "diesel",
      amount: 412.5,
      unit: "litres",
      region: "GB",
      date: "2024-12-03",
      description: "Shell Fleet Solutions — Delivery vans",
    });
  });

  it("travel: mode is the activity, distance the amount, nights imply the unit", () => {
    const rows = rowsOf(normalizeIngestPayload("travel_expense", CARBON_INGEST_EXAMPLES.travel_expense));
    expect(rows[0]).toMatchObject({
      activity: "long-haul flight, economy",
      amount: 12700,
      unit: "passenger-km",
    });
    expect(rows[2]).toMatchObject({
      activity: "hotel",
      amount: 2,
      unit: "night",
      description: "Sales team — London, customer visit",
    });
  });

  it("supplier invoices: a NAICS code becomes the activity; the invoice currency the unit", () => {
    const rows = rowsOf(normalizeIngestPayload("supplier_invoice", CARBON_INGEST_EXAMPLES.supplier_invoice));
    expect(rows[0]).toEqual({
      activity: "NAICS 331110",
      amount: 84000,
      unit: "GBP",
      region: "GB",
      date: "2024-12-15",
      description: "Baltic Steel Works — Hot-rolled coil, 120 t",
    });
    expect(rows[1]).toMatchObject({ activity: "freight", unit: "GBP" });
  });

  it("an invoice line without a currency in the UK is in pounds", () => {
    const rows = rowsOf(
      normalizeIngestPayload("supplier_invoice", { region: "GB", lines: [{ item: "software", net: 1200 }] }),
    );
    expect(rows[0]).toMatchObject({ activity: "software", amount: 1200, unit: "GBP" });
  });

  it("a single line given as the payload itself", () => {
    expect(
      rowsOf(normalizeIngestPayload("fuel_receipt", { fuel: "diesel", litres: 50, date: "2024-03-01" })),
    ).toEqual([{ activity: "diesel", amount: 50, unit: "litre", date: "2024-03-01" }]);
  });

  it("a supplier factor object passes as sent", () => {
    const supplierFactor = { kgCO2ePerUnit: 0.1, unit: "kWh", source: "Octopus fuel mix 2024" };
    expect(
      rowsOf(normalizeIngestPayload("energy_bill", { activities: [{ ...canonical, supplierFactor }] })),
    ).toEqual([{ ...canonical, supplierFactor }]);
  });

  it("CSV supplier factor columns become the row's supplier factor (market-based scope 2)", () => {
    const rawText = [
      "activity,amount,unit,region,supplier_factor,supplier_factor_unit,supplier_factor_source,supplier_factor_instrument",
      "electricity,1000,kWh,GB,0.1,kWh,Octopus fuel mix 2024,tariff",
      "electricity,2,MWh,GB,0,,REGOs 2024,REGO",
      "electricity,500,kWh,GB,,,,",
    ].join("\n");
    const [tariff, rego, plain] = rowsOf(normalizeIngestPayload("energy_bill", { rawText }));
    expect(tariff?.supplierFactor).toEqual({
      kgCO2ePerUnit: 0.1,
      unit: "kWh",
      source: "Octopus fuel mix 2024",
      instrument: "supplier_specific",
    });
    expect(rego?.supplierFactor).toEqual({
      kgCO2ePerUnit: 0,
      unit: "MWh",
      source: "REGOs 2024",
      instrument: "energy_attribute_certificate",
    });
    expect(plain).not.toHaveProperty("supplierFactor");
  });

  it("a flat supplier factor without unit or source takes the row's unit and a stated source", () => {
    const rows = rowsOf(
      normalizeIngestPayload("energy_bill", {
        activities: [{ activity: "electricity", amount: 10, unit: "MWh", supplierFactor: "150" }],
      }),
    );
    expect(rows[0]?.supplierFactor).toEqual({
      kgCO2ePerUnit: 150,
      unit: "MWh",
      source: "Supplier or certificate factor given with the row",
    });
  });

  it("a non-object row is kept as null for the row check", () => {
    expect(rowsOf(normalizeIngestPayload("energy_bill", { activities: [canonical, 5] }))).toEqual([
      canonical,
      null,
    ]);
  });
});

describe("normalizeIngestPayload: refusals", () => {
  it.each([
    ["undefined", undefined],
    ["null", null],
    ["empty string", ""],
    ["blank rawText", { rawText: "  \n" }],
    ["empty object", {}],
    ["empty list", { activities: [] }],
    ["empty array", []],
  ])("%s is blank", (_, raw) => {
    const r = normalizeIngestPayload("energy_bill", raw);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.blank).toBe(true);
  });

  it.each([
    ["broken JSON", { rawText: '{"activities": [' }, /^Invalid JSON/],
    ["no rows", { hello: "world" }, /^No activity rows found/],
    ["a number", 42, /must be an object/],
  ])("%s", (_, raw, message) => {
    const r = normalizeIngestPayload("energy_bill", raw);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.blank).toBe(false);
    expect(!r.ok && r.issues[0]?.message).toMatch(message);
  });

  it("CSV text is handed back whole, for the CSV reader", () => {
    const rawText = "\uFEFFactivity,amount\r\nelectricity,1\r\n";
    expect(normalizeIngestPayload("energy_bill", { rawText })).toEqual({
      ok: true,
      format: "csv",
      text: rawText,
    });
  });
});

describe("csvRecordReader", () => {
  it("a header without an activity column is refused", () => {
    const r = csvRecordReader(["foo", "bar"]);
    expect(!r.ok && r.issue.message).toMatch(/must name an activity column/);
  });

  it("a record with more fields than the header names its row", () => {
    const r = csvRecordReader(["activity", "amount"]);
    if (!r.ok) throw new Error(r.issue.message);
    expect(r.read(["electricity", "1"], 1)).toEqual({ row: { activity: "electricity", amount: "1" } });
    expect(r.read(["gas", "2", "kWh"], 2)).toEqual({
      issue: { row: 2, field: null, message: "Row 2: 3 fields, but the header names 2 columns" },
    });
  });
});

describe("a row already canonical", () => {
  it("is taken as it came; any key, blank value or untrimmed description makes a copy as before", () => {
    const row = {
      activity: "diesel",
      amount: 10,
      unit: "litres",
      region: "GB",
      date: "2024-01-02",
      description: "x",
    };
    const read = (r: Record<string, unknown>) => {
      const n = normalizeIngestPayload("energy_bill", { activities: [r] });
      if (!n.ok || n.format === "csv") throw new Error("rows expected");
      return n.rows[0];
    };
    expect(read(row)).toBe(row);
    for (const other of [
      { ...row, description: " x " },
      { ...row, region: "" },
      { ...row, description: 12 },
      { ...row, site: "HQ" },
      { ...row, siteId: 3 },
      { ...row, note: "kept out" },
      { description: "x", activity: "diesel", amount: 10, unit: "litres", region: "GB", date: "2024-01-02" },
      { activity: "diesel", amount: 10, region: "GB", date: "2024-01-02" },
    ]) {
      const canonical = read(other);
      expect(canonical).not.toBe(other);
    }
    expect(read({ ...row, description: " x " })).toEqual(row);
  });
});
