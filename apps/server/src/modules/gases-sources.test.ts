import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// The split by gas of US EPA factors, the biogenic CO2 of UK electricity and the gas columns of the emissions
// export, through the real app. The demo company's data is in 2023-2024, so these tests use 2021.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const ingest = async (sourceType: string, activities: unknown[]) => {
  const res = await t.request("/api/carbon/ingest", {
    method: "POST",
    cookie,
    json: { sourceType, rawData: { activities } },
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body.issues)).toBe(200);
  return body.dataSourceId as number;
};

const activitiesOf = (dataSourceId: number) =>
  t.db
    .selectFrom("emission_activities")
    .select(["factor_id", "total_emissions", "gas_split", "kg_co2", "kg_ch4", "kg_n2o", "biogenic_co2"])
    .where("company_id", "=", 1)
    .where("data_source_id", "=", dataSourceId)
    .orderBy("id")
    .execute();

const analysis = async (year: number) =>
  (await t.request(`/api/carbon/analysis?year=${year}`, { cookie })).json();

const KG_PER_LB = 0.45359237;

describe("US EPA factors are split by gas", () => {
  it("eGRID electricity, natural gas by the therm and mobile diesel store the Hub's CO2, CH4 and N2O", async () => {
    const id = await ingest("energy_bill", [
      { activity: "electricity", amount: 10_000, unit: "kWh", region: "US", date: "2021-03-31" },
      { activity: "natural gas", amount: 100, unit: "therm", region: "US", date: "2021-03-31" },
    ]);
    const rows = await activitiesOf(id);
    const power = rows.find((r) => r.factor_id === "us-electricity_grid-egrid2022");
    const gas = rows.find((r) => r.factor_id === "us-natural_gas-therm-epa2024");
    // EPA GHG Emission Factors Hub 2024, Table 6 row 359 (US average): lb of each gas per MWh.
    expect(power).toMatchObject({ gas_split: 1, biogenic_co2: null });
    expect(power?.total_emissions).toBeCloseTo(3752.94, 6);
    expect(power?.kg_co2).toBeCloseTo(10 * 823.149 * KG_PER_LB, 6);
    expect(power?.kg_ch4).toBeCloseTo(10 * 0.066 * KG_PER_LB, 9);
    expect(power?.kg_n2o).toBeCloseTo(10 * 0.009 * KG_PER_LB, 9);
    // Table 1 row 39: 53.06 kg CO2, 1 g CH4, 0.1 g N2O per mmBtu; 100 therms = 10 mmBtu.
    expect(gas).toMatchObject({ gas_split: 1 });
    expect(gas?.kg_co2).toBeCloseTo(530.6, 9);
    expect(gas?.kg_ch4).toBeCloseTo(0.01, 12);
    expect(gas?.kg_n2o).toBeCloseTo(0.001, 12);

    const fuel = await ingest("fuel_receipt", [
      { activity: "diesel", amount: 100, unit: "US_gallon", region: "US", date: "2021-03-31" },
    ]);
    const diesel = (await activitiesOf(fuel)).find((r) => r.factor_id === "us-diesel-gallon-epa2024");
    // Table 2 row 106 gives mobile combustion CO2 only: the whole row is CO2.
    expect(diesel).toMatchObject({ gas_split: 1, kg_ch4: 0, kg_n2o: 0 });
    expect(diesel?.kg_co2).toBeCloseTo(1021, 9);

    const a = await analysis(2021);
    const epaCo2 = (10 * 823.149 * KG_PER_LB + 530.6 + 1021) / 1000;
    // The parts are rounded to hundredths so that they sum to the rounded total: one may move by one.
    expect(Math.abs(a.byGas.co2 - epaCo2)).toBeLessThanOrEqual(0.011);
    const rest = rows.concat(await activitiesOf(fuel)).filter((r) => Number(r.gas_split) === 0);
    const unsplit = rest.reduce((s, r) => s + r.total_emissions, 0) / 1000;
    expect(Math.abs(a.byGas.unsplit - unsplit)).toBeLessThanOrEqual(0.011);
    const sum = Object.values(a.byGas as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(sum).toBeCloseTo(a.currentEmissions.total, 6);
  });

  it("under AR6 an EPA row is re-weighted from its gases: stationary propane, 100 gallons", async () => {
    const current = await (await t.request("/api/companies/1/reporting-settings", { cookie })).json();
    const put = await t.request("/api/companies/1/reporting-settings", {
      method: "PUT",
      cookie,
      json: { ...current, gwpBasis: "AR6" },
    });
    expect(put.status).toBe(200);
    const id = await ingest("fuel_receipt", [
      { activity: "propane", amount: 100, unit: "US_gallon", region: "US", date: "2021-03-31" },
    ]);
    const propane = (await activitiesOf(id)).find((r) => r.factor_id === "us-propane-gallon-epa2024");
    // Table 1 row 73: 5.72 kg CO2, 0.27 g CH4, 0.05 g N2O per gallon; AR6 CH4 27.9, N2O 273.
    expect(propane?.total_emissions).toBeCloseTo(572 + 0.027 * 27.9 + 0.005 * 273, 9);
  });
});

describe("biogenic CO2 of UK electricity", () => {
  it("10,000 kWh: 1.1507 t CO2 outside the scopes, not in the total", async () => {
    const id = await ingest("energy_bill", [
      { activity: "electricity", amount: 10_000, unit: "kWh", region: "UK", date: "2021-05-31" },
    ]);
    const power = (await activitiesOf(id)).find((r) => r.factor_id === "uk-electricity_grid-desnz2024");
    // DESNZ 2024 'Outside of scopes' D94: 0.11507 kg CO2 per kWh of UK electricity.
    expect(power?.biogenic_co2).toBeCloseTo(1150.7, 6);
    const a = await analysis(2021);
    // The analysis gives tonnes to the hundredth.
    expect(a.biogenicCo2).toBe(1.15);
    const sum = Object.values(a.byGas as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(sum).toBeCloseTo(a.currentEmissions.total, 6);
  });
});

describe("the emissions export's gas columns", () => {
  it("every row has them: split rows their kg of each gas, a leak its gas, CO2e-only rows 'no'", async () => {
    await ingest("fuel_receipt", [
      { activity: "diesel", amount: 1000, unit: "litre", region: "UK", date: "2021-05-31" },
      { activity: "refrigerant", gas: "R-410A", amount: 10, date: "2021-05-31" },
    ]);
    const res = await t.request("/api/carbon/emissions/1/export.csv?year=2021", { cookie });
    expect(res.status).toBe(200);
    const rows = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    const byFactor = (id: string) => rows.find((r) => r.factor_id === id);
    // DESNZ 2024 'Fuels' E72:G72 (AR5 kg CO2e of each gas) and 'Outside of scopes' D22.
    const diesel = byFactor("uk-diesel-litre-desnz2024");
    expect(diesel?.gas_split).toBe("yes");
    expect(Number(diesel?.kg_co2)).toBeCloseTo(2479.6, 6);
    expect(Number(diesel?.kg_ch4)).toBeCloseTo(0.29 / 28, 9);
    expect(Number(diesel?.kg_n2o)).toBeCloseTo(32.9 / 265, 9);
    expect(Number(diesel?.biogenic_co2_kg)).toBeCloseTo(160, 6);
    expect(diesel?.other_gas).toBe("");
    expect(byFactor("gwp-ar5:R-410A")).toMatchObject({
      gas_split: "yes",
      kg_co2: "",
      other_gas: "R-410A",
      other_gas_group: "hfc",
      other_gas_kg: "10",
    });
    expect(Number(byFactor("gwp-ar5:R-410A")?.other_gas_kg_co2e)).toBeCloseTo(19_235, 6);
    expect(byFactor("uk-diesel_wtt-litre-desnz2024")).toMatchObject({ gas_split: "no", kg_co2: "" });
  });
});
