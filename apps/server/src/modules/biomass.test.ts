import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pdfText } from "../test/pdf-text";
import { createTestApp } from "../test/test-app";

// Biomass and biofuels burnt, through the real app: scope 1 holds their CH4 and N2O only, their CO2 is
// biogenic and reported outside the scopes, their energy is renewable. DESNZ 2024: 'Bioenergy' D67 (wood
// pellets per tonne) and D23 (biodiesel per litre), 'Outside of scopes' D78 and D34, 'WTT- bioenergy' D66
// and D22, 'Fuel properties' rows 54 and 42. The demo company's data is in 2023-2024, so this uses 2021.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const ROWS = [
  { activity: "wood pellets", amount: 10, unit: "tonnes", region: "UK", date: "2021-03-31" },
  { activity: "Biodiesel", amount: 2000, unit: "litres", region: "UK", date: "2021-03-31" },
  { activity: "natural gas", amount: 20_000, unit: "kWh", region: "UK", date: "2021-03-31" },
];
// kg CO2e in scope 1: 10 t × 54.33654 + 2,000 l × 0.16751 + 20,000 kWh × 0.1829.
const PELLETS_KG = 543.3654;
const BIODIESEL_KG = 335.02;
const GAS_KG = 3658;
// kg biogenic CO2: 10 t × 1,677.18 + 2,000 l × 2.39.
const BIOGENIC_T = (16_771.8 + 4780) / 1000;

async function ingest() {
  const res = await t.request("/api/carbon/ingest", {
    method: "POST",
    cookie,
    json: { sourceType: "fuel_receipt", rawData: { activities: ROWS } },
  });
  expect(res.status).toBe(200);
  return (await res.json()).dataSourceId as number;
}

const get = async (path: string) => {
  const res = await t.request(path, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe("biomass and biofuels", () => {
  it("are stored as scope 1 fuels with their biogenic CO2 beside them, and their well-to-tank derived", async () => {
    const id = await ingest();
    const rows = await t.db
      .selectFrom("emission_activities")
      .select([
        "activity",
        "scope",
        "ghg_category",
        "detail_key",
        "total_emissions",
        "factor_id",
        "gas_split",
        "biogenic_co2",
        "derived_from_id",
      ])
      .where("company_id", "=", 1)
      .where("data_source_id", "=", id)
      .orderBy("id")
      .execute();
    const of = (activity: string) => rows.find((r) => r.activity === activity);
    expect(of("wood_pellets")).toMatchObject({
      scope: 1,
      detail_key: "woodPellets",
      factor_id: "uk-wood_pellets-tonne-desnz2024",
      gas_split: 0,
      derived_from_id: null,
    });
    expect(of("wood_pellets")?.total_emissions).toBeCloseTo(PELLETS_KG, 6);
    expect(of("wood_pellets")?.biogenic_co2).toBeCloseTo(16_771.8, 6);
    expect(of("biodiesel")).toMatchObject({ scope: 1, factor_id: "uk-biodiesel-litre-desnz2024" });
    expect(of("biodiesel")?.total_emissions).toBeCloseTo(BIODIESEL_KG, 6);
    expect(of("biodiesel")?.biogenic_co2).toBeCloseTo(4780, 6);
    // Category 3: 10 t × 177 and 2,000 l × 0.48103, with no biogenic CO2 of their own.
    expect(of("wood_pellets_wtt")).toMatchObject({ scope: 3, ghg_category: 3, biogenic_co2: null });
    expect(of("wood_pellets_wtt")?.total_emissions).toBeCloseTo(1770, 6);
    expect(of("biodiesel_wtt")?.total_emissions).toBeCloseTo(962.06, 6);
    expect(of("natural_gas")?.biogenic_co2).toBeNull();
  });

  it("take the bioenergy default uncertainty (CH4 and N2O factors, ±84%), which widens scope 1's range", async () => {
    const id = await ingest();
    const list = await get(`/api/carbon/emissions/1?sourceId=${id}&pageSize=50`);
    const of = (activity: string) =>
      list.emissions.find((a: { activity: string }) => a.activity === activity) as Record<string, unknown>;
    const figures = (activity: string) => {
      const a = of(activity);
      return [a.dataQuality, a.activityUncertaintyPct, a.factorUncertaintyPct];
    };
    // A purchased quantity (score 2, ±5%) with a CH4 + N2O factor spanning IPCC's wood defaults (±84%).
    expect(figures("wood_pellets")).toEqual([2, 5, 84]);
    expect(figures("biodiesel")).toEqual([2, 5, 84]);
    // The fossil gas keeps its CO2 factor's ±5%; the derived well-to-tank rows their ±20%.
    expect(figures("natural_gas")[2]).toBe(5);
    expect(figures("wood_pellets_wtt")[2]).toBe(20);
    const stored = await t.db
      .selectFrom("emission_activities")
      .select(["activity", "quality_basis"])
      .where("company_id", "=", 1)
      .where("data_source_id", "=", id)
      .where("activity", "in", ["wood_pellets", "biodiesel"])
      .execute();
    expect(stored.map((r) => r.quality_basis)).toEqual(["default:bioenergy", "default:bioenergy"]);

    // Scope 1's Approach 1 range: three rows, three factors, so all in quadrature.
    const a = await get("/api/carbon/analysis?year=2021");
    const variance =
      (5 ** 2 + 84 ** 2) * (PELLETS_KG ** 2 + BIODIESEL_KG ** 2) +
      (Number(figures("natural_gas")[1]) ** 2 + 5 ** 2) * GAS_KG ** 2;
    const pct = Math.sqrt(variance) / (PELLETS_KG + BIODIESEL_KG + GAS_KG);
    expect(a.currentEmissions.uncertainty.scope1.pct95).toBe(Math.round(pct * 10) / 10);
    // With the fossil fuel ±5% factor on the two bioenergy rows it was 4.5%.
    expect(pct).toBeGreaterThan(12);
  });

  it("the analysis keeps the biogenic CO2 out of scope 1; the energy endpoint counts them as renewable", async () => {
    await ingest();
    const a = await get("/api/carbon/analysis?year=2021");
    expect(a.biogenicCo2).toBeCloseTo(BIOGENIC_T, 2);
    expect(a.currentEmissions.scope1).toBeCloseTo((PELLETS_KG + BIODIESEL_KG + GAS_KG) / 1000, 2);
    // Parts are rounded to hundredths summing to the total, so each may move by a hundredth.
    expect(a.currentEmissions.breakdown.scope1Details.woodPellets).toBeCloseTo(PELLETS_KG / 1000, 1);
    expect(a.currentEmissions.breakdown.scope1Details.biodiesel).toBeCloseTo(BIODIESEL_KG / 1000, 1);
    // DESNZ prints the bioenergy CO2e without its CH4 / N2O split: with the two WTT rows, unsplit.
    expect(a.byGas.unsplit).toBeCloseTo(
      (PELLETS_KG + BIODIESEL_KG + 1770 + 962.06 + 20_000 * 0.03021) / 1000,
      1,
    );

    // 10 t × 5.193 kWh/kg gross = 51.93 MWh; 2,000 l × 10.75 kWh/kg × 0.89 kg/l = 19.135 MWh.
    const e = await get("/api/carbon/energy?year=2021");
    expect(e).toMatchObject({ totalMWh: 91.065, renewableMWh: 71.065, fossilMWh: 20, nuclearMWh: 0 });
    expect(e.renewableSharePct).toBe(78.04);
    expect(e.lines.find((l: { line: string }) => l.line === "renewable_fuels").mwh).toBe(71.065);
    expect(
      e.byCarrier.map((c: { carrier: string; source: string; mwh: number }) => [c.carrier, c.source, c.mwh]),
    ).toEqual([
      ["wood_pellets", "renewable", 51.93],
      ["natural_gas", "fossil", 20],
      ["biodiesel", "renewable", 19.135],
    ]);
    expect(e.notes.join(" ")).toMatch(/Biomass, biogas and biofuels count as renewable fuels/);
  });

  it("the ESRS E1 draft and the GRI 305-1 c row carry their biogenic CO2, E1-5 their renewable energy", async () => {
    await ingest();
    const docs = (await get("/api/dashboard")).documents as { id: number; type: string }[];
    const idOf = (type: string) => docs.find((d) => d.type === type)?.id;
    const gri = await t.request(`/api/documents/${idOf("GRI")}/download?year=2021`, { cookie });
    expect(gri.status).toBe(200);
    const rows = parse(await gri.text(), { bom: true, skip_empty_lines: true }) as string[][];
    const biogenic = rows.find((r) => r[2] === "2021" && r[4] === "Biogenic CO2");
    expect(biogenic?.slice(3, 7)).toEqual(["Outside of scopes", "Biogenic CO2", "21.55", "t CO2"]);
    expect(biogenic?.[7]).toMatch(/biomass and biofuels burnt/);

    const res = await t.request(`/api/documents/${idOf("CSRD")}/download?year=2021`, { cookie });
    expect(res.status).toBe(200);
    const text = await pdfText(res);
    expect(text).toContain("Biogenic CO2 (biofuel blends, biomass, UK grid electricity), t CO2 21.55");
    expect(text).toContain("(8) Fuel consumption from renewable sources, including biomass 71.1");
  }, 60_000);
});
