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
  title: "Q3 ESG Performance Update",
  reportType: "quarterly",
  reportingPeriod: "Q3 2026",
  template: "executive_summary",
  content: { summary: "Energy intensity down 4%." },
  keyMetrics: { "Scope 1 + 2": "1,240 tCO2e" },
  recommendations: { decide: "Approve the LED retrofit." },
};

const reportCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("board_reports")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function create(body: Record<string, unknown> = valid) {
  const res = await t.request("/api/board-reports", { method: "POST", cookie, json: body });
  expect(res.status).toBe(200);
  return res.json();
}

const setStatus = (id: number | string, status: string) =>
  t.request(`/api/board-reports/${id}/status`, { method: "PUT", cookie, json: { status } });

async function otherCompanyReport() {
  const other = await t.db
    .insertInto("companies")
    .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const report = await t.db
    .insertInto("board_reports")
    .values({
      company_id: other.id,
      title: "Their report",
      report_type: "annual",
      reporting_period: "FY2025",
      template: "executive_summary",
      content: "{}",
      key_metrics: "{}",
      recommendations: "{}",
      status: "draft",
      created_by: null,
      created_at: "2026-01-01",
      approved_by: null,
      approval_date: null,
      published_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return report.id;
}

describe("GET /api/board-reports/{companyId}", () => {
  it("lists the seeded reports newest first, one per status", async () => {
    const res = await t.request("/api/board-reports/1", { cookie });
    expect(res.status).toBe(200);
    const reports = await res.json();
    expect(new Set(reports.map((r: { status: string }) => r.status))).toEqual(
      new Set(["draft", "review", "approved", "published"]),
    );
    const dates = reports.map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reports[0]).not.toHaveProperty("companyId");
    const rpc = await (await t.request("/trpc/boardReporting.list", { cookie })).json();
    expect(rpc.result.data).toEqual(reports);
  });

  it("needs a session and the user's own company", async () => {
    expect((await t.request("/api/board-reports/1")).status).toBe(401);
    expect((await t.request("/api/board-reports/2", { cookie })).status).toBe(403);
  });
});

describe("POST /api/board-reports", () => {
  it("creates a draft whatever status the client sends, and lists it first", async () => {
    const created = await create({ ...valid, status: "published" });
    expect(created).toMatchObject({
      ...valid,
      id: expect.any(Number),
      status: "draft",
      approvedBy: null,
      approvalDate: null,
      publishedAt: null,
    });
    const list = await (await t.request("/api/board-reports/1", { cookie })).json();
    expect(list[0]).toEqual(created);
  });

  it("defaults type and template; empty JSON fields become {}", async () => {
    const created = await create({ title: "Special paper", reportingPeriod: "H2 2026" });
    expect(created).toMatchObject({
      reportType: "quarterly",
      template: "executive_summary",
      content: {},
      keyMetrics: {},
      recommendations: {},
    });
  });

  it.each([
    [{ title: "" }, ["title"]],
    [{ title: undefined }, ["title"]],
    [{ reportingPeriod: "  " }, ["reportingPeriod"]],
    [{ reportType: "monthly" }, ["reportType"]],
    [{ template: "custom" }, ["template"]],
    [{ content: "not json" }, ["content"]],
    [{ keyMetrics: [1] }, ["keyMetrics"]],
    [{ recommendations: 5 }, ["recommendations"]],
  ])("refuses %o with 400 at %o and writes nothing", async (patch, paths) => {
    const before = await reportCount();
    const res = await t.request("/api/board-reports", {
      method: "POST",
      cookie,
      json: { ...valid, ...patch },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { path: string[] }) => i.path.join("."))).toEqual(paths);
    expect(await reportCount()).toBe(before);
  });

  it("is the same output over tRPC", async () => {
    const res = await t.request("/trpc/boardReporting.create", { method: "POST", cookie, json: valid });
    expect(res.status).toBe(200);
    const rpc = (await res.json()).result.data;
    const list = await (await t.request("/api/board-reports/1", { cookie })).json();
    expect(list[0]).toEqual(rpc);
  });
});

describe("PUT /api/board-reports/{id}/status", () => {
  it("walks draft → review → approved → published, recording the approver", async () => {
    const { id } = await create();
    const review = await setStatus(id, "review");
    expect(review.status).toBe(200);
    expect((await review.json()).status).toBe("review");

    const approved = await (await setStatus(id, "approved")).json();
    expect(approved).toMatchObject({ status: "approved", approvedBy: "Alex Morgan" });
    expect(Date.parse(approved.approvalDate)).not.toBeNaN();

    const published = await (await setStatus(id, "published")).json();
    expect(published).toMatchObject({ status: "published", approvedBy: "Alex Morgan" });
    expect(published.publishedAt).toEqual(expect.any(String));
  });

  it.each([
    ["draft", "approved"],
    ["draft", "published"],
    ["draft", "draft"],
  ])("refuses %s → %s with 409", async (_from, to) => {
    const { id } = await create();
    const res = await setStatus(id, to);
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe("CONFLICT");
    const row = await t.db
      .selectFrom("board_reports")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("draft");
  });

  it("refuses going backwards and moving a published report", async () => {
    const { id } = await create();
    await setStatus(id, "review");
    expect((await setStatus(id, "draft")).status).toBe(409);
    await setStatus(id, "approved");
    expect((await setStatus(id, "review")).status).toBe(409);
    await setStatus(id, "published");
    for (const s of ["draft", "review", "approved", "published"]) {
      expect((await setStatus(id, s)).status).toBe(409);
    }
  });

  it("validates the status and the id (400)", async () => {
    const { id } = await create();
    const bad = await setStatus(id, "archived");
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toEqual(["status"]);
    const badId = await setStatus("abc", "review");
    expect(badId.status).toBe(400);
    expect((await badId.json()).issues[0].path).toEqual(["id"]);
  });

  it("answers 404 for an unknown id and for another company's report", async () => {
    expect((await setStatus(9999, "review")).status).toBe(404);
    const theirs = await otherCompanyReport();
    expect((await setStatus(theirs, "review")).status).toBe(404);
    const row = await t.db
      .selectFrom("board_reports")
      .select("status")
      .where("id", "=", theirs)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("draft");
  });
});

describe("GET /api/board-reports/{companyId}/key-metrics", () => {
  type Metric = { key: string; value: number | null; display: string; detail: string | null; source: string };
  const metrics = async () => {
    const res = await t.request("/api/board-reports/1/key-metrics", { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    return Object.fromEntries(body.metrics.map((m: Metric) => [m.key, m])) as Record<string, Metric>;
  };

  it("computes the metrics from the company's stored data", async () => {
    const m = await metrics();
    // The seeded suppliers: 10, 6 responded, 3 high risk.
    expect(m.supplier_response_rate).toMatchObject({ value: 60, display: "60%" });
    expect(m.high_risk_suppliers).toMatchObject({ value: 3, detail: "3 of 10 suppliers rated high risk" });
    // The same engine as GET /api/assessment/full.
    const full = await (await t.request("/api/assessment/full", { cookie })).json();
    expect(m.environmental_score?.value).toBe(full.detailedScores.environmental.score);
    expect(m.social_score?.value).toBe(full.detailedScores.social.score);
    expect(m.governance_score?.value).toBe(full.detailedScores.governance.score);
    const d = full.detailedScores;
    const mean = (d.environmental.score + d.social.score + d.governance.score) / 3;
    expect(m.overall_esg_score?.display).toBe(`${Math.round(mean)}/100`);

    // Live, not a sample: a change in the data changes the metric.
    await t.db.updateTable("suppliers").set({ responded: 1 }).execute();
    await t.db.updateTable("suppliers").set({ risk_tier: "low" }).execute();
    const after = await metrics();
    expect(after.supplier_response_rate?.value).toBe(100);
    expect(after.high_risk_suppliers?.value).toBe(0);
  });

  it("reads the inventory: the latest complete year, both Scope 2 methods, the change on the complete year before", async () => {
    await t.db.deleteFrom("carbon_monthly_totals").execute();
    const row = (month: string, scope: number, detail_key: string, kg: number, market_kg = kg) => ({
      company_id: 1,
      month,
      scope,
      detail_key,
      source_type: "energy_bill",
      location_kg: kg,
      market_kg,
      activity_count: 1,
    });
    const gasEveryMonth = (year: number) =>
      Array.from({ length: 12 }, (_, i) =>
        row(`${year}-${String(i + 1).padStart(2, "0")}`, 1, "naturalGas", 25_000),
      );
    await t.db
      .insertInto("carbon_monthly_totals")
      .values([
        ...gasEveryMonth(2024),
        row("2024-06", 2, "electricity", 700_000),
        ...gasEveryMonth(2025),
        row("2025-06", 2, "electricity", 400_000, 100_000),
        row("2025-07", 3, "businessTravel", 200_000),
        // One bill in a new year: partial, so not the year the board sees.
        row("2026-01", 2, "electricity", 1_000),
      ])
      .execute();
    const m = await metrics();
    expect(m.total_emissions).toMatchObject({
      value: 900,
      display: "900 tCO2e",
      source: "Carbon accounting, 2025",
      detail: "Scope 1 300 · Scope 2 400 location-based (100 market-based) · Scope 3 200 tCO2e",
    });
    expect(m.scope12_emissions).toMatchObject({
      value: 700,
      detail: "Direct and purchased-energy emissions, location-based; market-based 400 tCO2e",
    });
    expect(m.emissions_change).toMatchObject({
      value: -10,
      display: "-10%",
      detail: "2025 vs 2024 (complete years)",
    });
  });

  it("stays on 2024 after Reset Demo and one electricity bill dated 2025-01-31", async () => {
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const before = await metrics();
    expect(before.total_emissions?.source).toBe("Carbon accounting, 2024");
    expect(before.emissions_change?.detail).toBe("2024 vs 2023 (complete years)");
    const res = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: {
        sourceType: "energy_bill",
        rawData: {
          activities: [
            { activity: "electricity", amount: 8000, unit: "kWh", region: "GB", date: "2025-01-31" },
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    const after = await metrics();
    for (const key of ["total_emissions", "scope12_emissions", "emissions_change", "environmental_score"]) {
      expect(after[key]).toEqual(before[key]);
    }
    const analysis = await (await t.request("/api/carbon/analysis", { cookie })).json();
    expect(after.total_emissions?.value).toBeCloseTo(analysis.currentEmissions.total, 1);
  });

  it("says 'No data yet' where the company has no data, never a sample figure", async () => {
    for (const table of [
      "suppliers",
      "carbon_monthly_totals",
      "training_progress",
      "training_modules",
      "esg_ratings",
      "benchmark_data",
      "goal_progress",
      "esg_goals",
      "stakeholder_feedback",
      "impact_measurements",
      "regulatory_requirements",
      "risk_assessments",
    ] as const) {
      await t.db.deleteFrom(table).execute();
    }
    const m = await metrics();
    for (const metric of Object.values(m)) {
      expect(metric.value).toBeNull();
      expect(metric.display).toBe("No data yet");
    }
  });

  it("is company-scoped and the same output over tRPC", async () => {
    expect((await t.request("/api/board-reports/2/key-metrics", { cookie })).status).toBe(403);
    expect((await t.request("/api/board-reports/1/key-metrics")).status).toBe(401);
    const rest = await (await t.request("/api/board-reports/1/key-metrics", { cookie })).json();
    const rpc = await (await t.request("/trpc/boardReporting.keyMetrics", { cookie })).json();
    expect(rpc.result.data.metrics).toEqual(rest.metrics);
  });
});

describe("Reset Demo", () => {
  it("restores the seeded reports", async () => {
    const seeded = await (await t.request("/api/board-reports/1", { cookie })).json();
    await create();
    await t.db.deleteFrom("board_reports").where("status", "=", "published").execute();
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const after = await (await t.request("/api/board-reports/1", { cookie })).json();
    expect(after.map((r: { title: string; status: string }) => [r.title, r.status])).toEqual(
      seeded.map((r: { title: string; status: string }) => [r.title, r.status]),
    );
  });
});
