import { describe, expect, it } from "vitest";
import { normalizeIngestPayload } from "./carbon-ingest";
import { type EmissionRecord, prepareIngestRows } from "./carbon-ingest-rows";
import type { GwpBasis } from "./ghg";

const today = "2026-11-22";
const prepare = (rows: Record<string, unknown>[], gwpBasis: GwpBasis = "AR5") =>
  prepareIngestRows(
    rows.map((r) => ({ date: "2024-06-30", region: "UK", ...r })),
    { today, gwpBasis },
  );
const records = (rows: Record<string, unknown>[], gwpBasis: GwpBasis = "AR5"): EmissionRecord[] => {
  const p = prepare(rows, gwpBasis);
  if (!p.ok) throw new Error(JSON.stringify(p.issues));
  return p.records;
};

describe("refrigerant rows", () => {
  it("a leak in kg is scope 1 'fugitive' at kg × GWP, with the gas's mass and CO2e", () => {
    const [r] = records([{ activity: "refrigerant", gas: "R-410A", amount: 10 }]);
    expect(r).toMatchObject({
      scope: 1,
      ghgCategory: null,
      detailKey: "fugitive",
      activity: "refrigerant",
      amount: 10,
      unit: "kg",
      factorId: "gwp-ar5:R-410A",
      factorValue: 1923.5,
      gwpBasis: "IPCC AR5 100-year",
      derivedFrom: null,
    });
    expect(r?.kgCO2e).toBeCloseTo(19_235, 9);
    expect(r?.gases.fGas).toMatchObject({ group: "hfc", name: "R-410A", kg: 10 });
    expect(r?.gases.fGas?.kgCO2e).toBeCloseTo(19_235, 9);
  });

  it("a mass balance gives the leak; AR6 its GWP", () => {
    const [r] = records(
      [
        {
          activity: "refrigerant",
          gas: "HFC-134a",
          massBalance: { startStockKg: 40, purchasedKg: 10, endStockKg: 42, disposedKg: 3 },
        },
      ],
      "AR6",
    );
    expect(r).toMatchObject({
      amount: 5,
      kgCO2e: 7650,
      gwpBasis: "IPCC AR6 100-year",
      factorId: "gwp-ar6:R-134a",
    });
  });

  it("a CSV row's mass balance comes from its columns", () => {
    const csv = normalizeIngestPayload("energy_bill", [
      {
        activity: "refrigerant",
        gas: "R-404A",
        start_stock_kg: "12",
        purchased_kg: "3",
        end_stock_kg: "11",
        disposed_kg: "0",
        date: "2024-03-01",
      },
    ]);
    if (!csv.ok || csv.format === "csv") throw new Error("not rows");
    expect(csv.rows[0]).toMatchObject({
      massBalance: { startStockKg: "12", purchasedKg: "3", endStockKg: "11", disposedKg: "0" },
    });
    const p = prepareIngestRows(csv.rows, { today });
    expect(p.ok && p.records[0]?.amount).toBe(4);
  });

  it("a negative leak is refused at the mass balance; a negative stock at its field; an unknown gas at gas", () => {
    const p = prepare([
      {
        activity: "refrigerant",
        gas: "R-32",
        massBalance: { startStockKg: 10, purchasedKg: 0, endStockKg: 12, disposedKg: 0 },
      },
      {
        activity: "refrigerant",
        gas: "R-32",
        massBalance: { startStockKg: -1, purchasedKg: 0, endStockKg: 0, disposedKg: 0 },
      },
      { activity: "refrigerant", gas: "R-9999", amount: 1 },
      { activity: "refrigerant", gas: "R-32", amount: -2 },
      { activity: "refrigerant", amount: 2 },
    ]);
    expect(p.ok).toBe(false);
    if (p.ok) return;
    expect(p.issues.map((i) => [i.row, i.field])).toEqual([
      [1, "massBalance"],
      [2, "massBalance.startStockKg"],
      [3, "gas"],
      [4, "amount"],
      [5, "gas"],
    ]);
    expect(p.issues[0]?.message).toMatch(/-2 kg: a leak cannot be negative/);
  });

  it("R-22 (Montreal Protocol) is recorded with its CO2e as a memo and 0 kg in scope 1", () => {
    const [r] = records([{ activity: "refrigerant", gas: "R-22", amount: 2 }]);
    expect(r?.kgCO2e).toBe(0);
    expect(r?.gases.fGas).toMatchObject({ group: "montreal", name: "R-22", kg: 2, kgCO2e: 3520 });
  });

  it("derives no category 3 from a leak", () => {
    expect(records([{ activity: "refrigerant", gas: "SF6", amount: 1 }])).toHaveLength(1);
  });
});

describe("fuel and electricity rows carry their gases", () => {
  it("1,000 litres of UK diesel: split, 160 kg biogenic CO2; its WTT row is unsplit", () => {
    const rs = records([{ activity: "diesel", amount: 1000, unit: "litres" }]);
    const [diesel, wtt] = rs;
    expect(diesel?.gases).toMatchObject({ split: true, biogenicKgCo2: expect.closeTo(160, 9) });
    expect(diesel?.gases.kgCo2).toBeCloseTo(2479.6, 9);
    expect(diesel?.kgCO2e).toBeCloseTo(2512.79, 9);
    expect(wtt?.derivedKind).not.toBeNull();
    expect(wtt?.gases.split).toBe(false);
  });

  it("under AR6 a split row is re-weighted and labelled; an unsplit one keeps AR5", () => {
    const [diesel, wtt] = records([{ activity: "diesel", amount: 1000, unit: "litres" }], "AR6");
    expect(diesel?.kgCO2e).toBeCloseTo(2479.6 + (0.29 / 28) * 27.9 + (32.9 / 265) * 273, 9);
    expect(diesel?.gwpBasis).toBe("IPCC AR6 100-year");
    expect(wtt?.gwpBasis).toBe("IPCC AR5 100-year");
    expect(wtt?.kgCO2e).toBeCloseTo(611.01, 9);
  });

  it("UK electricity under AR6: location and (location-fallback) market figures move together", () => {
    const [e] = records([{ activity: "electricity", amount: 10_000, unit: "kWh" }], "AR6");
    const expected = 2049.3 + (9 / 28) * 27.9 + (12.2 / 265) * 273;
    expect(e?.kgCO2e).toBeCloseTo(expected, 9);
    if (e?.market?.method === "location_fallback") expect(e.marketBasedKgCO2e).toBeCloseTo(expected, 9);
  });
});
