/**
 * One figure, one answer: a quantity shown on several screens is read from each screen's endpoint and must be
 * the same number — for the demo company and for a company that signed up in the test.
 */
import { complianceSummary, ratingSummary } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
beforeEach(async () => {
  t = await createTestApp();
  demo = await t.login();
});
afterEach(() => t.close());

async function get(path: string, cookie: string) {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.json();
}

async function send(path: string, cookie: string, json: unknown, method = "POST") {
  const res = await t.request(path, { method, cookie, json });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(200);
  return res.json();
}

/** A company signed up today, with a year of electricity bills, revenue, requirements and ratings of its own. */
async function newCompany() {
  const { companyId, cookie } = await signUp(t, "fresh", {
    companyName: "Fresh Start Ltd",
    name: "Fresh Admin",
  });
  // The revenue the industry benchmark scales by: the company profile's, for the reporting year.
  await send(
    `/api/companies/${companyId}/profile`,
    cookie,
    {
      name: "Fresh Start Ltd",
      industry: "Technology",
      country: "IE",
      currency: "EUR",
      employees: 42,
      lei: null,
      revenue: [{ year: 2025, amount: 8_400_000 }],
    },
    "PUT",
  );
  const activities = Array.from({ length: 12 }, (_, m) => ({
    activity: "electricity",
    amount: 20_000 + 1_000 * m,
    unit: "kWh",
    region: "GB",
    date: `2025-${String(m + 1).padStart(2, "0")}-28`,
  }));
  await send("/api/carbon/ingest", cookie, { fileName: "bills-2025.json", rawData: { activities } });

  const requirement = (requirement: string, framework: string, dueDate: string) =>
    send("/api/regulatory-requirements", cookie, {
      requirement,
      framework,
      dueDate,
      description: `${requirement}: disclosure due`,
    });
  const a = await requirement("Climate disclosures (ESRS E1)", "CSRD", "2020-06-30");
  const b = await requirement("Governance of climate risk", "TCFD", "2099-06-30");
  await requirement("GHG emissions (GRI 305)", "GRI", "2099-12-31");
  // a: 100% and marked complete; b: 75% in progress (open).
  for (let i = 0; i < 4; i++)
    await send(`/api/regulatory-requirements/${a.id}/status`, cookie, { status: "in_progress" }, "PUT");
  await send(`/api/regulatory-requirements/${a.id}/status`, cookie, { status: "completed" }, "PUT");
  for (let i = 0; i < 3; i++)
    await send(`/api/regulatory-requirements/${b.id}/status`, cookie, { status: "in_progress" }, "PUT");

  const rating = (provider: string, overallScore: string, ratingDate: string) =>
    send("/api/esg-ratings", cookie, { provider, overallScore, ratingDate });
  await rating("MSCI", "BBB", "2025-03-01");
  await rating("MSCI", "A", "2026-03-01");
  await rating("CDP", "B-", "2025-11-01");
  return { companyId, cookie };
}

const DEMO_COMPANY = 1;

async function companies() {
  const fresh = await newCompany();
  return [
    { name: "demo", companyId: DEMO_COMPANY, cookie: demo },
    { name: "signed up today", ...fresh },
  ];
}

const metric = (keyMetrics: { metrics: { key: string; value: number | null }[] }, key: string) =>
  keyMetrics.metrics.find((m) => m.key === key);

describe("one figure, one answer", () => {
  it("industry benchmark P90 and median: the assessment equals the Carbon Analysis benchmarking tab", async () => {
    for (const c of await companies()) {
      const analysis = await get("/api/carbon/analysis", c.cookie);
      const assessment = await get("/api/assessment/full", c.cookie);
      const ref = assessment.benchmarking.industryEmissions;
      expect(ref, c.name).not.toBeNull();
      expect(ref.year, c.name).toBe(analysis.reportingYear);
      expect(ref.topPerformer, c.name).toBe(analysis.industryComparison.topPerformer);
      expect(ref.median, c.name).toBe(analysis.industryComparison.medianEmissions);
      expect(ref.average, c.name).toBe(analysis.industryComparison.averageEmissions);
      expect(ref.topPerformer, c.name).toBeGreaterThan(0);
      // The assessment's own words quote the same figure.
      const env = assessment.detailedScores.environmental.benchmarking;
      const quoted = Object.values(env as Record<string, { comparison: string }>).find((b) =>
        b.comparison.includes("(P90)"),
      );
      expect(quoted, c.name).toBeDefined();
      if (quoted) {
        const t = (n: number) => `${Math.round(n).toLocaleString("en-GB")} t CO2e`;
        expect(quoted.comparison, c.name).toContain(`top performer (P90) of ${t(ref.topPerformer)}`);
        expect(quoted.comparison, c.name).toContain(`industry median of ${t(ref.median)}`);
      }
    }
  });

  it("compliance completions: the compliance register equals the assessment and the board's key metrics", async () => {
    for (const c of await companies()) {
      const requirements = await get(`/api/regulatory-requirements/${c.companyId}`, c.cookie);
      // The compliance screen's cards, computed as the web computes them.
      const cards = complianceSummary(requirements, new Date());
      expect(cards.total, c.name).toBeGreaterThan(0);
      const assessment = await get("/api/assessment/full", c.cookie);
      expect(assessment.detailedScores.governance.breakdown.regulatoryCompliance, c.name).toBe(
        cards.averageCompletion,
      );
      const board = await get(`/api/board-reports/${c.companyId}/key-metrics`, c.cookie);
      expect(metric(board, "compliance_completion"), c.name).toMatchObject({
        value: cards.completedPercent,
        detail: `${cards.completed} of ${cards.total} requirements completed (average completion ${cards.averageCompletion}%)`,
      });
      expect(metric(board, "compliance_overdue")?.value, c.name).toBe(cards.overdue);
    }
  });

  it("ratings average: the ratings screen's Average Score equals the board's average third-party rating", async () => {
    for (const c of await companies()) {
      const ratings = await get(`/api/esg-ratings/${c.companyId}`, c.cookie);
      expect(ratings.length, c.name).toBeGreaterThan(1);
      const card = ratingSummary(ratings).averageScore;
      const board = await get(`/api/board-reports/${c.companyId}/key-metrics`, c.cookie);
      expect(metric(board, "third_party_rating")?.value, c.name).toBe(card);
    }
  });
});
