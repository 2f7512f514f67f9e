import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvRecordReader, normalizeIngestPayload } from "./carbon-ingest";
import { prepareIngestRows } from "./carbon-ingest-rows";
import { extractCompanyData } from "./company-data";
import { parseNumber } from "./company-data/quantities";
import { activityAmountSchema, calculateEmissions, supplierFactorSchema, tryConvertUnit } from "./ghg";
import { createGoalInputSchema, goalProgressInputSchema } from "./goal-tracking";
import { impactMeasurementInputSchema } from "./impact-measurement";
import { jsonObjectFieldSchema, jsonObjectTextFieldSchema } from "./json-object-field";
import {
  finiteAmount,
  firstNumberOutOfRange,
  formatBound,
  MAX_AMOUNT,
  MAX_JSON_NUMBER,
  MAX_SUPPLIER_FACTOR,
} from "./numeric-bounds";
import { benchmarkInputSchema } from "./peer-benchmarking";

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

const today = "2026-11-22";
const ROW = { activity: "electricity", unit: "kWh", region: "GB", date: "2024-06-30" };

describe("the shared bounds", () => {
  it("are 1e12 per unit for amounts, 1e7 kg CO2e per unit for supplier factors", () => {
    expect([MAX_AMOUNT, MAX_SUPPLIER_FACTOR, MAX_JSON_NUMBER]).toEqual([1e12, 1e7, 2 ** 53 - 1]);
    expect(formatBound(MAX_AMOUNT)).toBe("1e12");
    expect(formatBound(100)).toBe("100");
  });

  it.each([
    [0, true],
    [MAX_AMOUNT, true],
    [MAX_AMOUNT * 1.000001, false],
    [1e13, false],
    [1e308, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
    [-1, false],
  ])("finiteAmount(%s) → %s", (n, ok) => {
    expect(finiteAmount.safeParse(n).success).toBe(ok);
  });
});

describe("activityAmountSchema", () => {
  it.each([
    [12500, 12500],
    ["12500", 12500],
    ["1.5e3", 1500],
    ["1e12", 1e12],
  ])("accepts %o as %s", (input, out) => {
    expect(activityAmountSchema.parse(input)).toBe(out);
  });

  it.each([
    [1e308, /at most 1e12 in its unit/],
    [1e13, /at most 1e12 in its unit/],
    ["1e13", /at most 1e12 in its unit/],
    ["1e309", /finite/],
    ["Infinity", /Amount must be a number/],
    ["-Infinity", /Amount must be a number/],
    ["NaN", /Amount must be a number/],
    [Number.POSITIVE_INFINITY, /Amount must be a number/],
    [Number.NaN, /Amount must be a number/],
    ["0x10", /Amount must be a number/],
  ])("refuses %o", (input, message) => {
    const r = activityAmountSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(message);
  });

  it("bounds a supplier factor at MAX_SUPPLIER_FACTOR kg CO2e per unit", () => {
    const base = { unit: "kWh", source: "tariff" };
    expect(supplierFactorSchema.safeParse({ ...base, kgCO2ePerUnit: MAX_SUPPLIER_FACTOR }).success).toBe(
      true,
    );
    const over = supplierFactorSchema.safeParse({ ...base, kgCO2ePerUnit: 1e308 });
    expect(over.error?.issues[0]).toMatchObject({
      path: ["kgCO2ePerUnit"],
      message: expect.stringMatching(/at most 1e7/),
    });
    const inf = supplierFactorSchema.safeParse({ ...base, kgCO2ePerUnit: Number.POSITIVE_INFINITY });
    expect(inf.error?.issues[0]?.message).toMatch(/finite/);
  });
});

describe("the engine refuses a figure that is not finite", () => {
  it("an amount over the bound, given directly (not through the schema)", () => {
    const r = calculateEmissions({ activity: "electricity", amount: 1e308, unit: "kWh", region: "GB" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "invalid_amount" });
  });

  it("a unit conversion that overflows", () => {
    const r = tryConvertUnit(1e308, "GWh", "Wh");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/not a finite number/);
  });
});

describe("prepareIngestRows refuses amounts that are not finite or too large, naming the row", () => {
  it.each([
    ["1e308 kWh (the memo's fast path)", { ...ROW, amount: 1e308 }],
    ["1e308 MWh", { ...ROW, amount: 1e308, unit: "MWh" }],
    ["1e13 kWh", { ...ROW, amount: 1e13 }],
    ['"1e309"', { ...ROW, amount: "1e309" }],
    ['"Infinity"', { ...ROW, amount: "Infinity" }],
    ["Infinity (a JSON body's 1e999)", { ...ROW, amount: Number.POSITIVE_INFINITY }],
    ["NaN", { ...ROW, amount: Number.NaN }],
  ])("%s → an issue at row 2, amount", (_, bad) => {
    // Row 1 and 3 are the same kind of row, so the memo has an entry for row 2's kind.
    const r = prepareIngestRows([{ ...ROW, amount: 5 }, bad, { ...ROW, amount: 7 }], { today });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => [i.row, i.field])).toEqual([[2, "amount"]]);
    expect(r.issues[0]?.message).toMatch(/^Row 2: /);
  });

  it("a supplier factor over its bound → an issue at row 1, supplierFactor.kgCO2ePerUnit", () => {
    const r = prepareIngestRows(
      [{ ...ROW, amount: 5, supplierFactor: { kgCO2ePerUnit: 1e308, unit: "kWh", source: "x" } }],
      { today },
    );
    expect(r.ok ? [] : r.issues.map((i) => [i.row, i.field])).toEqual([[1, "supplierFactor.kgCO2ePerUnit"]]);
  });

  it("accepts the bound itself in the largest unit, with finite figures", () => {
    const r = prepareIngestRows([{ ...ROW, amount: MAX_AMOUNT, unit: "GWh" }], { today });
    expect(r.ok).toBe(true);
    if (r.ok) expect(Number.isFinite(r.records[0]?.kgCO2e)).toBe(true);
  });

  it("CSV text: 1e308 and 1e999 (Infinity) amounts are row issues, as a supplier factor of 1e999 is", () => {
    const csv =
      "activity,amount,unit,region,date,supplier_factor\n" +
      "electricity,1e308,kWh,GB,2024-01-31,\n" +
      "electricity,1e999,kWh,GB,2024-01-31,\n" +
      "electricity,5,kWh,GB,2024-01-31,1e999\n";
    const normalized = normalizeIngestPayload("energy_bill", { rawText: csv });
    if (!normalized.ok || normalized.format !== "csv") throw new Error("expected CSV text");
    const r = prepareIngestRows(csvRowsOf(normalized.text), { today });
    expect(r.ok ? [] : r.issues.map((i) => [i.row, i.field])).toEqual([
      [1, "amount"],
      [2, "amount"],
      [3, "supplierFactor.kgCO2ePerUnit"],
    ]);
  });
});

describe("other numeric inputs stay within their bounds", () => {
  it("goal values and progress are at most MAX_AMOUNT", () => {
    const goal = {
      title: "t",
      description: "d",
      unit: "t",
      currentValue: 10,
      targetValue: MAX_AMOUNT + 1,
      baselineYear: 2020,
      targetYear: 2030,
    };
    expect(createGoalInputSchema.safeParse(goal).success).toBe(false);
    const progress = { goalId: 1, reportingPeriod: "Q1", actualValue: Number.POSITIVE_INFINITY };
    expect(goalProgressInputSchema.safeParse(progress).error?.issues[0]?.path).toEqual(["actualValue"]);
  });

  it("impact values are within ±MAX_AMOUNT", () => {
    const base = { metric: "m", description: "d", unit: "u" };
    expect(impactMeasurementInputSchema.safeParse({ ...base, value: -MAX_AMOUNT }).success).toBe(true);
    expect(impactMeasurementInputSchema.safeParse({ ...base, value: 1e308 }).error?.issues[0]?.path).toEqual([
      "value",
    ]);
  });

  it("benchmark value, average and top quartile are at most MAX_AMOUNT", () => {
    const base = { metric: "m", unit: "u", year: 2024, value: 1, industryAverage: 1, topQuartile: 2 };
    expect(benchmarkInputSchema.safeParse(base).success).toBe(true);
    for (const key of ["value", "industryAverage", "topQuartile"] as const) {
      const r = benchmarkInputSchema.safeParse({ ...base, [key]: 1e308 });
      expect(r.error?.issues.map((i) => i.path)).toContainEqual([key]);
    }
  });

  it("a JSON object field refuses Infinity and absurd numbers at their path", () => {
    expect(jsonObjectFieldSchema.safeParse({ a: [1, { b: 2.5 }], c: -MAX_JSON_NUMBER }).success).toBe(true);
    const inf = jsonObjectFieldSchema.safeParse({ a: [1, { b: Number.POSITIVE_INFINITY }] });
    expect(inf.error?.issues[0]?.path).toEqual(["a", 1, "b"]);
    expect(jsonObjectFieldSchema.safeParse({ x: 1e300 }).error?.issues[0]?.path).toEqual(["x"]);
    expect(jsonObjectTextFieldSchema.safeParse('{"revenue": 1e999}').error?.issues[0]?.path).toEqual([
      "revenue",
    ]);
  });

  it("firstNumberOutOfRange walks deep values without recursion", () => {
    let deep: unknown = Number.NaN;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstNumberOutOfRange(deep)?.length).toBe(100_000);
    expect(firstNumberOutOfRange({ a: "1e999", b: [null, true] })).toBeNull();
  });

  it("a scraped number too large to be real (a page of 400 digits) is skipped, not read as Infinity", () => {
    expect(parseNumber("9".repeat(400))).toBeNaN();
    expect(parseNumber("1,234.5")).toBe(1234.5);
    const huge = "9".repeat(400);
    const data = extractCompanyData(
      [
        {
          url: "https://example.com/",
          title: "Example plc",
          siteName: null,
          blocks: [
            `Scope 1 emissions were ${huge} tCO2e in 2024.`,
            "Scope 2 emissions were 1,200 tCO2e in 2024.",
            `The board comprises ${huge} directors.`,
          ],
        },
      ],
      "https://example.com/",
      new Date("2025-01-01T00:00:00Z"),
    );
    expect(data.environmentalData.carbonEmissions.scope1).toBeNull();
    expect(data.environmentalData.carbonEmissions.scope2?.tonnesCo2e).toBe(1200);
    expect(data.governanceData.boardComposition.boardSize).toBeNull();
    expect(JSON.stringify(data)).not.toContain(huge);
  });
});
