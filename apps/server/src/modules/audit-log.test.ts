import type { AuditEntity } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// Every write appends an audit entry (when, who, action, entity and id, changed fields before/after).

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

type Entry = {
  id: number;
  companyId: number;
  at: string;
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: assertions say what shape is expected
  before: any;
  // biome-ignore lint/suspicious/noExplicitAny: assertions say what shape is expected
  after: any;
};

async function entries(entity?: AuditEntity): Promise<Entry[]> {
  let q = t.db.selectFrom("audit_log").selectAll().orderBy("id");
  if (entity) q = q.where("entity", "=", entity);
  return (await q.execute()).map((r) => ({
    id: r.id,
    companyId: r.company_id,
    at: r.at,
    userId: r.user_id,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: r.before === null ? null : JSON.parse(r.before),
    after: r.after === null ? null : JSON.parse(r.after),
  }));
}

/** The newest entry of an entity, which must exist. */
async function last(entity: AuditEntity): Promise<Entry> {
  const found = (await entries(entity)).at(-1);
  if (!found) throw new Error(`no audit entry for ${entity}`);
  return found;
}

// biome-ignore lint/suspicious/noExplicitAny: test convenience
async function send(method: string, path: string, json?: unknown): Promise<any> {
  const res = await t.request(path, { method, cookie, json });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(200);
  return res.json();
}

/** Who and when: the demo admin (user 1) of company 1, stamped now. */
function expectSignedIn(e: Entry) {
  expect(e.userId).toBe(1);
  expect(e.companyId).toBe(1);
  expect(Date.now() - Date.parse(e.at)).toBeLessThan(60_000);
}

const creates: [string, AuditEntity, string, Record<string, unknown>][] = [
  [
    "/api/materiality",
    "materiality_topic",
    "topic",
    {
      topic: "Water stewardship",
      category: "Environmental",
      businessImpact: 4,
      stakeholderConcern: 5,
      description: "",
    },
  ],
  [
    "/api/esg-goals",
    "goal",
    "title",
    {
      title: "Halve business-travel emissions",
      description: "Rail-first travel policy.",
      category: "Environmental",
      targetType: "absolute",
      currentValue: 120,
      targetValue: 60,
      unit: "tCO2e",
      baselineYear: 2025,
      targetYear: 2030,
      isScenceBased: true,
    },
  ],
  [
    "/api/regulatory-requirements",
    "requirement",
    "requirement",
    {
      framework: "CSRD",
      requirement: "Pollution disclosures (ESRS E2)",
      description: "Air emissions from the paint line.",
      dueDate: "2027-03-31",
      assignedTo: "Priya Shah",
      completionPercentage: 0,
    },
  ],
  [
    "/api/risk-assessments",
    "risk",
    "riskType",
    {
      riskCategory: "Operational",
      riskType: "Heatwave shutdowns",
      description: "Machine shop temperatures above 35°C stop precision work.",
      geography: "United Kingdom",
      businessUnit: "Precision Machining",
      probability: 3,
      impact: 3,
      mitigationStrategy: "Evaporative cooling.",
      owner: "Operations Director",
    },
  ],
  [
    "/api/esg-ratings",
    "rating",
    "provider",
    {
      provider: "MSCI",
      overallScore: "AA",
      previousScore: "A",
      environmentalScore: 74,
      socialScore: 71,
      governanceScore: 66,
      ratingDate: "2026-05-12",
      trend: "improving",
      methodology: "MSCI ESG Ratings",
      peerRanking: 81,
      strengths: ["Carbon emissions management"],
      weaknesses: ["Board diversity"],
    },
  ],
  [
    "/api/benchmark-data",
    "benchmark",
    "metric",
    {
      industry: "Manufacturing",
      region: "Europe",
      metric: "carbon_intensity_reduction",
      value: 70,
      unit: "% vs 2019",
      year: 2026,
      industryAverage: 60,
      topQuartile: 80,
      dataSource: "CDP 2025",
    },
  ],
  [
    "/api/training-modules",
    "training_module",
    "title",
    {
      title: "Scope 3 Supplier Engagement",
      description: "Collecting primary data from suppliers.",
      category: "Climate Risk",
      difficulty: "Intermediate",
      duration: 45,
      content: { sections: [{ title: "Why primary data", body: "Spend-based factors are coarse." }] },
      isRequired: true,
      completionCriteria: { passingScore: 75 },
      certificateTemplate: "standard",
    },
  ],
  [
    "/api/board-reports",
    "board_report",
    "title",
    {
      title: "Q3 ESG Performance Update",
      reportType: "quarterly",
      reportingPeriod: "Q3 2026",
      template: "executive_summary",
      content: { summary: "Energy intensity down 4%." },
      keyMetrics: { "Scope 1 + 2": "1,240 tCO2e" },
      recommendations: { decide: "Approve the LED retrofit." },
    },
  ],
  [
    "/api/impact-measurements",
    "impact_measurement",
    "metric",
    {
      category: "Social",
      metric: "Supported employment placements",
      description: "Placements through the local jobcentre partnership.",
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
    },
  ],
];

describe("creates", () => {
  it.each(creates)("POST %s → create %s with the stored row as after", async (path, entity, field, body) => {
    const created = await send("POST", path, body);
    const e = await last(entity);
    expect(e).toMatchObject({ action: "create", entity, entityId: String(created.id), before: null });
    expectSignedIn(e);
    // `after` is the stored row (server-computed fields included, as answered), not the request body.
    expect(e.after).toMatchObject(JSON.parse(JSON.stringify(created)));
    expect(e.after[field]).toBe(body[field]);
  });
});

describe("updates and status changes record only the changed fields", () => {
  it("a risk mitigated: status before and after, and no unchanged field", async () => {
    const risk = (await send("GET", "/api/risk-assessments/1")).find(
      (r: { status: string }) => r.status === "active",
    );
    const updated = await send("PUT", `/api/risk-assessments/${risk.id}/status`, { status: "mitigated" });
    const e = await last("risk");
    expect(e).toMatchObject({ action: "status_change", entityId: String(risk.id) });
    expectSignedIn(e);
    expect(e.before.status).toBe("active");
    expect(e.after.status).toBe("mitigated");
    const changed = Object.keys(risk).filter((k) => JSON.stringify(risk[k]) !== JSON.stringify(updated[k]));
    expect(Object.keys(e.before).sort()).toEqual(changed.sort());
    expect(Object.keys(e.after).sort()).toEqual(changed.sort());
    for (const unchanged of ["riskType", "probability", "impact", "riskLevel", "owner", "companyId"]) {
      expect(e.after).not.toHaveProperty(unchanged);
    }
  });

  it("a materiality topic updated: only the edited fields and the recomputed level", async () => {
    const topic = await send("POST", "/api/materiality", creates[0]?.[3]);
    await send("PUT", `/api/materiality/${topic.id}`, {
      ...creates[0]?.[3],
      businessImpact: 1,
      stakeholderConcern: 1,
    });
    const e = await last("materiality_topic");
    expect(e).toMatchObject({ action: "update", entityId: String(topic.id) });
    expectSignedIn(e);
    expect(e.before).toMatchObject({
      businessImpact: 4,
      stakeholderConcern: 5,
      materialityLevel: topic.materialityLevel,
    });
    expect(e.after).toMatchObject({ businessImpact: 1, stakeholderConcern: 1 });
    expect(e.after.materialityLevel).not.toBe(topic.materialityLevel);
    expect(e.after).not.toHaveProperty("topic");
    expect(e.after).not.toHaveProperty("category");
  });

  it("a goal: progress recorded, then achieved", async () => {
    const goal = await send("POST", "/api/esg-goals", creates[1]?.[3]);
    const progress = await send("POST", "/api/goal-progress", {
      goalId: goal.id,
      reportingPeriod: "2026-Q1",
      actualValue: 60,
      notes: "",
    });
    const p = await last("goal_progress");
    expect(p).toMatchObject({ action: "create", entityId: String(progress.id), before: null });
    expect(p.after).toMatchObject({ goalId: goal.id, actualValue: 60, progressPercentage: 100 });
    expectSignedIn(p);

    await send("PUT", `/api/esg-goals/${goal.id}/status`, { status: "achieved" });
    const e = await last("goal");
    expect(e).toMatchObject({ action: "status_change", entityId: String(goal.id) });
    expectSignedIn(e);
    expect(e.before.status).toBe("active");
    expect(e.after.status).toBe("achieved");
    expect(e.after).not.toHaveProperty("title");
    expect(e.after).not.toHaveProperty("targetValue");
  });

  it("a requirement moved to in progress", async () => {
    const req = await send("POST", "/api/regulatory-requirements", creates[2]?.[3]);
    await send("PUT", `/api/regulatory-requirements/${req.id}/status`, { status: "in_progress" });
    const e = await last("requirement");
    expect(e).toMatchObject({ action: "status_change", entityId: String(req.id) });
    expectSignedIn(e);
    expect(e.before).toMatchObject({ status: "pending", completionPercentage: 0 });
    expect(e.after).toMatchObject({ status: "in_progress", completionPercentage: 25 });
    expect(e.after).not.toHaveProperty("framework");
  });

  it("a board report sent for review", async () => {
    const report = await send("POST", "/api/board-reports", creates[7]?.[3]);
    await send("PUT", `/api/board-reports/${report.id}/status`, { status: "review" });
    const e = await last("board_report");
    expect(e).toMatchObject({ action: "status_change", entityId: String(report.id) });
    expectSignedIn(e);
    expect(e.before.status).toBe("draft");
    expect(e.after.status).toBe("review");
    expect(e.after).not.toHaveProperty("title");
  });

  it("a training module edited, started and completed", async () => {
    const module = await send("POST", "/api/training-modules", creates[6]?.[3]);
    await send("PUT", `/api/training-modules/${module.id}`, { ...creates[6]?.[3], duration: 60 });
    const edit = await last("training_module");
    expect(edit).toMatchObject({ action: "update", entityId: String(module.id) });
    expectSignedIn(edit);
    expect(edit.before.duration).toBe(45);
    expect(edit.after.duration).toBe(60);
    expect(edit.after).not.toHaveProperty("title");

    const started = await send("POST", "/api/training-progress", { moduleId: module.id });
    const start = await last("training_progress");
    expect(start).toMatchObject({ action: "create", entityId: String(started.id), before: null });
    expect(start.after).toMatchObject({ moduleId: module.id, status: "in_progress" });
    expectSignedIn(start);

    await send("PUT", `/api/training-progress/${module.id}/complete`, {});
    const done = await last("training_progress");
    expect(done).toMatchObject({ action: "status_change", entityId: String(started.id) });
    expectSignedIn(done);
    expect(done.before).toMatchObject({ status: "in_progress", certificateIssued: false });
    expect(done.after).toMatchObject({ status: "completed", certificateIssued: true, score: 85 });
    expect(done.after).not.toHaveProperty("moduleId");
  });
});

describe("stakeholder feedback", () => {
  it("a public submission is logged with no user; the response with the admin", async () => {
    const res = await t.request("/api/stakeholder-feedback", {
      method: "POST",
      json: {
        topic: "Dust from the yard",
        stakeholderType: "community",
        feedbackType: "concern",
        priority: "high",
        message: "Grinding dust settles on cars parked on Station Road.",
        contactEmail: "neighbour@example.org",
      },
    });
    expect(res.status).toBe(200);
    const receipt = await res.json();
    const filed = await last("stakeholder_feedback");
    expect(filed).toMatchObject({
      action: "create",
      entityId: String(receipt.id),
      userId: null,
      companyId: 1,
      before: null,
    });
    expect(filed.after).toMatchObject({ topic: "Dust from the yard", status: "open" });

    await send("PUT", `/api/stakeholder-feedback/${receipt.id}/respond`, {
      status: "resolved",
      response: "Extraction fitted.",
    });
    const answered = await last("stakeholder_feedback");
    expect(answered).toMatchObject({ action: "respond", entityId: String(receipt.id) });
    expectSignedIn(answered);
    expect(answered.before).toMatchObject({ status: "open" });
    expect(answered.after).toMatchObject({ status: "resolved", response: "Extraction fitted." });
    expect(answered.after).not.toHaveProperty("message");
  });
});

describe("carbon", () => {
  const BILL = { activity: "electricity", amount: 8000, unit: "kWh", region: "GB", date: "2025-01-31" };

  it("an upload, then its void", async () => {
    const up = await send("POST", "/api/carbon/ingest", {
      sourceType: "energy_bill",
      fileName: "jan.json",
      rawData: { activities: [BILL] },
    });
    const e = await last("carbon_data_source");
    expect(e).toMatchObject({ action: "upload", entityId: String(up.dataSourceId), before: null });
    expectSignedIn(e);
    const stored = await t.db
      .selectFrom("carbon_data_sources")
      .select(["activity_count", "total_emissions"])
      .where("id", "=", up.dataSourceId)
      .executeTakeFirstOrThrow();
    expect(e.after).toEqual({
      fileName: "jan.json",
      sourceType: "energy_bill",
      activities: stored.activity_count,
      totalEmissions: up.totalEmissions,
    });
    expect(e.after.totalEmissions).toBeCloseTo(stored.total_emissions, 6);

    await send("POST", `/api/carbon/sources/${up.dataSourceId}/void`, { reason: "Wrong meter" });
    const v = await last("carbon_data_source");
    expect(v).toMatchObject({
      action: "void",
      entityId: String(up.dataSourceId),
      after: { reason: "Wrong meter" },
    });
    expectSignedIn(v);
  });

  it("a refused upload is logged against its error data source", async () => {
    const res = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: {
        sourceType: "energy_bill",
        fileName: "bad.json",
        rawData: { activities: [{ ...BILL, amount: -5 }] },
      },
    });
    expect(res.status).toBe(400);
    const failed = await t.db
      .selectFrom("carbon_data_sources")
      .select("id")
      .where("processing_status", "=", "error")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const e = await last("carbon_data_source");
    expect(e).toMatchObject({
      action: "upload",
      entityId: String(failed.id),
      after: { fileName: "bad.json", sourceType: "energy_bill", status: "error" },
    });
    expectSignedIn(e);
  });

  it("settings with only the changed fields", async () => {
    const before = await send("GET", "/api/companies/1/reporting-settings");
    await send("PUT", "/api/companies/1/reporting-settings", {
      ...before,
      fiscalYearStartMonth: 4,
      baseYear: 2023,
    });
    const e = await last("reporting_settings");
    expect(e).toMatchObject({
      action: "settings",
      entityId: "1",
      before: { fiscalYearStartMonth: before.fiscalYearStartMonth, baseYear: before.baseYear },
      after: { fiscalYearStartMonth: 4, baseYear: 2023 },
    });
    expectSignedIn(e);
  });

  it("close, reopen (with the reasons) and recalculate a year", async () => {
    await send("POST", "/api/carbon/years/2024/close", { reason: "FY2024 signed off" });
    const closed = await last("reporting_year");
    expect(closed).toMatchObject({
      action: "close_year",
      entityId: "2024",
      before: { closed: false },
      after: { closed: true, reason: "FY2024 signed off" },
    });
    expectSignedIn(closed);

    await send("POST", "/api/carbon/years/2024/reopen", { reason: "New factors" });
    const reopened = await last("reporting_year");
    expect(reopened).toMatchObject({
      action: "reopen_year",
      entityId: "2024",
      before: { closed: true },
      after: { closed: false, reason: "New factors" },
    });
    expectSignedIn(reopened);

    const result = await send("POST", "/api/carbon/recalculate", { year: 2024 });
    const recalculated = await last("reporting_year");
    expect(recalculated).toMatchObject({
      action: "recalculate",
      entityId: "2024",
      before: { totalKg: result.oldTotalKg },
      after: {
        totalKg: result.newTotalKg,
        recalculationId: result.recalculationId,
        libraryVersion: result.libraryVersion,
        activityCount: result.activityCount,
        changedCount: result.changedCount,
      },
    });
    expectSignedIn(recalculated);
  });
});

describe("company data and Reset Demo", () => {
  it("an extraction from the bundled snapshot", async () => {
    const r = await send("POST", "/api/companies/scrape-amaroq");
    const e = await last("company_data");
    expect(e).toMatchObject({
      action: "extract",
      after: { kind: "demo-amaroq", websiteUrl: r.data.websiteUrl, companyName: r.data.companyName },
    });
    expectSignedIn(e);
  });

  it("Reset Demo keeps every audit entry and records itself", async () => {
    await send("POST", "/api/materiality", creates[0]?.[3]);
    await send("POST", "/api/esg-ratings", creates[4]?.[3]);
    const before = await entries();
    expect(before.length).toBeGreaterThanOrEqual(2);
    await send("POST", "/api/demo/reset");
    const after = await entries();
    expect(after.slice(0, before.length)).toEqual(before);
    const reset = await last("demo");
    expect(reset).toMatchObject({ action: "reset", entityId: null });
    expectSignedIn(reset);
  });
});
