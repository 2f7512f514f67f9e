import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { createTestApp } from "../test/test-app";

// A recalculation reaches the rows of uploads still waiting for review, so an upload approved after a
// settings change counts with the new settings. The demo company's data is in 2023-2024; this uses 2021.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(() => t.close());

const send = (method: string, path: string, json: unknown, cookie = admin) =>
  t.request(path, { method, json, cookie });
async function get(path: string, cookie = admin) {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.json();
}
async function settings(change: Record<string, unknown>) {
  const current = await get("/api/companies/1/reporting-settings");
  const res = await send("PUT", "/api/companies/1/reporting-settings", { ...current, ...change });
  expect(res.status).toBe(200);
}
async function ingest(sourceType: string, activities: unknown[]) {
  const res = await send("POST", "/api/carbon/ingest", { sourceType, rawData: { activities } });
  expect(res.status).toBe(200);
  return (await res.json()) as { dataSourceId: number; reviewStatus: string };
}
const rowsOf = (dataSourceId: number) =>
  t.db
    .selectFrom("emission_activities")
    .select(["id", "total_emissions", "factor_id", "gwp_basis"])
    .where("company_id", "=", 1)
    .where("data_source_id", "=", dataSourceId)
    .orderBy("id")
    .execute();

describe("recalculation and uploads waiting for review", () => {
  it("a pending leak recalculated under AR6 counts at AR6 once approved; totals leave it out until then", async () => {
    const diesel = { activity: "diesel", amount: 1000, unit: "litre", region: "UK", date: "2021-03-31" };
    const counted = await ingest("fuel_receipt", [diesel]);
    expect(counted.reviewStatus).toBe("approved");
    await settings({ requireApproval: true });
    // 5 kg HFC-134a: 6,500 kg CO2e under AR5 (GWP 1,300), 7,650 under AR6 (GWP 1,530).
    const leak = await ingest("fuel_receipt", [
      { activity: "refrigerant", gas: "HFC-134a", amount: 5, date: "2021-06-30" },
    ]);
    expect(leak.reviewStatus).toBe("pending");
    const [before] = await rowsOf(leak.dataSourceId);
    expect(before?.total_emissions).toBeCloseTo(6500, 6);
    const countedKg = (await rowsOf(counted.dataSourceId)).reduce((s, r) => s + r.total_emissions, 0);

    await settings({ gwpBasis: "AR6" });
    const res = await send("POST", "/api/carbon/recalculate", { year: 2021 });
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.awaitingReview).toBe(1);
    // The year's totals are its counted rows: the pending leak is in neither.
    expect(result.oldTotalKg).toBeCloseTo(countedKg, 6);
    const [after] = await rowsOf(leak.dataSourceId);
    expect(after).toMatchObject({
      factor_id: expect.stringMatching(/^gwp-ar6:/),
      gwp_basis: "IPCC AR6 100-year",
    });
    expect(after?.total_emissions).toBeCloseTo(7650, 6);
    // Audited as every recalculated row: its old and new figures, and the count in the audit entry.
    const change = await t.db
      .selectFrom("carbon_recalculation_changes")
      .select(["old_kg", "new_kg"])
      .where("company_id", "=", 1)
      .where("recalculation_id", "=", result.recalculationId)
      .where("activity_id", "=", after?.id as number)
      .executeTakeFirst();
    expect(change?.old_kg).toBeCloseTo(6500, 6);
    expect(change?.new_kg).toBeCloseTo(7650, 6);
    const log = await get("/api/companies/1/audit-log?entity=reporting_year");
    expect(log.entries[0]).toMatchObject({ action: "recalculate", entityId: "2021" });
    expect(JSON.stringify(log.entries[0])).toContain('"awaitingReview":1');
    // Still pending: in no total.
    const pendingAnalysis = await get("/api/carbon/analysis?year=2021");
    expect(pendingAnalysis.byGas.hfc).toBe(0);

    const approved = await send(
      "POST",
      `/api/carbon/sources/${leak.dataSourceId}/approve`,
      {},
      await addMember(t, admin, 1, "admin", "second-admin"),
    );
    expect(approved.status).toBe(200);
    const analysis = await get("/api/carbon/analysis?year=2021");
    expect(analysis.byGas.hfc).toBeCloseTo(7.65, 2);
    expect(analysis.gwpBasis).toMatchObject({ setting: "AR6" });
    expect(analysis.gwpBasis.rows).toContain("IPCC AR6 100-year");
  });
});
