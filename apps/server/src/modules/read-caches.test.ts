import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

/**
 * Issue 9: the assessment and the carbon analysis are kept per company until the database changes; any write
 * recomputes them.
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
