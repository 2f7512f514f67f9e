import { appRouter, restRoutes } from "@esg/api";
import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "../test/sign-up";
import { cookieFrom, createTestApp } from "../test/test-app";

// Sign-up, invitations, members and roles, and two companies that cannot touch each other.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { signup: { points: 50, durationSeconds: 3600 } } });
  admin = await t.login();
});
afterEach(() => t.close());

const PASSWORD = "correct horse battery staple";
const post = (path: string, json: unknown, cookie?: string) =>
  t.request(path, { method: "POST", json, cookie });

async function signup(username: string, companyName = `${username} Ltd`) {
  const { body, cookie } = await signUp(t, username, { companyName, name: `${username} Admin` });
  return { user: body, cookie };
}

/** A member of the demo company with `role`, signed in through an invitation. */
async function member(role: Role, username = `${role}-user`) {
  const invite = await post("/api/companies/1/invitations", { role }, admin);
  expect(invite.status).toBe(200);
  const { token } = await invite.json();
  const res = await post("/api/auth/accept-invitation", {
    token,
    username,
    password: PASSWORD,
    name: username,
  });
  expect(res.status).toBe(200);
  return { user: await res.json(), cookie: cookieFrom(res), token };
}

describe("sign-up", () => {
  it("creates a company with its admin and signs them in", async () => {
    const { user, cookie } = await signup("founder");
    expect(user).toMatchObject({ username: "founder", role: "admin", company: { name: "founder Ltd" } });
    expect(user.company.id).not.toBe(1);
    const me = await t.request("/api/auth/user", { cookie });
    expect((await me.json()).company.id).toBe(user.company.id);
    // A fresh company starts empty.
    const topics = await t.request(`/api/materiality/${user.company.id}`, { cookie });
    expect(await topics.json()).toEqual([]);
  });

  it.each([
    ["a short password", { password: "short" }, ["password"], 400],
    ["a common password", { password: "Qwerty123456" }, ["password"], 400],
    ["an unknown industry", { industry: "Mining" }, ["industry"], 400],
    ["a taken username", { username: "demo" }, null, 409],
  ])("refuses %s", async (_name, change, path, status) => {
    const res = await post("/api/auth/signup", {
      companyName: "X",
      industry: "Technology",
      username: "someone",
      password: PASSWORD,
      name: "Some One",
      ...change,
    });
    expect(res.status).toBe(status);
    if (path) expect((await res.json()).issues[0].path).toEqual(path);
  });

  it("is rate-limited per client and closed by SIGNUP=closed (404, and the config says so)", async () => {
    const limited = await createTestApp({ rateLimits: { signup: { points: 1, durationSeconds: 3600 } } });
    const body = (u: string) => ({
      companyName: u,
      industry: "Energy",
      username: u,
      password: PASSWORD,
      name: u,
    });
    expect((await limited.request("/api/auth/signup", { method: "POST", json: body("first") })).status).toBe(
      200,
    );
    expect((await limited.request("/api/auth/signup", { method: "POST", json: body("second") })).status).toBe(
      429,
    );
    await limited.close();

    const closed = await createTestApp({ signup: false });
    expect((await closed.request("/api/auth/signup", { method: "POST", json: body("third") })).status).toBe(
      404,
    );
    expect(await (await closed.request("/api/auth/config")).json()).toEqual({ signup: false, demo: true });
    await closed.close();
    expect(await (await t.request("/api/auth/config")).json()).toEqual({ signup: true, demo: true });
    // Without DEMO=on the login screen is told not to offer the demo account.
    const noDemo = await createTestApp({ demo: false });
    expect(await (await noDemo.request("/api/auth/config")).json()).toEqual({ signup: true, demo: false });
    await noDemo.close();
  });
});

describe("invitations and members", () => {
  it("an invitation is single use and gives its role", async () => {
    const editor = await member("editor");
    expect(editor.user).toMatchObject({ role: "editor", company: { id: 1 } });
    const again = await post("/api/auth/accept-invitation", {
      token: editor.token,
      username: "second",
      password: PASSWORD,
      name: "Second",
    });
    expect(again.status).toBe(404);
  });

  it("an expired invitation is refused", async () => {
    const { token } = await (await post("/api/companies/1/invitations", { role: "viewer" }, admin)).json();
    await t.db.updateTable("invitations").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    const res = await post("/api/auth/accept-invitation", {
      token,
      username: "late",
      password: PASSWORD,
      name: "L",
    });
    expect(res.status).toBe(404);
  });

  it("lists members, changes a role, removes a member; the last admin stays (409)", async () => {
    const editor = await member("editor");
    const list = await (await t.request("/api/companies/1/members", { cookie: admin })).json();
    expect(list.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      ["demo", "admin"],
      ["editor-user", "editor"],
    ]);
    const demote = await t.request("/api/companies/1/members/1", {
      method: "PUT",
      cookie: admin,
      json: { role: "viewer" },
    });
    expect(demote.status).toBe(409);
    const remove = await t.request("/api/companies/1/members/1", { method: "DELETE", cookie: admin });
    expect(remove.status).toBe(409);

    const promote = await t.request(`/api/companies/1/members/${editor.user.id}`, {
      method: "PUT",
      cookie: admin,
      json: { role: "admin" },
    });
    expect(promote.status).toBe(200);
    expect((await promote.json()).role).toBe("admin");
    // Now there are two admins: the demo user may step down.
    expect(
      (
        await t.request("/api/companies/1/members/1", {
          method: "PUT",
          cookie: admin,
          json: { role: "viewer" },
        })
      ).status,
    ).toBe(200);

    const gone = await t.request(`/api/companies/1/members/${editor.user.id}`, {
      method: "DELETE",
      cookie: editor.cookie,
    });
    expect(gone.status).toBe(409); // the editor, now the only admin, cannot remove themselves
  });

  it("a wrong password for a company's user is in that company's audit log", async () => {
    expect((await post("/api/auth/login", { username: "demo", password: "not the password" })).status).toBe(
      401,
    );
    const log = await (
      await t.request("/api/companies/1/audit-log?entity=session", { cookie: admin })
    ).json();
    expect(log.entries[0]).toMatchObject({ action: "sign_in_failed", userId: 1 });
  });

  it("membership changes are in the audit log, which admins and auditors can read", async () => {
    const auditor = await member("auditor");
    const viewer = await member("viewer");
    const log = await (
      await t.request("/api/companies/1/audit-log?entity=membership", { cookie: auditor.cookie })
    ).json();
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual(["join", "join"]);
    expect((await t.request("/api/companies/1/audit-log", { cookie: viewer.cookie })).status).toBe(403);
    const invites = await (
      await t.request("/api/companies/1/audit-log?entity=invitation", { cookie: admin })
    ).json();
    expect(invites.total).toBe(2);
    expect(invites.entries[0]).toMatchObject({ userName: "Alex Morgan", action: "invite" });
  });
});

describe("roles, deny by default", () => {
  it("every procedure but the public ones declares its roles", () => {
    const publicOnes = new Set([
      "auth.login",
      "auth.config",
      "auth.signup",
      "auth.acceptInvitation",
      "stakeholderEngagement.submit",
    ]);
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { roles?: string[] } } }>,
    );
    const undeclared = procedures.filter(([path, p]) => !publicOnes.has(path) && !p._def.meta?.roles?.length);
    expect(undeclared.map(([path]) => path)).toEqual([]);
  });

  it.each([
    ["viewer", "POST", "/api/materiality", 403],
    ["viewer", "GET", "/api/materiality/1", 200],
    ["viewer", "POST", "/api/carbon/ingest", 403],
    ["viewer", "GET", "/api/carbon/emissions/1/export.csv", 403],
    ["auditor", "GET", "/api/carbon/emissions/1/export.csv", 200],
    ["auditor", "POST", "/api/materiality", 403],
    ["editor", "POST", "/api/demo/reset", 403],
    ["editor", "POST", "/api/companies/1/invitations", 403],
    ["editor", "PUT", "/api/companies/1/reporting-settings", 403],
    ["editor", "GET", "/api/companies/1/audit-log", 403],
    ["viewer", "POST", "/api/training-progress", 400], // training is everyone's own: allowed, input missing
  ] as const)("%s %s %s → %i", async (role, method, path, status) => {
    const { cookie } = await member(role);
    const res = await t.request(path, {
      method,
      cookie,
      ...(method === "GET" ? {} : { json: path.includes("invitations") ? { role: "viewer" } : {} }),
    });
    expect(res.status).toBe(status);
  });
});

describe("two companies", () => {
  it("neither reads nor changes a byte of the other's data", async () => {
    const other = await signup("rival");
    const otherId = other.user.company.id as number;
    // Paths naming the other company: 403.
    for (const path of [
      "/api/materiality/1",
      "/api/carbon/emissions/1",
      "/api/companies/1/members",
      "/api/companies/1/reporting-settings",
    ]) {
      expect((await t.request(path, { cookie: other.cookie })).status).toBe(403);
    }
    // Ids of the other company's rows: 404, and the row is unchanged.
    const [topic] = await t.db
      .selectFrom("materiality_topics")
      .selectAll()
      .where("company_id", "=", 1)
      .limit(1)
      .execute();
    if (!topic) throw new Error("the seed has topics");
    const res = await t.request(`/api/materiality/${topic.id}`, {
      method: "PUT",
      cookie: other.cookie,
      json: { topic: "Hijacked", category: "Environmental", stakeholderConcern: 5, businessImpact: 5 },
    });
    expect([403, 404]).toContain(res.status);
    const after = await t.db
      .selectFrom("materiality_topics")
      .selectAll()
      .where("id", "=", topic.id)
      .executeTakeFirst();
    expect(after).toEqual(topic);
    // Their own data is theirs only.
    const mine = await t.request(`/api/materiality/${otherId}`, { cookie: other.cookie });
    expect(await mine.json()).toEqual([]);
    expect(restRoutes.length).toBeGreaterThan(60);
  });
});
