/**
 * An amount (or a figure computed from it) that is not finite or beyond its stated bound
 * is a 400 naming the row before anything is written, and the carbon views keep answering afterwards.
 */
import { MAX_AMOUNT } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const ingest = (json: unknown) => t.request("/api/carbon/ingest", { method: "POST", cookie, json });

const GOOD = { activity: "electricity", amount: 10000, unit: "kWh", region: "GB", date: "2024-06-30" };

/** Every number the carbon tables hold, and how many uploads were processed. */
async function stored() {
  const activities = await t.db
    .selectFrom("emission_activities")
    .select(["activity_amount", "total_emissions", "emission_factor", "market_based_emissions"])
    .execute();
  const sources = await t.db
    .selectFrom("carbon_data_sources")
    .select(["processing_status", "total_emissions", "activity_count"])
    .execute();
  const totals = (
    await t.db.selectFrom("carbon_monthly_totals").select(["location_kg", "market_kg"]).execute()
  ).flatMap((r) => [{ total_emissions: r.location_kg }, { total_emissions: r.market_kg }]);
  const numbers = [
    ...activities.flatMap((a) => [
      a.activity_amount,
      a.total_emissions,
      a.emission_factor,
      a.market_based_emissions ?? 0,
    ]),
    ...sources.flatMap((s) => [s.total_emissions, s.activity_count]),
    ...totals.map((x) => x.total_emissions),
  ];
  return {
    activities: activities.length,
    processed: sources.filter((s) => s.processing_status === "processed").length,
    sources: sources.length,
    allFinite: numbers.every((n) => typeof n === "number" && Number.isFinite(n)),
  };
}

async function expectViewsAnswer() {
  for (const path of ["/api/carbon/analysis", "/api/carbon/emissions/1", "/api/carbon/sources/1"]) {
    const res = await t.request(path, { cookie });
    expect(res.status, path).toBe(200);
  }
}

describe("POST /api/carbon/ingest refuses amounts that are not finite or too large", () => {
  it.each([
    ["1e308 (finite, but kg CO2e after conversion overflows)", 1e308, /at most/],
    ["1e13 (over the 1e12 bound)", 1e13, /at most/],
    ['"Infinity" as text', "Infinity", /Amount must be a number/],
    ['"1e309" as text (parses to Infinity)', "1e309", /finite|at most/],
  ])("amount %s → 400 at rows.2.amount; nothing stored; views still 200", async (_, amount, message) => {
    const before = await stored();
    const res = await ingest({
      fileName: "huge.json",
      rawData: { activities: [GOOD, { ...GOOD, amount, unit: "MWh" }, GOOD] },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toMatch(/^1 row is invalid; nothing was stored\./);
    expect(body.issues).toHaveLength(1);
    expect(body.issues[0].path).toEqual(["rows", "2", "amount"]);
    expect(body.issues[0].message).toMatch(message);
    const after = await stored();
    expect(after.activities).toBe(before.activities);
    expect(after.processed).toBe(before.processed);
    // The failed attempt is recorded, as for any bad row: status error, zero activities, 0 kg.
    expect(after.sources).toBe(before.sources + 1);
    expect(after.allFinite).toBe(true);
    const [failed] = (await (await t.request("/api/carbon/sources/1", { cookie })).json()) as unknown[];
    expect(failed).toMatchObject({ processingStatus: "error", activityCount: 0, totalEmissions: 0 });
    await expectViewsAnswer();
  });

  it("a JSON body with 1e999 (Infinity once parsed) → 400 at the row's amount", async () => {
    const before = await stored();
    const res = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: '{"rawData":{"activities":[{"activity":"diesel","amount":1e999,"unit":"litres","region":"GB","date":"2024-01-31"}]}}',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["rows", "1", "amount"]);
    const after = await stored();
    expect(after).toMatchObject({
      activities: before.activities,
      processed: before.processed,
      allFinite: true,
    });
    await expectViewsAnswer();
  });

  it("CSV text with 1e308 → 400 naming each bad row; nothing stored; views still 200", async () => {
    const before = await stored();
    const rawText =
      "activity,amount,unit,region,date\n" +
      "electricity,10000,kWh,GB,2024-06-30\n" +
      "electricity,1e308,GWh,GB,2024-06-30\n" +
      "diesel,400,litres,GB,2024-06-30\n" +
      "diesel,1e308,litres,GB,2024-06-30\n";
    const res = await ingest({ rawData: { rawText }, fileName: "huge.csv" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toMatch(/^2 rows are invalid; nothing was stored\./);
    expect(body.issues.map((i: { path: string[] }) => i.path)).toEqual([
      ["rows", "2", "amount"],
      ["rows", "4", "amount"],
    ]);
    const after = await stored();
    expect(after).toMatchObject({
      activities: before.activities,
      processed: before.processed,
      allFinite: true,
    });
    await expectViewsAnswer();
  });

  it("the bound itself is accepted and stored as a finite figure", async () => {
    const res = await ingest({ rawData: { activities: [{ ...GOOD, amount: MAX_AMOUNT, unit: "GWh" }] } });
    expect(res.status).toBe(200);
    expect(Number.isFinite((await res.json()).totalEmissions)).toBe(true);
    expect((await stored()).allFinite).toBe(true);
    await expectViewsAnswer();
  });

  it("a supplier factor of 1e308 → 400 at rows.1.supplierFactor.kgCO2ePerUnit", async () => {
    const before = await stored();
    const rawText =
      "activity,amount,unit,region,date,supplier_factor\n" + "electricity,10000,kWh,GB,2024-06-30,1e308\n";
    const res = await ingest({ rawData: { rawText } });
    expect(res.status).toBe(400);
    const [issue] = (await res.json()).issues;
    expect(issue.path).toEqual(["rows", "1", "supplierFactor", "kgCO2ePerUnit"]);
    expect(issue.message).toMatch(/at most/);
    expect((await stored()).processed).toBe(before.processed);
  });

  it("an unknown activity beside a valid row → 400 and no data source marked processed", async () => {
    const before = await stored();
    const res = await ingest({ rawData: { activities: [GOOD, { ...GOOD, activity: "unobtainium" }] } });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["rows", "2", "activity"]);
    const after = await stored();
    expect(after.processed).toBe(before.processed);
    expect(after.activities).toBe(before.activities);
  });

  it("the same refusal over tRPC", async () => {
    const res = await t.request("/trpc/carbon.ingest", {
      method: "POST",
      cookie,
      json: { rawData: { activities: [{ ...GOOD, amount: 1e308 }] } },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.data.issues[0].path).toEqual(["rows", "1", "amount"]);
    await expectViewsAnswer();
  });
});
