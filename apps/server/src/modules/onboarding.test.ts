import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// The first-run checklist, each step ticked from stored data, and public feedback routed by the
// organisation's link.

let t: Awaited<ReturnType<typeof createTestApp>>;
afterEach(() => t.close());

const signup = (username: string) => signUp(t, username, { name: `${username} Admin` });

const submission = {
  topic: "Dust from the yard",
  stakeholderType: "community",
  feedbackType: "concern",
  priority: "high",
  message: "Grinding dust settles on cars parked on Station Road.",
};

const feedbackCompanyOf = async (id: number) =>
  (
    await t.db
      .selectFrom("stakeholder_feedback")
      .select("company_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).company_id;

describe("the first-run checklist", () => {
  beforeEach(async () => {
    t = await createTestApp({ rateLimits: { signup: { points: 50, durationSeconds: 3600 } } });
  });

  it("ticks each step as its data is stored, in order", async () => {
    const { companyId, cookie } = await signup("founder");
    const base = `/api/companies/${companyId}`;
    const state = async () => {
      const res = await t.request(`${base}/onboarding`, { cookie });
      expect(res.status).toBe(200);
      return res.json();
    };
    const done = async () =>
      (await state()).steps.filter((s: { done: boolean }) => s.done).map((s: { key: string }) => s.key);
    const ok = async (res: Promise<Response>) => expect((await res).status).toBe(200);

    expect(await state()).toEqual({
      steps: ["profile", "reporting", "site", "upload", "target", "team"].map((key) => ({
        key,
        done: false,
      })),
      dismissed: false,
    });

    const profile = {
      name: "founder Ltd",
      industry: "Technology",
      country: "NL",
      currency: "EUR",
      employees: 12,
      lei: null,
      revenue: [] as { year: number; amount: number }[],
    };
    // A country alone is not enough: the profile step needs a year's revenue too.
    await ok(t.request(`${base}/profile`, { method: "PUT", cookie, json: profile }));
    expect(await done()).toEqual([]);
    await ok(
      t.request(`${base}/profile`, {
        method: "PUT",
        cookie,
        json: { ...profile, revenue: [{ year: 2025, amount: 3_000_000 }] },
      }),
    );
    expect(await done()).toEqual(["profile"]);

    await ok(
      t.request(`${base}/reporting-settings`, {
        method: "PUT",
        cookie,
        json: {
          fiscalYearStartMonth: 1,
          baseYear: null,
          category3Policy: "derive",
          consolidationApproach: "operational_control",
        },
      }),
    );
    expect(await done()).toEqual(["profile", "reporting"]);

    await ok(
      t.request(`${base}/sites`, { method: "POST", cookie, json: { name: "Utrecht office", country: "NL" } }),
    );
    expect(await done()).toEqual(["profile", "reporting", "site"]);

    await ok(
      t.request("/api/carbon/ingest", {
        method: "POST",
        cookie,
        json: {
          sourceType: "energy_bill",
          fileName: "june.json",
          rawData: {
            activities: [
              { activity: "electricity", amount: 1000, unit: "kWh", region: "NL", date: "2025-06-30" },
            ],
          },
        },
      }),
    );
    expect(await done()).toEqual(["profile", "reporting", "site", "upload"]);

    await ok(
      t.request("/api/esg-goals", {
        method: "POST",
        cookie,
        json: {
          title: "Halve electricity emissions",
          description: "Green tariff and LED lighting.",
          category: "Environmental",
          targetType: "absolute",
          currentValue: 10,
          targetValue: 5,
          unit: "tCO2e",
          baselineYear: 2025,
          targetYear: 2030,
          isScenceBased: false,
        },
      }),
    );
    expect(await done()).toEqual(["profile", "reporting", "site", "upload", "target"]);

    await ok(t.request(`${base}/invitations`, { method: "POST", cookie, json: { role: "viewer" } }));
    expect(await done()).toEqual(["profile", "reporting", "site", "upload", "target", "team"]);
    expect((await state()).dismissed).toBe(false);
  });

  it("does not tick the upload step for an upload still waiting for review", async () => {
    const { companyId, cookie } = await signup("reviewer");
    const base = `/api/companies/${companyId}`;
    const settings = await (await t.request(`${base}/reporting-settings`, { cookie })).json();
    const put = await t.request(`${base}/reporting-settings`, {
      method: "PUT",
      cookie,
      json: { ...settings, requireApproval: true },
    });
    expect(put.status).toBe(200);
    const ingest = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: {
        sourceType: "energy_bill",
        rawData: {
          activities: [
            { activity: "electricity", amount: 1000, unit: "kWh", region: "NL", date: "2025-06-30" },
          ],
        },
      },
    });
    expect((await ingest.json()).reviewStatus).toBe("pending");
    const state = await (await t.request(`${base}/onboarding`, { cookie })).json();
    expect(state.steps.find((s: { key: string }) => s.key === "upload")).toEqual({
      key: "upload",
      done: false,
    });
  });

  it("is dismissed by an admin or editor (audited once), never by a viewer", async () => {
    const { companyId, cookie } = await signup("founder");
    const base = `/api/companies/${companyId}`;
    const viewer = await addMember(t, cookie, companyId, "viewer", "watcher", "Watcher");

    const dismiss = (c: string) => t.request(`${base}/onboarding/dismiss`, { method: "POST", cookie: c });
    expect((await dismiss(viewer)).status).toBe(403);
    const res = await dismiss(cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).dismissed).toBe(true);
    expect((await dismiss(cookie)).status).toBe(200);
    expect((await (await t.request(`${base}/onboarding`, { cookie: viewer })).json()).dismissed).toBe(true);
    const entries = await t.db
      .selectFrom("audit_log")
      .select(["company_id", "action"])
      .where("entity", "=", "onboarding")
      .execute();
    expect(entries).toEqual([{ company_id: companyId, action: "dismiss" }]);
  });

  it("starts dismissed for the demo company, which is long set up", async () => {
    const admin = await t.login();
    const res = await t.request("/api/companies/1/onboarding", { cookie: admin });
    expect((await res.json()).dismissed).toBe(true);
  });
});

describe("POST /api/stakeholder-feedback routed by companySlug", () => {
  it("files feedback for the organisation its link names; an unknown link is a 400 at companySlug", async () => {
    t = await createTestApp({ rateLimits: { signup: { points: 50, durationSeconds: 3600 } } });
    const { companyId, cookie } = await signup("acme");
    const slug = (await (await t.request(`/api/companies/${companyId}/profile`, { cookie })).json())
      .feedbackSlug;
    expect(slug).toBe("acme-ltd");

    const res = await t.request("/api/stakeholder-feedback", {
      method: "POST",
      json: { ...submission, companySlug: "ACME-Ltd " },
    });
    expect(res.status).toBe(200);
    expect(await feedbackCompanyOf((await res.json()).id)).toBe(companyId);

    const unknown = await t.request("/api/stakeholder-feedback", {
      method: "POST",
      json: { ...submission, companySlug: "nobody-ltd" },
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).issues).toEqual([
      { path: ["companySlug"], message: "No organisation has this feedback link" },
    ]);
  });

  it("without a link reaches the demo company when DEMO=on", async () => {
    t = await createTestApp({ demo: true });
    const res = await t.request("/api/stakeholder-feedback", { method: "POST", json: submission });
    expect(res.status).toBe(200);
    expect(await feedbackCompanyOf((await res.json()).id)).toBe(1);
  });

  it("without a link is a 400 at companySlug when the demo is off", async () => {
    t = await createTestApp({ demo: false });
    const res = await t.request("/api/stakeholder-feedback", { method: "POST", json: submission });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["companySlug"]);
    const demo = await t.request("/api/stakeholder-feedback", {
      method: "POST",
      json: { ...submission, companySlug: "northwind-components-ltd" },
    });
    expect(demo.status).toBe(200);
  });
});
