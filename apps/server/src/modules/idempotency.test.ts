import { DEMO_USER } from "@esg/db";
import type { Role } from "@esg/domain";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { hashPassword } from "../auth/password";
import { addMember } from "../test/member";
import { createTestApp } from "../test/test-app";

// Idempotency keys: a retried write with the same key gets the first answer back and writes once.

let t: Awaited<ReturnType<typeof createTestApp>>;
afterEach(() => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function start(overrides: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(overrides);
  return t.login();
}

const createSite = (cookie: string, key: string | undefined, body: unknown) =>
  t.request("/api/companies/1/sites", {
    method: "POST",
    cookie,
    json: body,
    headers: key === undefined ? {} : { "Idempotency-Key": key },
  });

const sitesNamed = (name: string) =>
  t.db.selectFrom("sites").select("id").where("company_id", "=", 1).where("name", "=", name).execute();
const siteAudits = () =>
  t.db
    .selectFrom("audit_log")
    .select("id")
    .where("company_id", "=", 1)
    .where("entity", "=", "site")
    .execute();
const keyCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("idempotency_keys")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const member = (admin: string, role: Role, username: string) => addMember(t, admin, 1, role, username);

describe("Idempotency-Key", () => {
  it("replays the first answer (same body, same id) and writes once, with one audit entry", async () => {
    const admin = await start();
    const auditsBefore = (await siteAudits()).length;
    const body = { name: "Leeds depot", country: "GB" };
    const first = await createSite(admin, "create-leeds-1", body);
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const firstBody = await first.json();

    const retry = await createSite(admin, "create-leeds-1", body);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(await retry.json()).toEqual(firstBody);

    expect(await sitesNamed("Leeds depot")).toEqual([{ id: firstBody.id }]);
    expect((await siteAudits()).length).toBe(auditsBefore + 1);

    // Without a key, the same request is a new write (here refused: the name is taken).
    expect((await createSite(admin, undefined, body)).status).toBe(409);
  });

  it("is seen by every app process on the database: a retry sent to another process replays", async () => {
    const admin = await start();
    const body = { name: "Two processes", country: "GB" };
    expect((await createSite(admin, "multi", body)).status).toBe(200);
    const other = createApp({ db: t.db, isProduction: false });
    const retry = await other.request(
      "/api/companies/1/sites",
      {
        method: "POST",
        body: JSON.stringify(body),
        headers: {
          "content-type": "application/json",
          cookie: admin,
          origin: "http://localhost",
          "Idempotency-Key": "multi",
        },
      },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await sitesNamed("Two processes")).toHaveLength(1);
  });

  it("answers 422 when the key is reused with another body, and writes nothing", async () => {
    const admin = await start();
    expect((await createSite(admin, "k-1", { name: "York", country: "GB" })).status).toBe(200);
    const other = await createSite(admin, "k-1", { name: "Hull", country: "GB" });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      message: expect.any(String),
      code: "UNPROCESSABLE_CONTENT",
      reason: "idempotency_mismatch",
    });
    expect(await sitesNamed("Hull")).toEqual([]);
    // The same body on another path is another request too.
    const elsewhere = await t.request("/api/companies/1/suppliers", {
      method: "POST",
      cookie: admin,
      json: { name: "York", country: "GB" },
      headers: { "Idempotency-Key": "k-1" },
    });
    expect(elsewhere.status).toBe(422);
  });

  it("refuses a key that is empty, too long or not printable ASCII with a 400 at the header", async () => {
    const admin = await start();
    for (const key of ["", "x".repeat(256), "caf\u00e9", "tab\there"]) {
      const res = await createSite(admin, key, { name: "Bad key", country: "GB" });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: "BAD_REQUEST",
        issues: [{ path: ["header", "Idempotency-Key"] }],
      });
    }
    expect(await sitesNamed("Bad key")).toEqual([]);
    expect((await createSite(admin, "x".repeat(255), { name: "Long key", country: "GB" })).status).toBe(200);
  });

  it("replays a 400 answer as a 400", async () => {
    const admin = await start();
    const first = await createSite(admin, "bad-body", { name: "", country: "GB" });
    expect(first.status).toBe(400);
    const retry = await createSite(admin, "bad-body", { name: "", country: "GB" });
    expect(retry.status).toBe(400);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
  });

  it("keeps each user's keys apart: another user's same key runs their own request", async () => {
    const admin = await start();
    const other = await member(admin, "admin", "second-admin");
    const a = await createSite(admin, "shared-key", { name: "Admin site", country: "GB" });
    const b = await createSite(other, "shared-key", { name: "Editor site", country: "GB" });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect((await b.json()).name).toBe("Editor site");
    expect(await sitesNamed("Editor site")).toHaveLength(1);
  });

  it("forgets a key after 24 h: the same key then runs a new request", async () => {
    let clock = Date.parse("2026-11-26T12:00:00Z");
    const admin = await start({ idempotency: { now: () => clock } });
    expect((await createSite(admin, "daily", { name: "Day one", country: "GB" })).status).toBe(200);
    clock += DAY_MS - 1;
    const stillKept = await createSite(admin, "daily", { name: "Day one", country: "GB" });
    expect(stillKept.headers.get("idempotent-replayed")).toBe("true");
    clock += 1;
    const fresh = await createSite(admin, "daily", { name: "Day two", country: "GB" });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("idempotent-replayed")).toBeNull();
    expect(await sitesNamed("Day two")).toHaveLength(1);
  });

  it("purges expired keys", async () => {
    let clock = Date.parse("2026-11-26T12:00:00Z");
    const admin = await start({ idempotency: { now: () => clock, purgeEveryMs: 0 } });
    await createSite(admin, "old-1", { name: "Old one", country: "GB" });
    await createSite(admin, "old-2", { name: "Old two", country: "GB" });
    expect(await keyCount()).toBe(2);
    clock += DAY_MS + 1;
    await createSite(admin, "new-1", { name: "New one", country: "GB" });
    expect(await keyCount()).toBe(1);
  });

  it("a concurrent duplicate waits for the first request and gets its answer; one write", async () => {
    const admin = await start();
    const body = { name: "Concurrent", country: "GB" };
    const [a, b] = await Promise.all([createSite(admin, "race", body), createSite(admin, "race", body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual(await b.json());
    expect([a, b].filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(1);
    expect(await sitesNamed("Concurrent")).toHaveLength(1);
  });

  it("a duplicate of a request still running gets 409 once its wait is over; the retry then replays", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const admin = await start({
      idempotency: { waitMs: 50 },
      hashPassword: async (password) => {
        await gate;
        return hashPassword(password);
      },
    });
    const change = () =>
      t.request("/api/auth/password", {
        method: "POST",
        cookie: admin,
        headers: { "Idempotency-Key": "pw-1" },
        json: { currentPassword: DEMO_USER.password, newPassword: "a much better passphrase" },
      });
    const first = change();
    // The first request holds the key (it waits in the password hash) before the duplicate is sent.
    for (let i = 0; i < 100 && (await keyCount()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const duplicate = await change();
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ code: "CONFLICT", reason: "idempotency_in_progress" });
    release();
    const done = await first;
    expect(done.status).toBe(200);
    const retry = await change();
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await done.json());
  });

  it("does not keep a 5xx answer: the retry runs again", async () => {
    const admin = await start();
    // A database failure inside the write (the table is gone) is the server's fault.
    await t.db.schema.alterTable("sites").renameTo("sites_away").execute();
    const failed = await createSite(admin, "after-500", { name: "Retry me", country: "GB" });
    expect(failed.status).toBe(500);
    expect(await keyCount()).toBe(0);
    await t.db.schema.alterTable("sites_away").renameTo("sites").execute();
    const retry = await createSite(admin, "after-500", { name: "Retry me", country: "GB" });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
  });

  it("a streamed upload is replayed by method and path (its file is not hashed): one upload", async () => {
    const admin = await start();
    const csv = "activity,amount,unit,region,date\nelectricity,1000,kWh,GB,2024-06-30\n";
    const upload = () =>
      t.request("/api/carbon/uploads?fileName=keyed.csv", {
        method: "POST",
        cookie: admin,
        body: csv,
        headers: { "content-type": "text/csv", "Idempotency-Key": "upload-1" },
      });
    const first = await upload();
    expect(first.status).toBe(202);
    const retry = await upload();
    expect(retry.status).toBe(202);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    const sources = await t.db
      .selectFrom("carbon_data_sources")
      .select("id")
      .where("company_id", "=", 1)
      .where("file_name", "=", "keyed.csv")
      .execute();
    expect(sources).toHaveLength(1);
  });

  it("works on tRPC mutations too", async () => {
    const admin = await start();
    const call = () =>
      t.request("/trpc/sites.create", {
        method: "POST",
        cookie: admin,
        headers: { "Idempotency-Key": "trpc-1" },
        json: { name: "Via tRPC", country: "GB" },
      });
    const first = await call();
    expect(first.status).toBe(200);
    const retry = await call();
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    expect(await sitesNamed("Via tRPC")).toHaveLength(1);
  });
});
