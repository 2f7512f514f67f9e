import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const valid = {
  category: "Social",
  metric: "Supported employment placements",
  description: "Placements for people returning to work through the local jobcentre partnership.",
  value: 18,
  unit: "people",
  baseline: 6,
  target: 30,
  targetDate: "2027-06-30",
  methodology: "Placements completing 12 weeks",
  verificationStatus: "self_reported",
  dataSource: "HR onboarding records",
  beneficiaries: 18,
  geographicScope: "Sheffield, UK",
  reportingPeriod: "FY2025",
};

type Measurement = typeof valid & { id: number; companyId: number; progressToTarget: number | null };

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom("impact_measurements")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const list = async (): Promise<Measurement[]> =>
  (await t.request("/api/impact-measurements/1", { cookie })).json();

const create = (json: unknown) => t.request("/api/impact-measurements", { method: "POST", cookie, json });

describe("GET /api/impact-measurements/{companyId}", () => {
  it("lists the seeded measurements in every category and verification status", async () => {
    const res = await t.request("/api/impact-measurements/1", { cookie });
    expect(res.status).toBe(200);
    const items: Measurement[] = await res.json();
    expect(items.length).toBeGreaterThanOrEqual(9);
    expect(new Set(items.map((m) => m.category))).toEqual(new Set(["Environmental", "Social", "Economic"]));
    expect(new Set(items.map((m) => m.verificationStatus))).toEqual(
      new Set(["unverified", "self_reported", "third_party_verified"]),
    );
    expect(items.every((m) => m.companyId === 1)).toBe(true);
    const solar = items.find((m) => m.metric === "GHG emissions avoided by rooftop solar");
    expect(solar).toMatchObject({ value: 212, baseline: 0, target: 300, targetDate: "2026-12-31" });
    expect(solar?.progressToTarget).toBeCloseTo(70.67, 2);
    // No target above 0 → no progress.
    expect(items.find((m) => m.metric === "Local jobs supported")?.progressToTarget).toBeNull();
  });

  it("needs a session and the user's own company id", async () => {
    expect((await t.request("/api/impact-measurements/1")).status).toBe(401);
    expect((await t.request("/api/impact-measurements/2", { cookie })).status).toBe(403);
  });

  it("never lists another company's measurements", async () => {
    const other = await t.db
      .insertInto("companies")
      .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("impact_measurements")
      .values({
        company_id: other.id,
        category: "Economic",
        metric: "Their metric",
        description: "Not ours",
        value: 1,
        unit: "GBP",
        baseline: null,
        target: null,
        target_date: null,
        methodology: null,
        verification_status: "unverified",
        data_source: null,
        beneficiaries: 1_000_000,
        geographic_scope: null,
        reporting_period: null,
        created_at: "2030-01-01",
      })
      .execute();
    const items = await list();
    expect(items.map((m) => m.metric)).not.toContain("Their metric");
  });

  it("is the same body over REST and tRPC", async () => {
    const rest = await list();
    const rpc = await (await t.request("/trpc/impactMeasurement.list", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("POST /api/impact-measurements", () => {
  it("records a measurement for the user's company and lists it first", async () => {
    const res = await create({ ...valid, metric: "  Supported employment placements ", companyId: 99 });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({ ...valid, companyId: 1, progressToTarget: 50 });
    const row = await t.db
      .selectFrom("impact_measurements")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: 1,
      metric: "Supported employment placements",
      target_date: "2027-06-30",
    });
    expect((await list())[0]).toEqual(created);
  });

  it("needs only metric, description, value and unit; defaults the rest; empty target date is null", async () => {
    const res = await create({
      metric: "Trees planted",
      description: "Hedgerow restoration",
      value: 1200,
      unit: "trees",
      targetDate: "",
      baseline: null,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      category: "Environmental",
      verificationStatus: "unverified",
      baseline: null,
      target: null,
      targetDate: null,
      methodology: null,
      dataSource: null,
      beneficiaries: null,
      geographicScope: null,
      reportingPeriod: null,
      progressToTarget: null,
    });
  });

  it.each([
    [{ value: 5, baseline: 5, target: 5 }, 0], // target equals baseline
    [{ value: 40, baseline: 0, target: 20 }, 100], // clamped
    [{ value: -5, baseline: 0, target: 20 }, 0], // clamped
    [{ value: 5, baseline: null, target: 0 }, null], // not shown when target is not above 0
  ])("progress to target of %j is %s", async (patch, expected) => {
    const created = await (await create({ ...valid, ...patch })).json();
    expect(created.progressToTarget).toBe(expected);
  });

  it.each([
    ["metric", { metric: " " }],
    ["metric", { metric: undefined }],
    ["metric", { metric: "m".repeat(201) }],
    ["description", { description: "" }],
    ["value", { value: undefined }],
    ["value", { value: "18" }],
    ["unit", { unit: undefined }],
    ["baseline", { baseline: "six" }],
    ["target", { target: 2e12 }],
    ["targetDate", { targetDate: "30/06/2027" }],
    ["category", { category: "Governance" }],
    ["verificationStatus", { verificationStatus: "verified" }],
    ["beneficiaries", { beneficiaries: -1 }],
    ["beneficiaries", { beneficiaries: 2.5 }],
    ["reportingPeriod", { reportingPeriod: "p".repeat(51) }],
    ["methodology", { methodology: "m".repeat(2001) }],
  ])("refuses a bad %s with 400 and writes nothing", async (path, patch) => {
    const before = await count();
    const res = await create({ ...valid, ...patch });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.issues.map((i: { path: string[] }) => i.path.join("."))).toEqual([path]);
    expect(await count()).toBe(before);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/impact-measurements", { method: "POST", json: valid })).status).toBe(401);
  });

  it("is the same output over tRPC", async () => {
    const res = await t.request("/trpc/impactMeasurement.create", { method: "POST", cookie, json: valid });
    expect(res.status).toBe(200);
    const created = (await res.json()).result.data;
    expect((await list()).find((m) => m.id === created.id)).toEqual(created);
  });
});

describe("Reset Demo", () => {
  it("restores the seeded measurements", async () => {
    const seeded = await list();
    await create(valid);
    await t.db.deleteFrom("impact_measurements").where("category", "=", "Economic").execute();
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const strip = (xs: Measurement[]) => xs.map((m) => [m.metric, m.value, m.verificationStatus]);
    expect(strip(await list())).toEqual(strip(seeded));
  });
});
