import { createHash } from "node:crypto";
import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { API_TOKEN_NOT_ON_TRPC, INVALID_API_TOKEN } from "../http/bearer-auth";
import { addMemberWithId } from "../test/member";
import { cookieFrom, createTestApp } from "../test/test-app";

// Personal API tokens ("The API as a product"): created in Settings, used with `Authorization: Bearer` on the
// REST API, capped by the owner's role and by the token's scope.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(() => t.close());

const PASSWORD = "correct horse battery staple";
const INGEST = {
  fileName: "api-token-upload.json",
  allowDuplicate: true,
  rawData: {
    activities: [{ activity: "electricity", amount: 100, unit: "kWh", region: "GB", date: "2024-06-30" }],
  },
};

type CreatedToken = { id: number; token: string; scope: string; status: string; expiresAt: string };

async function createToken(cookie: string, body: Record<string, unknown>): Promise<CreatedToken> {
  const res = await t.request("/api/tokens", { method: "POST", cookie, json: body });
  expect(res.status).toBe(200);
  return res.json();
}

/** A call as a script makes it: the bearer token, no cookie, no Origin or Sec-Fetch-Site. */
function withToken(token: string, path: string, init: { method?: string; json?: unknown } = {}) {
  return t.request(path, { ...init, noOrigin: true, headers: { authorization: `Bearer ${token}` } });
}

/** A member of the demo company with `role`, signed in through an invitation. */
async function member(role: Role, username = `${role}-user`) {
  const { id, cookie } = await addMemberWithId(t, admin, 1, role, username, `${role} member`);
  return { userId: id, cookie };
}

const tokenRow = (id: number) =>
  t.db.selectFrom("api_tokens").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function griDocumentId(token: string): Promise<number> {
  const res = await withToken(token, "/api/dashboard");
  expect(res.status).toBe(200);
  const docs = (await res.json()).documents as { id: number; type: string }[];
  const gri = docs.find((d) => d.type === "GRI");
  if (!gri) throw new Error("the seed has a GRI 305 document");
  return gri.id;
}

describe("a read token", () => {
  it("pulls the carbon analysis and the GRI 305 CSV, and is refused on a write", async () => {
    const created = await createToken(admin, { name: "Power BI", scope: "read" });
    expect(created).toMatchObject({
      name: "Power BI",
      scope: "read",
      status: "active",
      mine: true,
      lastUsedAt: null,
    });
    expect(created.token).toMatch(/^esg_[A-Za-z0-9_-]{43}$/);

    const analysis = await withToken(created.token, "/api/carbon/analysis");
    expect(analysis.status).toBe(200);
    expect(await analysis.json()).toHaveProperty("currentEmissions");

    const csv = await withToken(
      created.token,
      `/api/documents/${await griDocumentId(created.token)}/download`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).startsWith("Disclosure")).toBe(true);

    const write = await withToken(created.token, "/api/carbon/ingest", { method: "POST", json: INGEST });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({
      message: "This API token is read-only",
      code: "FORBIDDEN",
      reason: "token_scope",
      requestId: expect.any(String),
    });
  });

  it("acts with its owner's company and role", async () => {
    const { token } = await createToken(admin, { name: "whoami", scope: "read" });
    const me = await withToken(token, "/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: "demo", role: "admin", company: { id: 1 } });
    // A path naming another company is refused as for a cookie session.
    expect((await withToken(token, "/api/companies/2/members")).status).toBe(403);
  });
});

describe("a write token", () => {
  it("writes without an Origin header, where a cookie session without one is refused", async () => {
    const { token } = await createToken(admin, { name: "ERP sync", scope: "write" });
    const res = await withToken(token, "/api/carbon/ingest", { method: "POST", json: INGEST });
    expect(res.status).toBe(200);
    const noOrigin = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie: admin,
      json: INGEST,
      noOrigin: true,
    });
    expect(noOrigin.status).toBe(403);
  });

  it("may send a whole file to the ingest, as a signed-in user may", async () => {
    const small = await createTestApp({ maxBodyBytes: 1024 });
    try {
      const cookie = await small.login();
      const res = await small.request("/api/tokens", {
        method: "POST",
        cookie,
        json: { name: "bulk", scope: "write" },
      });
      const { token } = await res.json();
      const activities = Array.from({ length: 40 }, (_, i) => ({
        ...INGEST.rawData.activities[0],
        amount: i + 1,
      }));
      const body = { ...INGEST, rawData: { activities } };
      expect(JSON.stringify(body).length).toBeGreaterThan(1024);
      const upload = await small.request("/api/carbon/ingest", {
        method: "POST",
        json: body,
        noOrigin: true,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(upload.status).toBe(200);
      // Anywhere else the general limit holds.
      const other = await small.request("/api/materiality", {
        method: "POST",
        json: { topic: "x".repeat(2000) },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(other.status).toBe(413);
    } finally {
      await small.close();
    }
  });

  it("is still capped by its owner's role: a viewer's write token cannot write", async () => {
    const viewer = await member("viewer");
    const { token } = await createToken(viewer.cookie, { name: "viewer script", scope: "write" });
    const res = await withToken(token, "/api/carbon/ingest", { method: "POST", json: INGEST });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("Your role does not allow this");
    expect((await withToken(token, "/api/carbon/analysis")).status).toBe(200);
  });

  it("follows its owner's role when it changes, and stops when the owner is removed", async () => {
    const editor = await member("editor");
    const { token } = await createToken(editor.cookie, { name: "editor script", scope: "write" });
    expect((await withToken(token, "/api/carbon/ingest", { method: "POST", json: INGEST })).status).toBe(200);
    const demote = await t.request(`/api/companies/1/members/${editor.userId}`, {
      method: "PUT",
      cookie: admin,
      json: { role: "viewer" },
    });
    expect(demote.status).toBe(200);
    expect((await withToken(token, "/api/carbon/ingest", { method: "POST", json: INGEST })).status).toBe(403);
    const remove = await t.request(`/api/companies/1/members/${editor.userId}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(remove.status).toBe(200);
    expect((await withToken(token, "/api/carbon/analysis")).status).toBe(401);
  });
});

describe("refused tokens", () => {
  it("a revoked token → 401", async () => {
    const { id, token } = await createToken(admin, { name: "soon revoked", scope: "read" });
    expect((await withToken(token, "/api/carbon/analysis")).status).toBe(200);
    const revoke = await t.request(`/api/tokens/${id}`, { method: "DELETE", cookie: admin });
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toMatchObject({ id, status: "revoked" });
    const res = await withToken(token, "/api/carbon/analysis");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: INVALID_API_TOKEN,
      code: "UNAUTHORIZED",
      reason: "unauthenticated",
      requestId: expect.any(String),
    });
    expect(res.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    // Revoking deletes nothing.
    expect((await tokenRow(id)).revoked_at).not.toBeNull();
  });

  it("an expired token → 401", async () => {
    const { id, token } = await createToken(admin, { name: "short-lived", scope: "read", expiresInDays: 1 });
    await t.db
      .updateTable("api_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await withToken(token, "/api/carbon/analysis")).status).toBe(401);
    const list = await (await t.request("/api/tokens", { cookie: admin })).json();
    expect(list.find((x: { id: number }) => x.id === id).status).toBe("expired");
  });

  it.each([
    ["garbage", "not-a-token"],
    ["a well-formed unknown token", `esg_${"A".repeat(43)}`],
    ["an empty token", ""],
  ])("%s → 401, even with a valid session cookie", async (_, token) => {
    const res = await t.request("/api/carbon/analysis", {
      cookie: admin,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe(INVALID_API_TOKEN);
  });

  it("a bad token on a write → 401, not the CSRF refusal", async () => {
    const res = await withToken("esg_nope", "/api/carbon/ingest", { method: "POST", json: INGEST });
    expect(res.status).toBe(401);
  });

  it("a token on /trpc → 401, also with a session cookie", async () => {
    const { token } = await createToken(admin, { name: "trpc attempt", scope: "write" });
    for (const init of [{}, { cookie: admin }]) {
      const res = await t.request("/trpc/carbon.analysis", {
        ...init,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: API_TOKEN_NOT_ON_TRPC,
        code: "UNAUTHORIZED",
        reason: "unauthenticated",
        requestId: expect.any(String),
      });
    }
  });
});

describe("tokens cannot manage tokens", () => {
  it("GET, POST and DELETE /api/tokens with a bearer → 403", async () => {
    const { id, token } = await createToken(admin, { name: "write", scope: "write" });
    const list = await withToken(token, "/api/tokens");
    expect(list.status).toBe(403);
    const create = await withToken(token, "/api/tokens", {
      method: "POST",
      json: { name: "child", scope: "write" },
    });
    expect(create.status).toBe(403);
    const revoke = await withToken(token, `/api/tokens/${id}`, { method: "DELETE" });
    expect(revoke.status).toBe(403);
    expect((await tokenRow(id)).revoked_at).toBeNull();
    expect(await t.db.selectFrom("api_tokens").select("id").execute()).toHaveLength(1);
  });

  it("nor sign out", async () => {
    const { token } = await createToken(admin, { name: "write", scope: "write" });
    expect((await withToken(token, "/api/auth/logout", { method: "POST", json: {} })).status).toBe(403);
  });
});

describe("storage and bookkeeping", () => {
  it("stores only the SHA-256 of the token and records every use", async () => {
    const { id, token } = await createToken(admin, { name: "hash check", scope: "read" });
    const row = await tokenRow(id);
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
    expect(row.last_used_at).toBeNull();

    expect((await withToken(token, "/api/carbon/analysis")).status).toBe(200);
    const first = (await tokenRow(id)).last_used_at;
    expect(first).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await withToken(token, "/api/auth/user")).status).toBe(200);
    const second = (await tokenRow(id)).last_used_at as string;
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first as string));

    const listed = (await (await t.request("/api/tokens", { cookie: admin })).json())[0];
    expect(listed).toMatchObject({ id, lastUsedAt: second, status: "active" });
    expect(Object.keys(listed).sort()).toEqual(
      [
        "createdAt",
        "expiresAt",
        "id",
        "lastUsedAt",
        "mine",
        "name",
        "owner",
        "revokedAt",
        "role",
        "scope",
        "service",
        "status",
        "tokensScope",
      ].sort(),
    );
  });

  it("expires in 90 days by default, or in the days asked for", async () => {
    const before = Date.now();
    const byDefault = await createToken(admin, { name: "default", scope: "read" });
    const days = (iso: string) => (Date.parse(iso) - before) / 86_400_000;
    expect(days(byDefault.expiresAt)).toBeCloseTo(90, 2);
    const year = await createToken(admin, { name: "a year", scope: "read", expiresInDays: 365 });
    expect(days(year.expiresAt)).toBeCloseTo(365, 2);
  });

  it("audits creation and revocation, never with the token", async () => {
    const { id, token } = await createToken(admin, { name: "audited", scope: "write", expiresInDays: 30 });
    expect((await t.request(`/api/tokens/${id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    // Revoking again changes nothing and writes no second entry.
    expect((await t.request(`/api/tokens/${id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    const log = await (
      await t.request("/api/companies/1/audit-log?entity=api_token", { cookie: admin })
    ).json();
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual(["revoke", "create"]);
    expect(log.entries[1]).toMatchObject({
      entityId: String(id),
      userName: "Alex Morgan",
      after: { name: "audited", scope: "write" },
    });
    expect(log.entries[0].after).toMatchObject({ name: "audited", revokedAt: expect.any(String) });
    const rows = await t.db.selectFrom("audit_log").selectAll().where("entity", "=", "api_token").execute();
    for (const r of rows) expect(`${r.before}${r.after}`).not.toContain(token.slice(4, 20));
  });
});

describe("who sees and revokes which tokens", () => {
  it("a member lists only their own; an admin lists every token with its owner and may revoke any", async () => {
    const editor = await member("editor");
    const mine = await createToken(editor.cookie, { name: "editor's", scope: "read" });
    await createToken(admin, { name: "admin's", scope: "read" });

    const editorList = await (await t.request("/api/tokens", { cookie: editor.cookie })).json();
    expect(editorList.map((x: { name: string }) => x.name)).toEqual(["editor's"]);

    const adminList = await (await t.request("/api/tokens", { cookie: admin })).json();
    expect(
      adminList.map((x: { name: string; mine: boolean; owner: { name: string } }) => [
        x.name,
        x.mine,
        x.owner.name,
      ]),
    ).toEqual([
      ["admin's", true, "Alex Morgan"],
      ["editor's", false, "editor member"],
    ]);

    const revoke = await t.request(`/api/tokens/${mine.id}`, { method: "DELETE", cookie: admin });
    expect(revoke.status).toBe(200);
    expect((await withToken(mine.token, "/api/carbon/analysis")).status).toBe(401);
  });

  it("a non-admin gets 404 for another member's token, which stays active", async () => {
    const editor = await member("editor");
    const adminToken = await createToken(admin, { name: "admin's", scope: "read" });
    const res = await t.request(`/api/tokens/${adminToken.id}`, { method: "DELETE", cookie: editor.cookie });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("API token not found");
    expect((await tokenRow(adminToken.id)).revoked_at).toBeNull();
    expect((await t.request("/api/tokens/999999", { method: "DELETE", cookie: admin })).status).toBe(404);
  });

  it("another company's admin gets 404 for this company's token", async () => {
    const signup = await t.request("/api/auth/signup", {
      method: "POST",
      json: {
        companyName: "Rival Ltd",
        industry: "Technology",
        username: "rival",
        password: PASSWORD,
        name: "Rival",
      },
    });
    expect(signup.status).toBe(200);
    const { id } = await createToken(admin, { name: "admin's", scope: "read" });
    const res = await t.request(`/api/tokens/${id}`, { method: "DELETE", cookie: cookieFrom(signup) });
    expect(res.status).toBe(404);
    expect(await (await t.request("/api/tokens", { cookie: cookieFrom(signup) })).json()).toEqual([]);
  });
});

describe("validation", () => {
  it.each([
    [{ scope: "read" }, ["name"]],
    [{ name: "   ", scope: "read" }, ["name"]],
    [{ name: "x".repeat(101), scope: "read" }, ["name"]],
    [{ name: "ok" }, ["scope"]],
    [{ name: "ok", scope: "admin" }, ["scope"]],
    [{ name: "ok", scope: "read", expiresInDays: 0 }, ["expiresInDays"]],
    [{ name: "ok", scope: "read", expiresInDays: 366 }, ["expiresInDays"]],
    [{ name: "ok", scope: "read", expiresInDays: 1.5 }, ["expiresInDays"]],
    [{ name: "ok", scope: "read", expiresInDays: "90" }, ["expiresInDays"]],
  ])("POST /api/tokens %j → 400 at %j", async (body, path) => {
    const res = await t.request("/api/tokens", { method: "POST", cookie: admin, json: body });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json).toMatchObject({ code: "BAD_REQUEST", message: expect.any(String) });
    expect(json.issues.map((i: { path: string[] }) => i.path)).toEqual([path]);
    expect(await t.db.selectFrom("api_tokens").select("id").execute()).toEqual([]);
  });

  it("DELETE /api/tokens/{id} with a bad id → 400 at id", async () => {
    const res = await t.request("/api/tokens/1e1", { method: "DELETE", cookie: admin });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["id"]);
  });
});
