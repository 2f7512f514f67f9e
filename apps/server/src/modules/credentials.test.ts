import { DEMO_USER } from "@esg/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LoginThrottle } from "../auth/login-throttle";
import { createTestApp } from "../test/test-app";

// Changing your own password ends every other way into the account: other sessions, and API tokens unless
// asked to keep them. The session that changed it stays signed in.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp({ throttle: new LoginThrottle({ accountFailures: 3, clientFailures: 100 }) });
});
afterEach(() => t.close());

const NEW_PASSWORD = "a brand new passphrase";

const change = (cookie: string, json: Record<string, unknown>) =>
  t.request("/api/auth/password", { method: "POST", cookie, json });

async function createToken(cookie: string): Promise<string> {
  const res = await t.request("/api/tokens", {
    method: "POST",
    cookie,
    json: { name: "script", scope: "read", expiresInDays: 30 },
  });
  expect(res.status).toBe(200);
  return (await res.json()).token;
}

const withToken = (token: string) =>
  t.request("/api/dashboard", { noOrigin: true, headers: { authorization: `Bearer ${token}` } });

describe("POST /api/auth/password", () => {
  it("changes the password, ends the other sessions and revokes the tokens, keeps this session", async () => {
    const here = await t.login();
    const elsewhere = await t.login();
    const token = await createToken(here);
    expect((await withToken(token)).status).toBe(200);

    const res = await change(here, { currentPassword: DEMO_USER.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, sessionsEnded: 1, tokensRevoked: 1 });

    expect((await t.request("/api/auth/user", { cookie: here })).status).toBe(200);
    expect((await t.request("/api/auth/user", { cookie: elsewhere })).status).toBe(401);
    expect((await withToken(token)).status).toBe(401);
    const old = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: DEMO_USER.username, password: DEMO_USER.password },
    });
    expect(old.status).toBe(401);
    await t.login(DEMO_USER.username, NEW_PASSWORD);

    const log = await (await t.request("/api/companies/1/audit-log?entity=member", { cookie: here })).json();
    expect(log.entries[0]).toMatchObject({
      action: "change-password",
      userId: 1,
      userName: "Alex Morgan",
      after: { sessionsEnded: 1, tokensRevoked: 1 },
    });
    // The hash is stored, never the password.
    const row = await t.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(NEW_PASSWORD);
  });

  it("keeps the API tokens when asked to", async () => {
    const here = await t.login();
    const token = await createToken(here);
    const res = await change(here, {
      currentPassword: DEMO_USER.password,
      newPassword: NEW_PASSWORD,
      revokeTokens: false,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).tokensRevoked).toBe(0);
    expect((await withToken(token)).status).toBe(200);
  });

  it("refuses a wrong current password and a weak new one at their fields, changing nothing", async () => {
    const here = await t.login();
    const elsewhere = await t.login();
    const before = await t.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();

    const wrong = await change(here, { currentPassword: "not the password", newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).issues.map((i: { path: string[] }) => i.path)).toEqual([["currentPassword"]]);
    for (const weak of ["short", "password1234"]) {
      const res = await change(here, { currentPassword: DEMO_USER.password, newPassword: weak });
      expect(res.status).toBe(400);
      expect((await res.json()).issues.map((i: { path: string[] }) => i.path)).toEqual([["newPassword"]]);
    }
    const missing = await change(here, {});
    expect(missing.status).toBe(400);

    const after = await t.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    expect((await t.request("/api/auth/user", { cookie: elsewhere })).status).toBe(200);
  });

  it("throttles guesses of the current password like sign-in (429 with Retry-After)", async () => {
    const here = await t.login();
    for (let i = 0; i < 3; i++) {
      expect(
        (await change(here, { currentPassword: `guess number ${i}`, newPassword: NEW_PASSWORD })).status,
      ).toBe(400);
    }
    const throttled = await change(here, { currentPassword: DEMO_USER.password, newPassword: NEW_PASSWORD });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is refused to an API token", async () => {
    const token = await createToken(await t.login());
    const res = await t.request("/api/auth/password", {
      method: "POST",
      noOrigin: true,
      headers: { authorization: `Bearer ${token}` },
      json: { currentPassword: DEMO_USER.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(403);
  });
});
