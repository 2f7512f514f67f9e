import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

/** Issue 9: the assessment is kept per company until the database changes; any write recomputes it. */
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
