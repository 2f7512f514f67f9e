import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// A data source's activity count and total in the sources list are those of its activities as they are now:
// a recalculation that changes, adds or voids them changes the source's figures in the same write.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const send = async (method: string, path: string, json: unknown) => {
  const res = await t.request(path, { method, cookie, json });
  expect(res.status, `${method} ${path}`).toBe(200);
  return res.json();
};
const setPolicy = (category3Policy: "derive" | "off") =>
  send("PUT", "/api/companies/1/reporting-settings", { category3Policy });
const recalculate = (year: number) => send("POST", "/api/carbon/recalculate", { year });
const ingest = async (activities: unknown[]) =>
  (await send("POST", "/api/carbon/ingest", { sourceType: "energy_bill", rawData: { activities } }))
    .dataSourceId as number;

/** The source as the sources list shows it. */
async function listed(id: number): Promise<{ activityCount: number; totalEmissions: number }> {
  const res = await t.request("/api/carbon/sources/1", { cookie });
  expect(res.status).toBe(200);
  const source = ((await res.json()) as { id: number; activityCount: number; totalEmissions: number }[]).find(
    (s) => s.id === id,
  );
  if (!source) throw new Error(`source ${id} is not listed`);
  return { activityCount: source.activityCount, totalEmissions: source.totalEmissions };
}

/** The same figures summed from the source's activities that are not voided. */
async function fromActivities(id: number) {
  const rows = await t.db
    .selectFrom("emission_activities")
    .select("total_emissions")
    .where("company_id", "=", 1)
    .where("data_source_id", "=", id)
    .where("voided_at", "is", null)
    .execute();
  return { activityCount: rows.length, totalEmissions: rows.reduce((s, r) => s + r.total_emissions, 0) };
}

async function expectTrue(id: number) {
  const [shown, actual] = [await listed(id), await fromActivities(id)];
  expect(shown.activityCount).toBe(actual.activityCount);
  expect(shown.totalEmissions).toBeCloseTo(actual.totalEmissions, 6);
  return shown;
}

// DESNZ 2024: 10,000 kWh × (T&D 0.0183 + WTT generation 0.0459 + WTT T&D 0.00397) + 1,000 litres × 0.61101.
const CATEGORY3_KG = 10_000 * (0.0183 + 0.0459 + 0.00397) + 1000 * 0.61101;

describe("a data source's stored figures after a recalculation", () => {
  it("follow the category 3 rows the recalculation inserts and voids", async () => {
    await setPolicy("off");
    const id = await ingest([
      { activity: "electricity", amount: 10_000, unit: "kWh", region: "GB", date: "2025-03-31" },
      { activity: "diesel", amount: 1000, unit: "litre", region: "GB", date: "2025-03-31" },
    ]);
    const direct = await expectTrue(id);
    expect(direct.activityCount).toBe(2);

    await setPolicy("derive");
    expect(await recalculate(2025)).toMatchObject({ derivedCreated: 4 });
    const derived = await expectTrue(id);
    expect(derived.activityCount).toBe(6);
    expect(derived.totalEmissions - direct.totalEmissions).toBeCloseTo(CATEGORY3_KG, 6);

    await setPolicy("off");
    expect(await recalculate(2025)).toMatchObject({ derivedVoided: 4 });
    const again = await expectTrue(id);
    expect(again.activityCount).toBe(2);
    expect(again.totalEmissions).toBeCloseTo(direct.totalEmissions, 6);
  });

  it("follow new figures of the rows themselves (a site's corrected region)", async () => {
    await setPolicy("derive");
    const site = await send("POST", "/api/companies/1/sites", { name: "Leeds plant", country: "DE" });
    const id = await ingest([
      { activity: "electricity", amount: 10_000, unit: "kWh", date: "2025-06-30", site: site.id },
    ]);
    const before = await expectTrue(id);
    await send("PUT", `/api/companies/1/sites/${site.id}`, { name: "Leeds plant", country: "GB" });
    expect(await recalculate(2025)).toMatchObject({ regionsChanged: 1 });
    const after = await expectTrue(id);
    expect(after.totalEmissions).not.toBeCloseTo(before.totalEmissions, 0);
    // DESNZ 2024 UK grid 0.20705 kg/kWh, with its T&D and upstream rows derived in the UK.
    expect(after).toMatchObject({ activityCount: 4 });
    expect(after.totalEmissions).toBeCloseTo(10_000 * (0.20705 + 0.0183 + 0.0459 + 0.00397), 6);
  });

  it("of a source not recalculated, and of a voided one, stay as they were", async () => {
    await setPolicy("derive");
    const other = await ingest([
      { activity: "electricity", amount: 500, unit: "kWh", region: "GB", date: "2024-03-31" },
    ]);
    const voided = await ingest([
      { activity: "electricity", amount: 700, unit: "kWh", region: "GB", date: "2025-03-31" },
    ]);
    const recalculated = await ingest([
      { activity: "electricity", amount: 900, unit: "kWh", region: "GB", date: "2025-04-30" },
    ]);
    const [otherBefore, voidedBefore] = [await expectTrue(other), await expectTrue(voided)];
    await send("POST", `/api/carbon/sources/${voided}/void`, { reason: "Sent twice" });
    await setPolicy("off");
    await recalculate(2025);
    expect(await expectTrue(recalculated)).toMatchObject({ activityCount: 1 });
    expect(await expectTrue(other)).toEqual(otherBefore);
    // The trail of what was withdrawn: its figures when it was voided.
    expect(await listed(voided)).toEqual(voidedBefore);
  });
});
