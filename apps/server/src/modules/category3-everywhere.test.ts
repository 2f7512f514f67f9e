import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// Category 3 wherever the factor set allows: fuels outside the UK and US, upstream per region, and
// hand-entered upstream rows exactly where nothing is derived.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const post = (path: string, json: unknown) => t.request(path, { method: "POST", cookie, json });
const ingest = (sourceType: string, activities: unknown[]) =>
  post("/api/carbon/ingest", { sourceType, rawData: { activities } });

async function createSite(body: Record<string, unknown>) {
  const res = await post("/api/companies/1/sites", body);
  expect(res.status).toBe(200);
  return (await res.json()) as { id: number };
}

const activitiesOf = (dataSourceId: number) =>
  t.db
    .selectFrom("emission_activities")
    .select([
      "id",
      "activity",
      "factor_id",
      "total_emissions",
      "region",
      "derived_from_id",
      "warnings",
      "scope",
    ])
    .where("company_id", "=", 1)
    .where("data_source_id", "=", dataSourceId)
    .orderBy("id")
    .execute();

type Warning = { code: string; message: string; rows: number; region?: string };

describe("fuels in a country without its own factor set", () => {
  it("diesel at a German site: the DESNZ global default with a warning, and its derived well-to-tank", async () => {
    const berlin = await createSite({ name: "Berlin plant", country: "DE" });
    const res = await ingest("fuel_receipt", [
      { activity: "diesel", amount: 1000, unit: "litre", date: "2025-03-31", site: berlin.id },
    ]);
    expect(res.status).toBe(200);
    const body = await res.json();
    const warning = (body.warnings as Warning[]).find((w) => w.code === "global_default_factor");
    expect(warning?.message).toMatch(/DE .*global default for fuels, DESNZ 2024/);
    expect(body.derivedActivities).toBe(1);

    const [diesel, wtt] = await activitiesOf(body.dataSourceId);
    // DESNZ 2024: diesel 2.51279 kg/litre (combustion), 0.61101 kg/litre (well-to-tank).
    expect(diesel).toMatchObject({
      activity: "diesel",
      factor_id: "uk-diesel-litre-desnz2024",
      region: "DE",
    });
    expect(diesel?.total_emissions).toBeCloseTo(2512.79, 9);
    expect(wtt).toMatchObject({
      activity: "diesel_wtt",
      factor_id: "uk-diesel_wtt-litre-desnz2024",
      derived_from_id: diesel?.id,
      region: "DE",
      scope: 3,
    });
    expect(wtt?.total_emissions).toBeCloseTo(611.01, 9);
    expect(JSON.parse(wtt?.warnings ?? "[]").map((w: Warning) => w.code)).toEqual(["global_default_factor"]);
  });

  it("US diesel (EPA) gets its well-to-tank too: WTT is the fuel's, not the country's", async () => {
    const res = await ingest("fuel_receipt", [
      { activity: "diesel", amount: 100, unit: "US gallon", region: "US", date: "2025-03-31" },
    ]);
    expect(res.status).toBe(200);
    const rows = await activitiesOf((await res.json()).dataSourceId);
    expect(rows.map((r) => r.factor_id)).toEqual([
      "us-diesel-gallon-epa2024",
      "uk-diesel_wtt-litre-desnz2024",
    ]);
    // 100 US gallons = 378.5411784 litres.
    expect(rows[1]?.total_emissions).toBeCloseTo(378.5411784 * 0.61101, 9);
  });
});

describe("electricity upstream where no source exists for the region", () => {
  it("one warning per region naming what is missing; none for the UK", async () => {
    const res = await ingest("energy_bill", [
      { activity: "electricity", amount: 1000, unit: "kWh", region: "DE", date: "2025-04-30" },
      { activity: "electricity", amount: 2000, unit: "kWh", region: "DE", date: "2025-05-31" },
      { activity: "electricity", amount: 1000, unit: "kWh", region: "US-CAMX", date: "2025-04-30" },
      { activity: "electricity", amount: 1000, unit: "kWh", region: "GB", date: "2025-04-30" },
    ]);
    expect(res.status).toBe(200);
    const missing = ((await res.json()).warnings as Warning[]).filter(
      (w) => w.code === "category3_not_derived",
    );
    expect(missing.map((w) => [w.region, w.rows])).toEqual([
      ["DE", 2],
      ["US-CAMX", 1],
    ]);
    expect(missing[0]?.message).toMatch(/no electricity td losses factor for DE/);
    expect(missing[1]?.message).toMatch(
      /electricity td losses, electricity wtt generation, electricity wtt td losses factor for US-CAMX/,
    );
  });

  it("a hand-typed T&D row with its own factor is accepted in DE, refused in the UK", async () => {
    const own = { kgCO2ePerUnit: 0.02, unit: "kWh", source: "Netzbetreiber T&D-Verluste 2024" };
    const de = await ingest("energy_bill", [
      {
        activity: "T&D losses",
        amount: 10_000,
        unit: "kWh",
        region: "DE",
        date: "2025-04-30",
        supplierFactor: own,
      },
    ]);
    expect(de.status).toBe(200);
    const deSource = (await de.json()).dataSourceId as number;
    const [row] = await activitiesOf(deSource);
    expect(row).toMatchObject({
      activity: "electricity_td_losses",
      factor_id: "own:electricity_td_losses:DE",
      scope: 3,
      total_emissions: 200,
    });
    const listed = await t.request(`/api/carbon/emissions/1?sourceId=${deSource}`, {
      cookie,
    });
    expect(listed.status).toBe(200);
    const listedBody = await listed.json();
    expect(listedBody.emissions[0]).toMatchObject({
      factorName: "Own factor (Netzbetreiber T&D-Verluste 2024)",
      factorSource: "Netzbetreiber T&D-Verluste 2024",
      warnings: [expect.objectContaining({ code: "own_factor" })],
    });

    // In the UK the electricity rows yield DESNZ T&D: a hand-typed one would count it twice, factor or not.
    const ukOwn = await ingest("energy_bill", [
      {
        activity: "T&D losses",
        amount: 10_000,
        unit: "kWh",
        region: "GB",
        date: "2025-04-30",
        supplierFactor: own,
      },
    ]);
    expect(ukOwn.status).toBe(400);
    const uk = await ingest("energy_bill", [
      { activity: "T&D losses", amount: 10_000, unit: "kWh", region: "GB", date: "2025-04-30" },
    ]);
    expect(uk.status).toBe(400);
    const issue = (await uk.json()).issues[0];
    expect(issue.path).toEqual(["rows", "1", "activity"]);
    expect(issue.message).toMatch(/derived from the electricity grid rows in GB/);

    // Without a factor of its own there is nothing to calculate it with in DE.
    const bare = await ingest("energy_bill", [
      { activity: "T&D losses", amount: 10_000, unit: "kWh", region: "DE", date: "2025-04-30" },
    ]);
    expect(bare.status).toBe(400);
  });

  it("a hand-typed fuel well-to-tank stays refused everywhere: it is always derived", async () => {
    const res = await ingest("fuel_receipt", [
      { activity: "diesel_wtt", amount: 100, unit: "litre", region: "DE", date: "2025-04-30" },
    ]);
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["rows", "1", "activity"]);
  });
});
