import { fullAssessmentSchema } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

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

/** Every module table the model reads, emptied for company 1. */
async function emptyAllModuleData() {
  for (const table of [
    "goal_progress",
    "esg_goals",
    "benchmark_data",
    "stakeholder_feedback",
    "training_progress",
    "training_modules",
    "regulatory_requirements",
    "risk_assessments",
    "suppliers",
    "emission_activities",
    "carbon_monthly_totals",
    "carbon_data_sources",
    "company_revenue",
  ] as const) {
    await t.db.deleteFrom(table).where("company_id", "=", 1).execute();
  }
}

describe("GET /api/assessment/full", () => {
  it("needs a session", async () => {
    expect((await t.request("/api/assessment/full")).status).toBe(401);
  });

  it("returns the spec's shape, computed from the demo company's data", async () => {
    const body = await full();
    expect(fullAssessmentSchema.parse(body)).toEqual(body);
    const { environmental, social, governance } = body.detailedScores;
    expect(Object.keys(environmental.breakdown)).toEqual([
      "emissionsIntensity",
      "emissionsTrend",
      "renewableEnergy",
      "climateTargets",
      "dataCoverage",
    ]);
    expect(Object.keys(social.breakdown)).toEqual([
      "supplierEngagement",
      "stakeholderResponsiveness",
      "trainingCompletion",
      "diversity",
      "healthAndSafety",
      "dataCoverage",
    ]);
    expect(Object.keys(governance.breakdown)).toEqual([
      "regulatoryCompliance",
      "boardIndependence",
      "riskMitigation",
      "ethicsAndConduct",
      "disclosureFrameworks",
      "dataCoverage",
    ]);
    // 6 of the 10 demo suppliers answered the questionnaire.
    expect(social.breakdown.supplierEngagement).toBe(60);
    for (const pillar of [environmental, social, governance]) {
      expect(pillar.recommendations.length).toBeGreaterThan(0);
      expect(pillar.score).toBeGreaterThan(0);
    }
    expect(Object.keys(environmental.benchmarking).sort()).toEqual(["emissionsIntensity", "renewableEnergy"]);
    expect(environmental.benchmarking.renewableEnergy).toMatchObject({
      percentile: expect.any(Number),
      comparison: expect.stringContaining("industry average"),
      recommendation: expect.any(String),
    });
    expect(body.benchmarking.industry).toBe("Manufacturing");
    expect(body.benchmarking.ranking).toMatch(/percentile/);
    expect(Object.keys(body.benchmarking.peerComparison)).toEqual(["environmental", "social", "governance"]);
    expect(body.nextSteps).toHaveLength(5);
    expect(body.summaryText).toMatch(/^Northwind Components Ltd scores \d+\/100 on ESG maturity/);
  });

  it("is the same output over tRPC", async () => {
    const rest = await full();
    const rpc = await (await t.request("/trpc/assessment.full", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });

  it("moves with the data: suppliers answering raise the social score", async () => {
    const before = await full();
    await t.db.updateTable("suppliers").set({ responded: 1 }).where("company_id", "=", 1).execute();
    const after = await full();
    expect(after.detailedScores.social.breakdown.supplierEngagement).toBe(100);
    expect(after.detailedScores.social.score).toBeGreaterThan(before.detailedScores.social.score);
    expect(after.detailedScores.social.recommendations.join(" ")).not.toContain("suppliers answered");
  });

  it("counts a module without data as missing, never as a default", async () => {
    await t.db.deleteFrom("benchmark_data").where("company_id", "=", 1).execute();
    const body = await full();
    const env = body.detailedScores.environmental;
    expect(env.breakdown).not.toHaveProperty("renewableEnergy");
    expect(env.breakdown.dataCoverage).toBe(80);
    expect(env.missingData).toEqual(["the renewable share of electricity in Peer Benchmarking"]);
    expect(env.benchmarking).not.toHaveProperty("renewableEnergy");
    expect(body.detailedScores.social.breakdown).not.toHaveProperty("diversity");
    expect(body.detailedScores.governance.breakdown).not.toHaveProperty("boardIndependence");
  });

  it("scores a company with no data at all 0, and says so", async () => {
    await emptyAllModuleData();
    const body = await full();
    expect(body.overallScore).toBe(0);
    expect(body.dataCoverage).toBe(0);
    expect(body.detailedScores.social.breakdown).toEqual({ dataCoverage: 0 });
    expect(body.benchmarking.ranking).toBe("Not benchmarked");
    expect(body.summaryText).toMatch(/has no ESG data on record yet/);
  });
});

describe("emissions trend by reporting year", () => {
  const bill = (date: string, amount = 8000) => ({
    sourceType: "energy_bill",
    rawData: { activities: [{ activity: "electricity", amount, unit: "kWh", region: "GB", date }] },
  });
  const upload = async (date: string, amount?: number) => {
    const res = await t.request("/api/carbon/ingest", { method: "POST", cookie, json: bill(date, amount) });
    expect(res.status).toBe(200);
    return (await res.json()).dataSourceId as number;
  };
  const environmental = async () => (await full()).detailedScores.environmental;

  it("one bill in a new year leaves the trend on the complete years (not 100)", async () => {
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    // The demo's 2023 → 2024 fall (-4.8%) already scores 100; a large 2024 bill makes 2024 about level with
    // 2023, so that a comparison with the one-bill year (-99.9%) would show as 100.
    await upload("2024-06-30", 1_400_000);
    const before = await environmental();
    expect(before.breakdown.emissionsTrend).toBeGreaterThan(0);
    expect(before.breakdown.emissionsTrend).toBeLessThan(60);
    await upload("2025-01-31");
    const after = await environmental();
    expect(after.breakdown.emissionsTrend).toBe(before.breakdown.emissionsTrend);
    expect(after.breakdown.emissionsTrend).not.toBe(100);
    expect(after.breakdown.emissionsIntensity).toBe(before.breakdown.emissionsIntensity);
    expect(after.score).toBe(before.score);
    const summary = (await full()).summaryText as string;
    expect(summary).toContain("Gross 2024 emissions");
    expect(summary).toMatch(/scope 2: [\d,]+ t location-based and [\d,]+ t market-based/);
  });

  // Closing does not fill a year's months: a year closed with one bill is the reporting year, but it is not
  // compared with a complete one (it would score a fall of ~100 %).
  it("a year closed with one bill is the reporting year, closed with gaps: no trend is scored from it", async () => {
    await upload("2025-01-31");
    const close = await t.request("/api/carbon/years/2025/close", {
      method: "POST",
      cookie,
      json: { reason: "test: sold the business" },
    });
    expect(close.status).toBe(200);
    const env = await environmental();
    expect(env.breakdown).not.toHaveProperty("emissionsTrend");
    expect(env.missingData).toContain("emissions for two complete reporting years in Carbon Analysis");
    expect((await full()).summaryText).toContain("Gross 2025 emissions");
  });

  it("without any complete year the trend is missing, not scored from partial years", async () => {
    await emptyAllModuleData();
    await upload("2025-01-31");
    await upload("2025-02-28");
    const env = await environmental();
    expect(env.breakdown).not.toHaveProperty("emissionsTrend");
    expect(env.breakdown).not.toHaveProperty("emissionsIntensity");
    expect(env.missingData).toContain(
      "emissions for two complete reporting years in Carbon Analysis (2025 is partial)",
    );
  });
});

describe("GET /api/dashboard assessment", () => {
  it("equals the full assessment's pillar scores and summary", async () => {
    const dashboard = await (await t.request("/api/dashboard", { cookie })).json();
    const body = await full();
    expect(dashboard.assessment).toEqual({
      summaryText: body.summaryText,
      esgScore: {
        E: body.detailedScores.environmental.score,
        S: body.detailedScores.social.score,
        G: body.detailedScores.governance.score,
      },
    });
  });

  it("has no assessment (null summary, zero scores) when the company has no data", async () => {
    await emptyAllModuleData();
    const dashboard = await (await t.request("/api/dashboard", { cookie })).json();
    expect(dashboard.assessment).toEqual({ summaryText: null, esgScore: { E: 0, S: 0, G: 0 } });
  });

  it("is restored by Reset Demo", async () => {
    const before = await (await t.request("/api/dashboard", { cookie })).json();
    await emptyAllModuleData();
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const after = await (await t.request("/api/dashboard", { cookie })).json();
    expect(after.assessment.esgScore).toEqual(before.assessment.esgScore);
  });
});
