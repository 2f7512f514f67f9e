import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSqliteDb, migrateToLatest } from "@esg/db";
import { afterEach, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp } from "../test/test-app";

// A write transaction on SQLite's one connection may stay open across event-loop turns (an upload's finish
// yields between its slices). A signed-in request's session is read on a second, read-only connection, so it
// does not wait for that transaction to end.

const handle = createSqliteDb(join(mkdtempSync(join(tmpdir(), "esg-session-reads-")), "esg.sqlite"));
afterEach(() => handle.close());

describe("session lookups on a SQLite file", () => {
  it("answer while a write transaction stays open on the app's connection", async () => {
    await migrateToLatest(handle.db);
    const t = await createTestApp({ db: handle.db, sessionReads: handle.reader ?? undefined });
    const res = await t.request("/api/auth/signup", {
      method: "POST",
      json: {
        companyName: "Readers Ltd",
        industry: "Technology",
        username: "reader",
        password: "correct horse battery staple",
        name: "Rae Reader",
      },
    });
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res);
    let release = () => {};
    const held = handle.db.transaction().execute(async (trx) => {
      await trx.selectFrom("companies").select("id").execute();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    // A signed-in health check reads nothing but the session.
    const answered = await Promise.race([
      t.request("/api/health", { cookie }).then((r) => r.status),
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 3_000)),
    ]);
    release();
    await held;
    expect(answered).toBe(200);
    // The session found on the reader is the signed-in user's.
    const user = await t.request("/api/auth/user", { cookie });
    expect(user.status).toBe(200);
    expect((await user.json()).username).toBe("reader");
    await t.close();
  }, 30_000);
});
