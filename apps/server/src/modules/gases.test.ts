import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pdfText } from "../test/pdf-text";
import { createTestApp } from "../test/test-app";

// Refrigerant leaks, emissions by gas and biogenic CO2, through the real app. The demo company's data is in
// 2023-2024, so these tests use 2021.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const ingest = (sourceType: string, activities: unknown[]) =>
  t.request("/api/carbon/ingest", {
    method: "POST",
    cookie,
    json: { sourceType, rawData: { activities } },
  });

const activitiesOf = (dataSourceId: number) =>
  t.db
    .selectFrom("emission_activities")
    .select([
      "activity",
      "scope",
      "detail_key",
      "total_emissions",
      "factor_id",
      "gwp_basis",
      "gas_split",
      "kg_co2",
      "kg_ch4",
      "kg_n2o",
      "f_gas_group",
      "f_gas_name",
      "f_gas_kg",
      "f_gas_co2e",
      "biogenic_co2",
      "derived_from_id",
    ])
    .where("company_id", "=", 1)
    .where("data_source_id", "=", dataSourceId)
    .orderBy("id")
    .execute();

async function setGwpBasis(gwpBasis: "AR5" | "AR6") {
  const current = await (await t.request("/api/companies/1/reporting-settings", { cookie })).json();
  const res = await t.request("/api/companies/1/reporting-settings", {
    method: "PUT",
    cookie,
    json: { ...current, gwpBasis },
  });
  expect(res.status).toBe(200);
  expect((await res.json()).gwpBasis).toBe(gwpBasis);
}

describe("refrigerant leaks", () => {
  it("stores a leak in kg and one from a mass balance: scope 1 'fugitive', kg × AR5 GWP, the gas named", async () => {
    const res = await ingest("supplier_invoice", [
      { activity: "refrigerant", gas: "R-410A", amount: 10, date: "2021-03-31" },
      {
        activity: "refrigerant",
        gas: "HFC-134a",
        massBalance: {
          startStockKg: 40,
          purchasedKg: 10,
          endStockKg: 42,
          disposedKg: 2,
          capacityChangeKg: 1,
        },
        date: "2021-06-30",
      },
    ]);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.derivedActivities).toBe(0);
    const [blend, hfc] = await activitiesOf(body.dataSourceId);
    // 10 kg × (50% R-32 677 + 50% R-125 3,170) = 19,235 kg CO2e (IPCC AR5 table 8.A.1; ASHRAE 34).
    expect(blend).toMatchObject({
      activity: "refrigerant",
      scope: 1,
      detail_key: "fugitive",
      factor_id: "gwp-ar5:R-410A",
      gwp_basis: "IPCC AR5 100-year",
      gas_split: 1,
      f_gas_group: "hfc",
      f_gas_name: "R-410A",
      f_gas_kg: 10,
      kg_co2: null,
    });
    expect(blend?.total_emissions).toBeCloseTo(19_235, 6);
    expect(blend?.f_gas_co2e).toBeCloseTo(19_235, 6);
    // 40 + 10 − 42 − 2 − 1 = 5 kg × 1,300 = 6,500 kg CO2e.
    expect(hfc).toMatchObject({ f_gas_name: "R-134a", f_gas_kg: 5, total_emissions: 6500 });
  });

  it("a negative leak is a 400 at the mass balance, a negative amount at the amount; nothing is stored", async () => {
    const before = await t.db
      .selectFrom("emission_activities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const res = await ingest("supplier_invoice", [
      {
        activity: "refrigerant",
        gas: "R-404A",
        massBalance: { startStockKg: 10, purchasedKg: 0, endStockKg: 12, disposedKg: 0 },
        date: "2021-03-31",
      },
      { activity: "refrigerant", gas: "R-404A", amount: -3, date: "2021-03-31" },
      { activity: "refrigerant", gas: "R-999", amount: 3, date: "2021-03-31" },
    ]);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues.map((i: { path: string[] }) => i.path)).toEqual([
      ["rows", "1", "massBalance"],
      ["rows", "2", "amount"],
      ["rows", "3", "gas"],
    ]);
    expect(body.issues[0].message).toMatch(/a leak cannot be negative/);
    const after = await t.db
      .selectFrom("emission_activities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("the AR6 setting applies to refrigerants and to rows split by gas; a CO2e-only row keeps AR5", async () => {
    await setGwpBasis("AR6");
    const res = await ingest("fuel_receipt", [
      { activity: "refrigerant", gas: "R-134a", amount: 5, date: "2021-03-31" },
      { activity: "diesel", amount: 1000, unit: "litre", region: "UK", date: "2021-03-31" },
    ]);
    expect(res.status).toBe(200);
    const [leak, diesel, wtt] = await activitiesOf((await res.json()).dataSourceId);
    // 5 kg × 1,530 (IPCC AR6 table 7.SM.7) = 7,650 kg CO2e.
    expect(leak).toMatchObject({
      factor_id: "gwp-ar6:R-134a",
      total_emissions: 7650,
      gwp_basis: "IPCC AR6 100-year",
    });
    // DESNZ 2024 diesel: 2,479.6 kg CO2 + 0.29/28 kg CH4 × 27.9 + 32.9/265 kg N2O × 273.
    expect(diesel?.gwp_basis).toBe("IPCC AR6 100-year");
    expect(diesel?.total_emissions).toBeCloseTo(2479.6 + (0.29 / 28) * 27.9 + (32.9 / 265) * 273, 6);
    expect(diesel?.kg_co2).toBeCloseTo(2479.6, 6);
    expect(wtt).toMatchObject({ gas_split: 0, gwp_basis: "IPCC AR5 100-year" });
    expect(wtt?.total_emissions).toBeCloseTo(611.01, 6);
  });
});

describe("recalculation follows the GWP basis", () => {
  it("a year uploaded under AR5 and recalculated under AR6 moves its leaks and split rows; the WTT row stays", async () => {
    const res = await ingest("fuel_receipt", [
      { activity: "refrigerant", gas: "R-410A", amount: 10, date: "2021-03-31" },
      { activity: "diesel", amount: 1000, unit: "litre", region: "UK", date: "2021-03-31" },
    ]);
    const id = (await res.json()).dataSourceId;
    await setGwpBasis("AR6");
    const recalc = await t.request("/api/carbon/recalculate", {
      method: "POST",
      cookie,
      json: { year: 2021 },
    });
    expect(recalc.status).toBe(200);
    const [leak, diesel, wtt] = await activitiesOf(id);
    // 10 kg × (50% × 771 + 50% × 3,740) = 22,555 kg CO2e (AR6 table 7.SM.7).
    expect(leak).toMatchObject({ factor_id: "gwp-ar6:R-410A", gwp_basis: "IPCC AR6 100-year", f_gas_kg: 10 });
    expect(leak?.total_emissions).toBeCloseTo(22_555, 6);
    expect(diesel?.total_emissions).toBeCloseTo(2479.6 + (0.29 / 28) * 27.9 + (32.9 / 265) * 273, 6);
    expect(wtt?.total_emissions).toBeCloseTo(611.01, 6);
    const a = await (await t.request("/api/carbon/analysis?year=2021", { cookie })).json();
    expect(a.byGas.hfc).toBeCloseTo(22.56, 2);
    expect(a.gwpBasis).toEqual({ setting: "AR6", rows: ["IPCC AR5 100-year", "IPCC AR6 100-year"] });
  });
});

describe("analysis by gas and biogenic CO2", () => {
  it("byGas sums to the total, HFCs from leaks, biogenic CO2 of the diesel blend outside the scopes; R-22 apart", async () => {
    const res = await ingest("fuel_receipt", [
      { activity: "diesel", amount: 1000, unit: "litre", region: "UK", date: "2021-05-31" },
      { activity: "natural gas", amount: 10_000, unit: "kWh", region: "UK", date: "2021-05-31" },
      { activity: "refrigerant", gas: "R-410A", amount: 10, date: "2021-05-31" },
      { activity: "refrigerant", gas: "R-22", amount: 2, date: "2021-05-31" },
    ]);
    expect(res.status).toBe(200);
    const a = await (await t.request("/api/carbon/analysis?year=2021", { cookie })).json();
    expect(a.reportingYear).toBe(2021);
    const g = a.byGas;
    // CO2: diesel 2,479.6 + natural gas 1,825.3 kg; CH4 0.29 + 2.8; N2O 32.9 + 0.9 (DESNZ 2024 columns, AR5).
    // The parts are rounded to sum to the rounded total, so one may move by a hundredth.
    expect(g.co2).toBeCloseTo(4.3, 1);
    expect(g.ch4).toBeCloseTo(0, 2);
    expect(g.n2o).toBeCloseTo(0.03, 2);
    expect(g.hfc).toBeCloseTo(19.24, 2);
    expect(g.pfc + g.sf6 + g.nf3).toBe(0);
    // The derived well-to-tank rows give CO2e only.
    expect(g.unsplit).toBeCloseTo((611.01 + 302.1) / 1000, 2);
    const sum = Object.values(g as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(sum).toBeCloseTo(a.currentEmissions.total, 6);
    // 1,000 litres × 0.16 kg (DESNZ 2024 'Outside of scopes', diesel average biofuel blend).
    expect(a.biogenicCo2).toBeCloseTo(0.16, 6);
    // 2 kg R-22 × 1,760: a memo, not in scope 1.
    expect(a.montrealProtocolGases).toBeCloseTo(3.52, 6);
    expect(a.currentEmissions.breakdown.scope1Details.fugitive).toBeCloseTo(19.24, 2);
    expect(a.gwpBasis).toEqual({ setting: "AR5", rows: ["IPCC AR5 100-year"] });
  });

  it("the ESRS E1 draft, the IFRS S2 summary and the GRI 305 table carry the gases and the biogenic CO2", async () => {
    await ingest("fuel_receipt", [
      { activity: "diesel", amount: 1000, unit: "litre", region: "UK", date: "2021-05-31" },
      { activity: "refrigerant", gas: "SF6", amount: 1, date: "2021-05-31" },
    ]);
    const docs = (await (await t.request("/api/dashboard", { cookie })).json()).documents as {
      id: number;
      type: string;
    }[];
    const idOf = (type: string) => docs.find((d) => d.type === type)?.id;
    const gri = await t.request(`/api/documents/${idOf("GRI")}/download?year=2021`, { cookie });
    expect(gri.status).toBe(200);
    const rows = parse(await gri.text(), { bom: true, skip_empty_lines: true }) as string[][];
    const row = (source: string) => rows.find((r) => r[2] === "2021" && r[4] === source);
    expect(Number(row("Sulphur hexafluoride (SF6)")?.[5])).toBeCloseTo(23.5, 6);
    expect(Number(row("Carbon dioxide (CO2)")?.[5])).toBeCloseTo(2.48, 2);
    expect(row("Biogenic CO2")?.slice(3, 7)).toEqual(["Outside of scopes", "Biogenic CO2", "0.16", "t CO2"]);
    const basis = rows.find((r) => r[4] === "GWP basis");
    expect(basis?.[5]).toBe("IPCC AR5 100-year");

    const reportText = async (type: string) =>
      pdfText(await t.request(`/api/documents/${idOf(type)}/download?year=2021`, { cookie }));
    const text = await reportText("CSRD");
    expect(text).toContain("E1-6 GHG emissions by gas, and biogenic CO2 outside the scopes");
    expect(text).toContain("Sulphur hexafluoride (SF6) 23.5 ");
    expect(text).toContain("Biogenic CO2 (biofuel blends, biomass, UK grid electricity), t CO2 0.16");
    expect(text).toContain("GWP basis: IPCC AR5 100-year");

    const ifrs = await reportText("ISSB");
    expect(ifrs).toContain("Greenhouse gases and CO2 outside the scopes (paragraph 29(a)(i))");
    expect(ifrs).toContain("Sulphur hexafluoride (SF6) 23.5 ");
    expect(ifrs).toContain("Biogenic CO2 (biofuel blends, biomass, UK grid electricity), t CO2 0.16");
  }, 60_000);
});
