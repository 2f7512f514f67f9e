import { loadCarbonAnalysis, loadDashboard, loadFullAssessment } from "@esg/api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp } from "../test/test-app";

/**
 * The assessment and the carbon analysis are kept per company until that company's data changes: any write to
 * it recomputes them, bookkeeping writes (a bearer token's "last used" stamp) and other companies' writes do not.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const full = async () => {
  const res = await t.request("/api/assessment/full", { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe("assessment result cache", () => {
  it("answers the same result while nothing changes", async () => {
    expect(await full()).toEqual(await full());
  });

  it("recomputes after a write to any table the model reads, from outside the API too", async () => {
    const before = await full();
    await t.db.deleteFrom("suppliers").where("company_id", "=", 1).execute();
    const afterSuppliers = await full();
    expect(afterSuppliers.detailedScores.social.breakdown).not.toEqual(
      before.detailedScores.social.breakdown,
    );
    await t.db.deleteFrom("risk_assessments").where("company_id", "=", 1).execute();
    await t.db.deleteFrom("regulatory_requirements").where("company_id", "=", 1).execute();
    const afterGovernance = await full();
    expect(afterGovernance.detailedScores.governance).not.toEqual(afterSuppliers.detailedScores.governance);
  });

  it("the dashboard scorecard follows the same recomputation", async () => {
    const dash = async () => (await (await t.request("/api/dashboard", { cookie })).json()).assessment;
    const before = await dash();
    await t.db.deleteFrom("suppliers").where("company_id", "=", 1).execute();
    await t.db.deleteFrom("stakeholder_feedback").where("company_id", "=", 1).execute();
    expect(await dash()).not.toEqual(before);
  });
});

describe("dashboard cache", () => {
  const dashboard = async () => {
    const res = await t.request("/api/dashboard", { cookie });
    expect(res.status).toBe(200);
    return res.json();
  };

  it("answers from the kept result while nothing changes: the same object, not rebuilt", async () => {
    const first = await dashboard();
    const kept = await loadDashboard(t.db, 1);
    expect(await dashboard()).toEqual(first);
    const trpc = await t.request("/trpc/dashboard.get", { cookie });
    expect((await trpc.json()).result.data).toEqual(first);
    expect(await loadDashboard(t.db, 1)).toBe(kept);
  });

  it("shows every write to its parts at once: the company, its documents and suppliers", async () => {
    const before = await dashboard();
    await t.db.updateTable("companies").set({ name: "Renamed Ltd" }).where("id", "=", 1).execute();
    expect((await dashboard()).company.name).toBe("Renamed Ltd");
    await t.db.deleteFrom("documents").where("company_id", "=", 1).execute();
    expect((await dashboard()).documents).toEqual([]);
    const count = before.supplierCount as number;
    const riskiest = before.suppliers[0] as { id: number };
    await t.db.deleteFrom("suppliers").where("id", "=", riskiest.id).execute();
    const after = await dashboard();
    expect(after.supplierCount).toBe(count - 1);
    expect(after.suppliers.map((s: { id: number }) => s.id)).not.toContain(riskiest.id);
  });

  it("a write of another company keeps this company's kept dashboard", async () => {
    const kept = await loadDashboard(t.db, 1);
    await t.db
      .insertInto("companies")
      .values({ name: "B Ltd", industry: "Energy", created_at: "2026-11-26" })
      .execute();
    expect(await loadDashboard(t.db, 1)).toBe(kept);
  });
});

describe("carbon analysis cache", () => {
  const analysis = async () => {
    const res = await t.request("/api/carbon/analysis", { cookie });
    expect(res.status).toBe(200);
    return res.json();
  };

  it("answers the same result while nothing changes, and follows an ingest", async () => {
    const before = await analysis();
    expect(await analysis()).toEqual(before);
    const year = before.reportingYear as number;
    const ingest = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: {
        sourceType: "fuel_receipt",
        rawData: {
          activities: [
            {
              activity: "diesel",
              amount: 1000,
              unit: "litres",
              region: "GB",
              date: `${year}-06-30`,
              description: "Fleet",
            },
          ],
        },
      },
    });
    expect(ingest.status).toBe(200);
    const after = await analysis();
    expect(after.currentEmissions.scope1).toBeGreaterThan(before.currentEmissions.scope1);
  });

  it("follows a write made outside the API (a reset from the CLI, another connection)", async () => {
    const before = await analysis();
    await t.db.deleteFrom("carbon_monthly_totals").where("company_id", "=", 1).execute();
    const after = await analysis();
    expect(after.currentEmissions.total).not.toEqual(before.currentEmissions.total);
  });
});

describe("what invalidates a company's cached results", () => {
  it("a bearer-token read keeps them: the same objects, not rebuilt, though the token's last use is stored", async () => {
    const created = await t.request("/api/tokens", {
      method: "POST",
      cookie,
      json: { name: "BI", scope: "read" },
    });
    expect(created.status).toBe(200);
    const { id, token } = await created.json();
    const analysis = await loadCarbonAnalysis(t.db, 1);
    const assessment = await loadFullAssessment(t.db, 1);
    for (const path of ["/api/carbon/analysis", "/api/assessment/full"]) {
      const res = await t.request(path, { noOrigin: true, headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
    }
    const row = await t.db
      .selectFrom("api_tokens")
      .select("last_used_at")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.last_used_at).not.toBeNull();
    expect(await loadCarbonAnalysis(t.db, 1)).toBe(analysis);
    expect(await loadFullAssessment(t.db, 1)).toBe(assessment);
  });

  it("a write of company A rebuilds A's results and keeps company B's", async () => {
    const signup = await t.request("/api/auth/signup", {
      method: "POST",
      json: {
        companyName: "Other Ltd",
        industry: "Technology",
        username: "other",
        password: "correct horse battery staple",
        name: "Other Admin",
      },
    });
    expect(signup.status).toBe(200);
    const b = (await signup.json()).company.id as number;
    const aBefore = await loadFullAssessment(t.db, 1);
    const bBefore = await loadFullAssessment(t.db, b);
    const goal = await t.request("/api/esg-goals", {
      method: "POST",
      cookie: cookieFrom(signup),
      json: GOAL,
    });
    expect(goal.status, await goal.clone().text()).toBe(200);
    expect(await loadFullAssessment(t.db, 1)).toBe(aBefore);
    const bAfter = await loadFullAssessment(t.db, b);
    expect(bAfter).not.toBe(bBefore);
    // And back: company 1's write rebuilds 1's and keeps B's new one.
    const own = await t.request("/api/esg-goals", { method: "POST", cookie, json: GOAL });
    expect(own.status).toBe(200);
    expect(await loadFullAssessment(t.db, 1)).not.toBe(aBefore);
    expect(await loadFullAssessment(t.db, b)).toBe(bAfter);
  });
});

const GOAL = {
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
};
