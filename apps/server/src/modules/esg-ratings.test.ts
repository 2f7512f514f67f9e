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
  strengths: ["Carbon emissions management", "Product safety"],
  weaknesses: ["Board diversity"],
};

type Rating = {
  id: number;
  provider: string;
  ratingDate: string;
  normalizedScore: number;
  companyId: number;
};

const ratingCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("esg_ratings")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const post = (json: unknown) => t.request("/api/esg-ratings", { method: "POST", cookie, json });

describe("GET /api/esg-ratings/{companyId}", () => {
  it("lists the seeded ratings of the four providers, newest first, with stored normalised scores", async () => {
    const res = await t.request("/api/esg-ratings/1", { cookie });
    expect(res.status).toBe(200);
    const ratings: Rating[] = await res.json();
    expect(new Set(ratings.map((r) => r.provider))).toEqual(
      new Set(["MSCI", "Sustainalytics", "CDP", "Refinitiv"]),
    );
    const dates = ratings.map((r) => r.ratingDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const msci = ratings.find((r) => r.provider === "MSCI" && r.ratingDate === "2025-04-10");
    expect(msci).toMatchObject({ overallScore: "A", normalizedScore: 70, companyId: 1 });
    const sust = ratings.find((r) => r.provider === "Sustainalytics" && r.ratingDate === "2025-06-18");
    expect(sust?.normalizedScore).toBeCloseTo(75.9, 10);
    expect(ratings.find((r) => r.provider === "CDP" && r.ratingDate === "2026-01-20")?.normalizedScore).toBe(
      80,
    );
  });

  it("needs a session and the user's own company id", async () => {
    expect((await t.request("/api/esg-ratings/1")).status).toBe(401);
    expect((await t.request("/api/esg-ratings/2", { cookie })).status).toBe(403);
  });

  it("never lists another company's ratings", async () => {
    const other = await t.db
      .insertInto("companies")
      .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("esg_ratings")
      .values({
        company_id: other.id,
        provider: "MSCI",
        overall_score: "CCC",
        environmental_score: 1,
        social_score: 1,
        governance_score: 1,
        rating_date: "2030-01-01",
        trend: "declining",
        peer_ranking: 1,
        strengths: "[]",
        weaknesses: "[]",
        normalized_score: 10,
        created_at: "2026-01-01",
      })
      .execute();
    const ratings: Rating[] = await (await t.request("/api/esg-ratings/1", { cookie })).json();
    expect(ratings.every((r) => r.companyId === 1)).toBe(true);
    expect(ratings.map((r) => r.ratingDate)).not.toContain("2030-01-01");
    expect((await t.request(`/api/esg-ratings/${other.id}`, { cookie })).status).toBe(403);
  });

  it("is the same body over REST and tRPC", async () => {
    const rest = await (await t.request("/api/esg-ratings/1", { cookie })).json();
    const rpc = await (await t.request("/trpc/esgRatings.list", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("POST /api/esg-ratings", () => {
  it("records the rating for the session's company with the server's normalised score", async () => {
    const res = await post({ ...valid, companyId: 99, normalizedScore: 3 });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({ ...valid, companyId: 1, normalizedScore: 85 });
    const row = await t.db
      .selectFrom("esg_ratings")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: 1, normalized_score: 85, rating_date: "2026-05-12" });
    expect(JSON.parse(row.strengths)).toEqual(valid.strengths);

    const list = await (await t.request("/api/esg-ratings/1", { cookie })).json();
    expect(list[0]).toEqual(created);
  });

  it.each([
    ["Sustainalytics", "18.5", "18.5", 81.5],
    ["Sustainalytics", "100", "100", 0],
    ["CDP", "A-", "A-", 90],
    ["CDP", "c-", "C-", 50],
    ["Refinitiv", "72", "72", 72],
    ["MSCI", "ccc", "CCC", 10],
  ])("normalises %s %s (stored as %s) to %d", async (provider, overallScore, stored, score) => {
    const res = await post({ ...valid, provider, overallScore, previousScore: null });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created.overallScore).toBe(stored);
    expect(created.normalizedScore).toBeCloseTo(score, 10);
  });

  it.each([
    ["MSCI", "banana", "Overall rating must be an MSCI grade: AAA, AA, A, BBB, BB, B, CCC"],
    ["CDP", "E", "Overall rating must be a CDP grade: A, A-, B, B-, C, C-, D"],
    ["CDP", "AA", "Overall rating must be a CDP grade: A, A-, B, B-, C, C-, D"],
    [
      "Sustainalytics",
      "112",
      "Overall rating must be a Sustainalytics risk score between 0 and 100 (e.g., 18.5)",
    ],
    [
      "Sustainalytics",
      "low",
      "Overall rating must be a Sustainalytics risk score between 0 and 100 (e.g., 18.5)",
    ],
    ["Refinitiv", "B+", "Overall rating must be a Refinitiv score between 0 and 100"],
  ])(
    "refuses %s rating %j with 400 and a clear message at overallScore",
    async (provider, overallScore, message) => {
      const before = await ratingCount();
      const res = await post({ ...valid, provider, overallScore, previousScore: null });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("BAD_REQUEST");
      expect(body.issues).toEqual([{ path: ["overallScore"], message }]);
      expect(await ratingCount()).toBe(before);
    },
  );

  it("checks the previous rating by the provider's rule too", async () => {
    const res = await post({ ...valid, previousScore: "banana" });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([
      {
        path: ["previousScore"],
        message: "Previous rating must be an MSCI grade: AAA, AA, A, BBB, BB, B, CCC",
      },
    ]);
  });

  it("stores pillars left empty as not rated (null), not 0, and reads them back so", async () => {
    const res = await post({
      ...valid,
      environmentalScore: null,
      socialScore: undefined,
      governanceScore: 0,
    });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({ environmentalScore: null, socialScore: null, governanceScore: 0 });
    const row = await t.db
      .selectFrom("esg_ratings")
      .select(["environmental_score", "social_score", "governance_score"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ environmental_score: null, social_score: null, governance_score: 0 });
    const list = await (await t.request("/api/esg-ratings/1", { cookie })).json();
    expect(list.find((r: { id: number }) => r.id === created.id)).toEqual(created);
  });

  it("applies the defaults and takes a date sent as a timestamp", async () => {
    const res = await post({ provider: "CDP", overallScore: "B", ratingDate: "2026-02-01T00:00:00.000Z" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ratingDate: "2026-02-01",
      environmentalScore: null,
      socialScore: null,
      governanceScore: null,
      peerRanking: 50,
      trend: "stable",
      previousScore: null,
      methodology: null,
      strengths: [],
      weaknesses: [],
    });
  });

  it.each([
    [{ ratingDate: undefined }, ["ratingDate"]],
    [{ ratingDate: "2026-02-30" }, ["ratingDate"]],
    [{ overallScore: "" }, ["overallScore"]],
    [{ provider: "S&P Global" }, ["provider"]],
    [{ trend: "up" }, ["trend"]],
    [{ environmentalScore: 101 }, ["environmentalScore"]],
    [{ socialScore: -1 }, ["socialScore"]],
    [{ governanceScore: 12.5 }, ["governanceScore"]],
    [{ peerRanking: 0 }, ["peerRanking"]],
    [{ peerRanking: 101 }, ["peerRanking"]],
    [{ strengths: "a, b" }, ["strengths"]],
    [{ weaknesses: [1] }, ["weaknesses", "0"]],
  ])("refuses %o with 400 at its path and writes nothing", async (patch, path) => {
    const before = await ratingCount();
    const res = await post({ ...valid, ...patch });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.issues.map((i: { path: string[] }) => i.path)).toEqual([path]);
    expect(await ratingCount()).toBe(before);
  });

  it("refuses an empty body and a malformed one", async () => {
    expect((await t.request("/api/esg-ratings", { method: "POST", cookie })).status).toBe(400);
    const bad = await t.request("/api/esg-ratings", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(bad.status).toBe(400);
  });

  it("needs a session", async () => {
    const res = await t.request("/api/esg-ratings", { method: "POST", json: valid });
    expect(res.status).toBe(401);
  });

  it("is the same over tRPC", async () => {
    const res = await t.request("/trpc/esgRatings.create", { method: "POST", cookie, json: valid });
    expect(res.status).toBe(200);
    const created = (await res.json()).result.data;
    expect(created).toMatchObject({ ...valid, normalizedScore: 85, companyId: 1 });
  });
});

describe("Reset Demo", () => {
  it("restores the seeded ratings", async () => {
    const seeded = await ratingCount();
    await post(valid);
    await t.db.deleteFrom("esg_ratings").where("provider", "=", "CDP").execute();
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    expect(await ratingCount()).toBe(seeded);
  });
});
