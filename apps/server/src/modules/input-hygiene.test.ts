import { afterEach, describe, expect, it } from "vitest";
import { LoginThrottle } from "../auth/login-throttle";
import { createTestApp } from "../test/test-app";

// What every route shares: control characters are refused at their field, a malformed company in a path is a
// bad request, and every 429 says when to retry.

let t: Awaited<ReturnType<typeof createTestApp>>;
afterEach(() => t.close());

const topic = (fields: Record<string, unknown>) => ({
  topic: "Water stewardship",
  category: "Environmental",
  businessImpact: 4,
  stakeholderConcern: 5,
  description: "",
  ...fields,
});

const topicCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("materiality_topics")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("control characters in text", () => {
  it("refuses NUL and other C0 controls with 400 at the field, stores nothing; tab and line breaks are text", async () => {
    t = await createTestApp();
    const cookie = await t.login();
    const before = await topicCount();
    for (const bad of ["Water\u0000stewardship", "Bell\u0007", "Escape\u001b[31m"]) {
      const res = await t.request("/api/materiality", {
        method: "POST",
        cookie,
        json: topic({ topic: bad }),
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.issues.map((i: { path: string[] }) => i.path)).toEqual([["topic"]]);
    }
    const nested = await t.request("/api/materiality", {
      method: "POST",
      cookie,
      json: topic({ description: "ok", topic: "Fine", extra: { deep: ["x", "\u0001"] } }),
    });
    expect(nested.status).toBe(400);
    expect((await nested.json()).issues[0].path).toEqual(["extra", "deep", "1"]);
    // Through tRPC too: the check sits on every procedure, not on a route table.
    const viaTrpc = await t.request("/trpc/materiality.create", {
      method: "POST",
      cookie,
      json: topic({ description: "a\u0000b" }),
    });
    expect(viaTrpc.status).toBe(400);
    expect(JSON.stringify(await viaTrpc.json())).toContain("control character");
    expect(await topicCount()).toBe(before);

    const ok = await t.request("/api/materiality", {
      method: "POST",
      cookie,
      json: topic({ description: "Line one\r\nLine two\tand a tab" }),
    });
    expect(ok.status).toBe(200);
    expect(await topicCount()).toBe(before + 1);
  });

  it("refuses them before sign-in too (a public form)", async () => {
    t = await createTestApp();
    const res = await t.request("/api/auth/signup", {
      method: "POST",
      json: {
        companyName: "Null\u0000 Ltd",
        industry: "Technology",
        username: "nul-founder",
        password: "correct horse battery staple",
        name: "N",
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["companyName"]);
  });
});

describe("a malformed company id in a path", () => {
  it("is 400 at companyId; another company's id stays 403", async () => {
    t = await createTestApp();
    const cookie = await t.login();
    for (const bad of ["abc", "01", "1.0", "-1", "1e3", "99999999999999999999"]) {
      const res = await t.request(`/api/companies/${bad}/members`, { cookie });
      expect(res.status, bad).toBe(400);
      expect((await res.json()).issues).toEqual([{ path: ["companyId"], message: expect.any(String) }]);
    }
    expect((await t.request("/api/companies/2/members", { cookie })).status).toBe(403);
    expect((await t.request("/api/companies/1/members", { cookie })).status).toBe(200);
    expect((await t.request("/api/materiality/x1", { cookie })).status).toBe(400);
  });
});

describe("every 429 carries Retry-After", () => {
  const retryAfter = (res: Response) => Number(res.headers.get("retry-after"));

  it("sign-up (REST and tRPC), public feedback, AI budgets and sign-in attempts", async () => {
    t = await createTestApp({
      rateLimits: {
        signup: { points: 1, durationSeconds: 600 },
        publicFeedback: { points: 1, durationSeconds: 600 },
        aiQuery: { points: 1, durationSeconds: 60 },
      },
      throttle: new LoginThrottle({ accountFailures: 2, clientFailures: 100 }),
    });
    const signup = (username: string) => ({
      companyName: `${username} Ltd`,
      industry: "Technology",
      username,
      password: "correct horse battery staple",
      name: username,
    });
    expect((await t.request("/api/auth/signup", { method: "POST", json: signup("first") })).status).toBe(200);
    const refused = await t.request("/api/auth/signup", { method: "POST", json: signup("second") });
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(500);
    expect(retryAfter(refused)).toBeLessThanOrEqual(600);
    const viaTrpc = await t.request("/trpc/auth.signup", { method: "POST", json: signup("third") });
    expect(viaTrpc.status).toBe(429);
    expect(retryAfter(viaTrpc)).toBeGreaterThan(0);

    const cookie = await t.login();
    const ask = () => t.request("/api/ai/query", { method: "POST", cookie, json: { question: "Scope 2?" } });
    expect((await ask()).status).toBe(200);
    const spent = await ask();
    expect(spent.status).toBe(429);
    expect(retryAfter(spent)).toBeGreaterThan(0);
    expect(retryAfter(spent)).toBeLessThanOrEqual(60);

    const slug = (
      await t.db.selectFrom("companies").select("feedback_slug").where("id", "=", 1).executeTakeFirstOrThrow()
    ).feedback_slug;
    const feedback = () =>
      t.request("/api/stakeholder-feedback", {
        method: "POST",
        json: {
          companySlug: slug,
          topic: "Noise",
          stakeholderType: "community",
          feedbackType: "concern",
          message: "Night deliveries are loud.",
        },
      });
    expect((await feedback()).status).toBe(200);
    const secondFeedback = await feedback();
    expect(secondFeedback.status).toBe(429);
    expect(retryAfter(secondFeedback)).toBeGreaterThan(0);

    const wrong = () =>
      t.request("/api/auth/login", {
        method: "POST",
        json: { username: "demo", password: "not the password" },
      });
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    const throttled = await wrong();
    expect(throttled.status).toBe(429);
    expect(retryAfter(throttled)).toBeGreaterThan(0);
  });
});
