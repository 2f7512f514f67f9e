import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// The company profile: every member reads it, admins change it (audited), and the revenue of a reporting year
// is the only denominator of that year's intensities.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { signup: { points: 50, durationSeconds: 3600 } } });
  admin = await t.login();
});
afterEach(() => t.close());

const PROFILE = "/api/companies/1/profile";
const put = (json: unknown, cookie = admin, path = PROFILE) =>
  t.request(path, { method: "PUT", cookie, json });

async function getJson(path: string, cookie = admin) {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.json();
}

const member = (role: Role) => addMember(t, admin, 1, role, `${role}-user`, `${role} user`);

const signup = (username: string, companyName = `${username} Ltd`) =>
  signUp(t, username, { companyName, name: `${username} Admin` });

const DEMO_PROFILE = {
  name: "Northwind Components Ltd",
  industry: "Manufacturing",
  country: "GB",
  currency: "GBP",
  employees: 640,
  lei: null,
  revenue: [{ year: 2024, amount: 24_000_000 }],
};
const { ...editable } = DEMO_PROFILE;

const profileAudits = () =>
  t.db
    .selectFrom("audit_log")
    .select(["user_id", "entity_id", "before", "after"])
    .where("entity", "=", "company")
    .where("action", "=", "profile")
    .orderBy("id")
    .execute();

describe("GET /api/companies/{companyId}/profile", () => {
  it("answers the demo company's profile, revenue by year and feedback link to every member", async () => {
    expect(await getJson(PROFILE)).toEqual({ ...DEMO_PROFILE, feedbackSlug: "northwind-components-ltd" });
    const viewer = await member("viewer");
    expect((await getJson(PROFILE, viewer)).country).toBe("GB");
    expect((await t.request("/api/companies/2/profile", { cookie: admin })).status).toBe(403);
    expect((await t.request(PROFILE)).status).toBe(401);
  });

  it("gives a company that just signed up a unique feedback link and no invented figures", async () => {
    const a = await signup("first", "Northwind Components Ltd");
    const b = await signup("second", "Northwind Components Ltd");
    const pa = await getJson(`/api/companies/${a.companyId}/profile`, a.cookie);
    expect(pa).toEqual({
      name: "Northwind Components Ltd",
      industry: "Technology",
      country: null,
      currency: null,
      employees: null,
      lei: null,
      revenue: [],
      feedbackSlug: "northwind-components-ltd-2",
    });
    expect((await getJson(`/api/companies/${b.companyId}/profile`, b.cookie)).feedbackSlug).toBe(
      "northwind-components-ltd-3",
    );
    // The sign-up's audit entry records the link it was given.
    const created = await t.db
      .selectFrom("audit_log")
      .select("after")
      .where("company_id", "=", b.companyId)
      .where("entity", "=", "company")
      .where("action", "=", "create")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(created.after ?? "null")).toMatchObject({ feedbackSlug: "northwind-components-ltd-3" });
  });
});

describe("PUT /api/companies/{companyId}/profile", () => {
  it("lets an admin change every field, replaces the revenue years and audits only what changed", async () => {
    const body = {
      ...editable,
      industry: "Energy",
      country: "de",
      lei: "hwupkr0mpou8fgxbt394",
      revenue: [
        { year: 2024, amount: 24_000_000 },
        { year: 2023, amount: 21_500_000 },
      ],
    };
    const res = await put(body);
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toEqual({
      ...DEMO_PROFILE,
      industry: "Energy",
      country: "DE",
      lei: "HWUPKR0MPOU8FGXBT394",
      revenue: [
        { year: 2023, amount: 21_500_000 },
        { year: 2024, amount: 24_000_000 },
      ],
      feedbackSlug: "northwind-components-ltd",
    });
    expect(await getJson(PROFILE)).toEqual(saved);
    // The industry is the company's: the user's company and the dashboard show it.
    expect((await getJson("/api/companies/1")).industry).toBe("Energy");

    const entries = await profileAudits();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ user_id: 1, entity_id: "1" });
    expect(JSON.parse(entries[0]?.before ?? "null")).toEqual({
      industry: "Manufacturing",
      country: "GB",
      lei: null,
      revenue: [{ year: 2024, amount: 24_000_000 }],
    });
    expect(JSON.parse(entries[0]?.after ?? "null")).toEqual({
      industry: "Energy",
      country: "DE",
      lei: "HWUPKR0MPOU8FGXBT394",
      revenue: saved.revenue,
    });

    // Saving the same profile again changes nothing and writes no audit entry.
    expect((await put(body)).status).toBe(200);
    expect(await profileAudits()).toHaveLength(1);
  });

  it.each(["editor", "viewer", "auditor"] as const)(
    "refuses a %s (403) and changes nothing",
    async (role) => {
      const cookie = await member(role);
      const res = await put({ ...editable, country: "FR" }, cookie);
      expect(res.status).toBe(403);
      expect((await getJson(PROFILE)).country).toBe("GB");
      expect(await profileAudits()).toHaveLength(0);
    },
  );

  it.each([
    [{ lei: "HWUPKR0MPOU8FGXBT395" }, ["lei"]],
    [{ lei: "12345" }, ["lei"]],
    [{ country: "UK" }, ["country"]],
    [{ currency: "ABC" }, ["currency"]],
    [{ employees: -3 }, ["employees"]],
    [{ industry: "Mining" }, ["industry"]],
    [
      {
        revenue: [
          { year: 2024, amount: 1 },
          { year: 2024, amount: 2 },
        ],
      },
      ["revenue", "1", "year"],
    ],
    [{ revenue: [{ year: 2024, amount: 0 }] }, ["revenue", "0", "amount"]],
  ])("answers %o with a 400 at its field", async (change, path) => {
    const res = await put({ ...editable, ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { path: string[] }) => i.path)).toEqual([path]);
    expect(await profileAudits()).toHaveLength(0);
  });
});

describe("intensities use the revenue of the reporting year", () => {
  it("scales the industry figures by the year's own revenue, and says so when a year has none", async () => {
    const y2024 = (await getJson("/api/carbon/analysis?year=2024")).industryComparison;
    expect(y2024.medianEmissions).toBeGreaterThan(0);
    expect(y2024.intensityNote).toBeNull();
    expect(y2024.basis).toContain("earned in 2024");

    // 2023 has no revenue on file: no figures, a sentence saying why, never a stand-in revenue.
    const y2023 = (await getJson("/api/carbon/analysis?year=2023")).industryComparison;
    expect([y2023.topPerformer, y2023.medianEmissions, y2023.averageEmissions]).toEqual([null, null, null]);
    expect(y2023.intensityNote).toBe(
      "No revenue recorded for 2023 — add it in Settings → Company to see intensity.",
    );
    expect(JSON.stringify(y2023)).not.toMatch(/reference revenue|25\.0M/);

    // Recording 2023's revenue (half of 2024's) gives 2023 figures at half the 2024 scale, before deflation.
    expect(
      (
        await put({
          ...editable,
          revenue: [
            { year: 2023, amount: 12_000_000 },
            { year: 2024, amount: 24_000_000 },
          ],
        })
      ).status,
    ).toBe(200);
    const after = (await getJson("/api/carbon/analysis?year=2023")).industryComparison;
    expect(after.intensityNote).toBeNull();
    expect(after.medianEmissions).toBeGreaterThan(0);
    expect(after.medianEmissions).toBeLessThan(y2024.medianEmissions);
    expect(after.basis).toContain("earned in 2023");
  });

  it("the assessment compares intensity only with the year's revenue and carries the note without it", async () => {
    const withRevenue = await getJson("/api/assessment/full");
    expect(withRevenue.benchmarking.intensityNote).toBeNull();
    expect(withRevenue.detailedScores.environmental.benchmarking.emissionsIntensity).toBeDefined();

    expect((await put({ ...editable, revenue: [{ year: 2023, amount: 20_000_000 }] })).status).toBe(200);
    const without = await getJson("/api/assessment/full");
    expect(without.benchmarking.intensityNote).toBe(
      "No revenue recorded for 2024 — add it in Settings → Company to see intensity.",
    );
    expect(without.detailedScores.environmental.benchmarking.emissionsIntensity).toBeUndefined();
  });
});
