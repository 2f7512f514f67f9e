import { appRouter, restRoutes } from "@esg/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// Every /api and /trpc call but login, health and the public feedback submission needs a session.
const PUBLIC_PROCEDURES = new Set([
  "auth.login",
  "auth.config",
  "auth.signup",
  "auth.acceptInvitation",
  "stakeholderEngagement.submit",
]);
const NOT_SIGNED_IN = {
  message: "Not signed in",
  code: "UNAUTHORIZED",
  reason: "unauthenticated",
  requestId: expect.any(String),
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("session required", () => {
  const guarded = restRoutes.filter((r) => !PUBLIC_PROCEDURES.has(r.procedure));

  it.each(guarded.map((r) => [r.method, r.path] as const))(
    "REST %s %s answers 401 without a session",
    async (method, path) => {
      const url = path.replace(/:companyId\b/, "1").replace(/:\w+/g, "1");
      const res = await t.request(url, {
        method,
        ...(method === "GET" || method === "DELETE" ? {} : { json: {} }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(NOT_SIGNED_IN);
    },
  );

  const procedures = Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
  )
    .filter(([path]) => !PUBLIC_PROCEDURES.has(path))
    .map(([path, p]) => [path, p._def.type] as const);

  it("covers every procedure of the router", () => {
    expect(procedures.length).toBeGreaterThan(40);
  });

  it.each(procedures)("tRPC %s (%s) answers 401 without a session", async (path, type) => {
    const res =
      type === "query"
        ? await t.request(`/trpc/${path}`)
        : await t.request(`/trpc/${path}`, { method: "POST", json: {} });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error.message).toBe(NOT_SIGNED_IN.message);
    expect(body.error.data.code).toBe("UNAUTHORIZED");
  });

  it("leaves health, login and the public feedback form open", async () => {
    expect((await t.request("/api/health")).status).toBe(200);
    expect((await t.request("/api/auth/login", { method: "POST", json: {} })).status).toBe(400);
    expect((await t.request("/api/stakeholder-feedback", { method: "POST", json: {} })).status).toBe(400);
  });
});

describe("the session cookie among others", () => {
  // The Cookie header's session token is remembered per distinct header, and a long header is parsed each time.
  it.each([
    ["alone", (session: string) => session],
    ["after other cookies", (session: string) => `theme=dark; lang=en; ${session}`],
    ["in a header longer than 1 KB", (session: string) => `${"pad=x".repeat(300)}; ${session}; tail=1`],
  ])("is found %s, on each repeat", async (_, header) => {
    const session = await t.login();
    for (let i = 0; i < 2; i++) {
      const res = await t.request("/api/auth/user", { cookie: header(session) });
      expect(res.status).toBe(200);
    }
    const without = header("other=1");
    expect((await t.request("/api/auth/user", { cookie: without })).status).toBe(401);
  });
});
