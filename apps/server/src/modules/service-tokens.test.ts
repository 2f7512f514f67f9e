import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMemberWithId } from "../test/member";
import { createTestApp } from "../test/test-app";

// Service tokens belong to the company, not to a member: they outlive whoever made them and the audit log names
// them. Any token with the `tokens` scope can rotate itself.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(() => t.close());

const SUPPLIER = {
  name: "Acme Steel",
  riskTier: "high",
  disclosureScore: 35,
  responded: false,
  country: "de",
};

type Created = { id: number; token: string; service: boolean; role: string | null; tokensScope: boolean };

async function createToken(cookie: string, body: Record<string, unknown>): Promise<Created> {
  const res = await t.request("/api/tokens", { method: "POST", cookie, json: body });
  expect(res.status).toBe(200);
  return res.json();
}

function withToken(token: string, path: string, init: { method?: string; json?: unknown } = {}) {
  return t.request(path, { ...init, noOrigin: true, headers: { authorization: `Bearer ${token}` } });
}

async function member(role: Role, username: string) {
  const { id, cookie } = await addMemberWithId(t, admin, 1, role, username, `${username} member`);
  return { userId: id, cookie };
}

describe("service tokens", () => {
  it("an admin creates one with a role; the list marks it; a non-admin may not", async () => {
    const created = await createToken(admin, { name: "ERP sync", scope: "write", serviceRole: "editor" });
    expect(created).toMatchObject({
      service: true,
      role: "editor",
      mine: false,
      owner: { name: "ERP sync" },
    });
    const me = await withToken(created.token, "/api/auth/user");
    expect(await me.json()).toMatchObject({ name: "ERP sync", role: "editor", company: { id: 1 } });

    const personal = await createToken(admin, { name: "mine", scope: "read" });
    expect(personal).toMatchObject({ service: false, role: null, mine: true });
    const list = await (await t.request("/api/tokens", { cookie: admin })).json();
    expect(list.map((x: Created & { name: string }) => [x.name, x.service, x.role])).toEqual([
      ["mine", false, null],
      ["ERP sync", true, "editor"],
    ]);

    const editor = await member("editor", "eddie");
    const refused = await t.request("/api/tokens", {
      method: "POST",
      cookie: editor.cookie,
      json: { name: "sneaky", scope: "write", serviceRole: "admin" },
    });
    expect(refused.status).toBe(403);
    // A member's own list has no service tokens.
    expect(await (await t.request("/api/tokens", { cookie: editor.cookie })).json()).toEqual([]);
  });

  it("acts with its own role: a viewer service token cannot write", async () => {
    const { token } = await createToken(admin, { name: "BI", scope: "write", serviceRole: "viewer" });
    expect((await withToken(token, "/api/suppliers")).status).toBe(200);
    expect((await withToken(token, "/api/suppliers", { method: "POST", json: SUPPLIER })).status).toBe(403);
  });

  it("survives the removal of the admin who made it, where their personal token ends", async () => {
    const second = await member("admin", "second-admin");
    const service = await createToken(second.cookie, {
      name: "Nightly import",
      scope: "write",
      serviceRole: "editor",
    });
    const personal = await createToken(second.cookie, { name: "own", scope: "write" });
    const removed = await t.request(`/api/companies/1/members/${second.userId}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(removed.status).toBe(200);

    expect((await withToken(personal.token, "/api/suppliers")).status).toBe(401);
    expect((await withToken(service.token, "/api/suppliers")).status).toBe(200);
    expect(
      (await withToken(service.token, "/api/suppliers", { method: "POST", json: SUPPLIER })).status,
    ).toBe(200);
    // It is no member: the members list does not show it and it cannot be removed as one.
    const members = await (await t.request("/api/companies/1/members", { cookie: admin })).json();
    expect(JSON.stringify(members)).not.toContain("Nightly import");
    const ownerId = (
      await t.db
        .selectFrom("api_tokens")
        .select("user_id")
        .where("id", "=", service.id)
        .executeTakeFirstOrThrow()
    ).user_id;
    expect(
      (await t.request(`/api/companies/1/members/${ownerId}`, { method: "DELETE", cookie: admin })).status,
    ).toBe(404);
    // Revoking it (an admin) ends it.
    expect((await t.request(`/api/tokens/${service.id}`, { method: "DELETE", cookie: admin })).status).toBe(
      200,
    );
    expect((await withToken(service.token, "/api/suppliers")).status).toBe(401);
  });

  it("its writes appear in the audit log under its name and role", async () => {
    const { token } = await createToken(admin, { name: "ERP sync", scope: "write", serviceRole: "editor" });
    expect((await withToken(token, "/api/suppliers", { method: "POST", json: SUPPLIER })).status).toBe(200);
    const log = await (
      await t.request("/api/companies/1/audit-log?entity=supplier", { cookie: admin })
    ).json();
    expect(log.entries[0]).toMatchObject({ action: "create", userName: "ERP sync", userRole: "editor" });
  });

  it("nobody can sign in as a service token's user", async () => {
    const created = await createToken(admin, { name: "ERP sync", scope: "write", serviceRole: "admin" });
    const user = await t.db
      .selectFrom("api_tokens")
      .innerJoin("users", "users.id", "api_tokens.user_id")
      .select(["users.username", "users.password_hash"])
      .where("api_tokens.id", "=", created.id)
      .executeTakeFirstOrThrow();
    const res = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: user.username, password: user.password_hash },
    });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/tokens/rotate", () => {
  /** The grace period's ten minutes pass: the old token's stored end moves into the past. */
  const endGrace = (id: number) =>
    t.db
      .updateTable("api_tokens")
      .set({ revoked_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();

  it("gives a token with the tokens scope a new secret, ends the old one after its grace, and audits it", async () => {
    const old = await createToken(admin, {
      name: "CI deploy",
      scope: "read",
      tokensScope: true,
      serviceRole: "viewer",
      expiresInDays: 30,
    });
    const res = await withToken(old.token, "/api/tokens/rotate", { method: "POST" });
    expect(res.status).toBe(200);
    const rotated = await res.json();
    expect(rotated).toMatchObject({
      name: "CI deploy",
      scope: "read",
      tokensScope: true,
      service: true,
      role: "viewer",
      status: "active",
    });
    expect(rotated.id).not.toBe(old.id);
    expect(rotated.token).toMatch(/^esg_[A-Za-z0-9_-]{43}$/);
    expect(rotated.token).not.toBe(old.token);
    expect((Date.parse(rotated.expiresAt) - Date.now()) / 86_400_000).toBeCloseTo(30, 1);

    // The old token works for the grace period only (the rotation answer says until when).
    const graceMs = Date.parse(rotated.previousTokenRevokedAt) - Date.now();
    expect(graceMs).toBeGreaterThan(9 * 60_000);
    expect(graceMs).toBeLessThanOrEqual(10 * 60_000);
    expect((await withToken(old.token, "/api/suppliers")).status).toBe(200);
    await endGrace(old.id);
    expect((await withToken(old.token, "/api/suppliers")).status).toBe(401);
    expect((await withToken(rotated.token, "/api/suppliers")).status).toBe(200);
    // The new token can rotate again.
    expect((await withToken(rotated.token, "/api/tokens/rotate", { method: "POST" })).status).toBe(200);

    const log = await (
      await t.request("/api/companies/1/audit-log?entity=api_token", { cookie: admin })
    ).json();
    expect(log.entries[1]).toMatchObject({
      action: "rotate",
      entityId: String(rotated.id),
      userName: "CI deploy",
      userRole: "viewer",
      after: { name: "CI deploy", replaces: old.id },
    });
    const rows = await t.db
      .selectFrom("audit_log")
      .select(["before", "after"])
      .where("entity", "=", "api_token")
      .execute();
    for (const r of rows) expect(`${r.before}${r.after}`).not.toContain(rotated.token.slice(4, 20));
  });

  it("replays a lost answer to a retry with the old token and the same key; without a key it is 409", async () => {
    const old = await createToken(admin, { name: "nightly sync", scope: "write", tokensScope: true });
    const rotate = (token: string, key?: string) =>
      t.request("/api/tokens/rotate", {
        method: "POST",
        noOrigin: true,
        headers: { authorization: `Bearer ${token}`, ...(key ? { "idempotency-key": key } : {}) },
      });
    const first = await rotate(old.token, "rotate-2026-11-29");
    expect(first.status).toBe(200);
    const rotated = await first.json();

    // The answer was lost: the same request again gets the same successor, not a third token.
    const retry = await rotate(old.token, "rotate-2026-11-29");
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(rotated);
    const again = await rotate(old.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "CONFLICT", reason: "already_rotated" });
    const live = await t.db
      .selectFrom("api_tokens")
      .select("id")
      .where("name", "=", "nightly sync")
      .where("revoked_at", "is", null)
      .execute();
    expect(live).toEqual([{ id: rotated.id }]);

    // The list shows the old token active until its grace ends; revoking it ends the grace at once.
    const listed = async () =>
      (
        (await (await t.request("/api/tokens", { cookie: admin })).json()) as { id: number; status: string }[]
      ).find((x) => x.id === old.id);
    expect(await listed()).toMatchObject({ status: "active", revokedAt: rotated.previousTokenRevokedAt });
    const revoke = await t.request(`/api/tokens/${old.id}`, { method: "DELETE", cookie: admin });
    expect(revoke.status).toBe(200);
    expect(await listed()).toMatchObject({ status: "revoked" });
    expect((await rotate(old.token, "rotate-2026-11-29")).status).toBe(401);
    expect((await withToken(rotated.token, "/api/suppliers")).status).toBe(200);
  });

  it("a personal token with the tokens scope rotates too, keeping its owner", async () => {
    const old = await createToken(admin, { name: "script", scope: "write", tokensScope: true });
    const res = await withToken(old.token, "/api/tokens/rotate", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ service: false, owner: { name: "Alex Morgan" }, mine: true });
  });

  it("is refused without the tokens scope and to a browser session", async () => {
    const plain = await createToken(admin, { name: "plain", scope: "write" });
    const res = await withToken(plain.token, "/api/tokens/rotate", { method: "POST" });
    expect(res.status).toBe(403);
    expect((await withToken(plain.token, "/api/suppliers")).status).toBe(200);
    expect((await t.request("/api/tokens/rotate", { method: "POST", cookie: admin })).status).toBe(403);
  });
});
