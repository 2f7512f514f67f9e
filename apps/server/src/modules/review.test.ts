import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { cookieFrom, createTestApp } from "../test/test-app";

// Four-eyes review: with requireApproval on, a new upload (either endpoint) is pending and counts in no total
// until an admin other than its uploader approves it; a rejected one never counts.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(() => t.close());

const PASSWORD = "correct horse battery staple";
const post = (path: string, json: unknown, cookie = admin) =>
  t.request(path, { method: "POST", json, cookie });
async function get(path: string, cookie = admin) {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.json();
}

const member = (role: Role, username = `${role}-user`) => addMember(t, admin, 1, role, username);

async function requireApproval(on: boolean) {
  const settings = await get("/api/companies/1/reporting-settings");
  const res = await t.request("/api/companies/1/reporting-settings", {
    method: "PUT",
    cookie: admin,
    json: { ...settings, requireApproval: on },
  });
  expect(res.status).toBe(200);
  expect((await res.json()).requireApproval).toBe(on);
}

const BILL = { activity: "electricity", amount: 12_345, unit: "kWh", region: "GB", date: "2025-03-31" };
async function ingest(cookie = admin, bill = BILL) {
  const res = await post(
    "/api/carbon/ingest",
    { sourceType: "energy_bill", rawData: { activities: [bill] } },
    cookie,
  );
  expect(res.status).toBe(200);
  return res.json() as Promise<{ dataSourceId: number; totalEmissions: number; reviewStatus: string }>;
}

/** Every total a pending upload must stay out of, for the bill's year. */
async function totals(year: number) {
  return {
    analysis: await get(`/api/carbon/analysis?year=${year}`),
    list: (await get(`/api/carbon/emissions/1?year=${year}`)).summary,
    coverage: await get(`/api/carbon/coverage?year=${year}`),
    // The board's emissions figures (the other metrics move as members join).
    keyMetrics: JSON.stringify(await get("/api/board-reports/1/key-metrics")).match(
      /"key":"(total|scope12)_emissions"[^}]*/g,
    ),
    export: await (
      await t.request(`/api/carbon/emissions/1/export.csv?year=${year}`, { cookie: admin })
    ).text(),
  };
}

const source = async (id: number) =>
  (await get("/api/carbon/sources/1")).find((s: { id: number }) => s.id === id);

describe("requireApproval", () => {
  it("is off by default, and existing and new sources are approved", async () => {
    expect((await get("/api/companies/1/reporting-settings")).requireApproval).toBe(false);
    const { dataSourceId, reviewStatus } = await ingest();
    expect(reviewStatus).toBe("approved");
    const sources = await get("/api/carbon/sources/1");
    expect(sources.every((s: { reviewStatus: string }) => s.reviewStatus === "approved")).toBe(true);
    expect(await source(dataSourceId)).toMatchObject({
      reviewStatus: "approved",
      reviewedBy: null,
      uploadedBy: { name: "Alex Morgan" },
    });
  });

  it("only admins change it", async () => {
    const editor = await member("editor");
    const res = await t.request("/api/companies/1/reporting-settings", {
      method: "PUT",
      cookie: editor,
      json: { requireApproval: true },
    });
    expect(res.status).toBe(403);
  });

  it("a pending upload counts nowhere until another admin approves it, then everywhere", async () => {
    await requireApproval(true);
    const before = await totals(2025);
    const uploaded = await ingest();
    // The answer says so, so the uploader is not told a plain "success".
    expect(uploaded).toMatchObject({ reviewStatus: "pending" });
    expect(await source(uploaded.dataSourceId)).toMatchObject({ reviewStatus: "pending" });
    expect(await totals(2025)).toEqual(before);
    // Its own rows are listed for its reviewer.
    const own = await get(`/api/carbon/emissions/1?sourceId=${uploaded.dataSourceId}`);
    // The bill and its derived category 3 rows.
    expect(own.emissions.length).toBeGreaterThan(0);
    for (const a of own.emissions) expect(a.dataSourceId).toBe(uploaded.dataSourceId);
    const pending = await get("/api/carbon/sources/1?reviewStatus=pending");
    expect(pending.map((s: { id: number }) => s.id)).toEqual([uploaded.dataSourceId]);

    // The uploader cannot approve their own upload, whatever their role.
    const self = await post(`/api/carbon/sources/${uploaded.dataSourceId}/approve`, {});
    expect(self.status).toBe(403);
    expect((await self.json()).message).toMatch(/another admin/);
    // Nor can an editor.
    const editor = await member("editor");
    expect((await post(`/api/carbon/sources/${uploaded.dataSourceId}/approve`, {}, editor)).status).toBe(403);

    const second = await member("admin", "second-admin");
    const approved = await post(`/api/carbon/sources/${uploaded.dataSourceId}/approve`, {}, second);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      reviewStatus: "approved",
      reviewedBy: "second-admin",
      reviewedAt: expect.stringMatching(/^\d{4}-/),
    });
    const after = await totals(2025);
    expect(after.list.total - before.list.total).toBeCloseTo(uploaded.totalEmissions, 3);
    expect(after.analysis).not.toEqual(before.analysis);
    expect(after.export.split("\n").length).toBe(before.export.split("\n").length + own.emissions.length);
    // Approving twice is a conflict.
    expect((await post(`/api/carbon/sources/${uploaded.dataSourceId}/approve`, {}, second)).status).toBe(409);
    const log = await get("/api/companies/1/audit-log?entity=carbon_data_source");
    expect(log.entries[0]).toMatchObject({ action: "approve", entityId: String(uploaded.dataSourceId) });
  });

  it("a streamed upload is pending too, and counts once approved", async () => {
    await requireApproval(true);
    const before = (await get("/api/carbon/emissions/1?year=2025")).summary;
    const body = new FormData();
    body.set(
      "file",
      new Blob(["activity,amount,unit,region,date\nelectricity,5000,kWh,GB,2025-02-28"]),
      "feb.csv",
    );
    const res = await t.request("/api/carbon/uploads", { method: "POST", cookie: admin, body });
    expect(res.status).toBe(202);
    const { uploadId } = await res.json();
    let status = await get(`/api/carbon/uploads/${uploadId}`);
    for (let i = 0; i < 500 && status.status !== "processed"; i++) {
      expect(status.status).not.toBe("error");
      await new Promise((r) => setTimeout(r, 10));
      status = await get(`/api/carbon/uploads/${uploadId}`);
    }
    expect(status).toMatchObject({ status: "processed", reviewStatus: "pending" });
    expect(await source(uploadId)).toMatchObject({ reviewStatus: "pending", processingStatus: "processed" });
    expect((await get("/api/carbon/emissions/1?year=2025")).summary).toEqual(before);
    const second = await member("admin", "second-admin");
    expect((await post(`/api/carbon/sources/${uploadId}/approve`, {}, second)).status).toBe(200);
    const after = (await get("/api/carbon/emissions/1?year=2025")).summary;
    expect(after.total).toBeGreaterThan(before.total);
  });

  it("a rejected upload needs a reason and never counts", async () => {
    await requireApproval(true);
    const before = await totals(2025);
    const { dataSourceId } = await ingest();
    const second = await member("admin", "second-admin");
    const noReason = await post(`/api/carbon/sources/${dataSourceId}/reject`, { reason: " " }, second);
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).issues[0].path).toEqual(["reason"]);
    const rejected = await post(
      `/api/carbon/sources/${dataSourceId}/reject`,
      { reason: "Wrong meter" },
      second,
    );
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({
      reviewStatus: "rejected",
      reviewReason: "Wrong meter",
      reviewedBy: "second-admin",
    });
    expect((await post(`/api/carbon/sources/${dataSourceId}/approve`, {}, second)).status).toBe(409);
    expect(await totals(2025)).toEqual(before);
    const log = await get("/api/companies/1/audit-log?entity=carbon_data_source");
    expect(log.entries[0]).toMatchObject({ action: "reject", entityId: String(dataSourceId) });
  });

  it("approval into a closed year is refused (409) until it is reopened", async () => {
    await requireApproval(true);
    const { dataSourceId } = await ingest();
    expect((await post("/api/carbon/years/2025/close", { reason: "Signed off" })).status).toBe(200);
    const second = await member("admin", "second-admin");
    const refused = await post(`/api/carbon/sources/${dataSourceId}/approve`, {}, second);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/2025 is closed/);
    expect(await source(dataSourceId)).toMatchObject({ reviewStatus: "pending" });
    expect((await post("/api/carbon/years/2025/reopen", { reason: "Late bill" })).status).toBe(200);
    expect((await post(`/api/carbon/sources/${dataSourceId}/approve`, {}, second)).status).toBe(200);
  });

  it("another company's source is not found (404)", async () => {
    await requireApproval(true);
    const { dataSourceId } = await ingest();
    const signup = await post(
      "/api/auth/signup",
      {
        companyName: "Other Ltd",
        industry: "Technology",
        username: "other",
        password: PASSWORD,
        name: "Other",
      },
      "",
    );
    const other = cookieFrom(signup);
    expect((await post(`/api/carbon/sources/${dataSourceId}/approve`, {}, other)).status).toBe(404);
    expect((await post(`/api/carbon/sources/${dataSourceId}/reject`, { reason: "x" }, other)).status).toBe(
      404,
    );
  });
});
