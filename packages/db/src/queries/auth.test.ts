import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSqliteDb, type SqliteHandle } from "../create-db";
import { migrateToLatest } from "../migrate";
import { seedIfEmpty } from "../seed/seed";
import { deleteSession, findSessionWithUser, insertSession } from "./auth";
import { dataVersion } from "./data-version";
import { changeMembership, insertMember } from "./organisations";

// The session lookup of every request is kept until anything is written (SQLite), never longer.

let h: SqliteHandle;
beforeEach(async () => {
  h = createSqliteDb(":memory:");
  await migrateToLatest(h.db);
  await seedIfEmpty(h.db, { demoPasswordHash: "x" });
});
afterEach(async () => h.close());

async function session(userId: number, id = "s1") {
  await insertSession(h.db, {
    id,
    userId,
    secretHash: new Uint8Array(32),
    expiresAt: Date.now() + 60_000,
    createdAt: Date.now(),
  });
}

describe("findSessionWithUser", () => {
  it("answers from memory while nothing was written", async () => {
    await session(1);
    const first = await findSessionWithUser(h.db, { id: "s1" });
    expect(first?.user.role).toBe("admin");
    // The same object: no query ran.
    expect(await findSessionWithUser(h.db, { id: "s1" })).toBe(first);
  });

  it("keeps the company's data version with the session, and reads both again after a write", async () => {
    await session(1);
    const first = await findSessionWithUser(h.db, { id: "s1" });
    expect(first?.companyDataVersion).toBe(await dataVersion(h.db, 1));
    await h.db.updateTable("companies").set({ name: "Renamed" }).where("id", "=", 1).execute();
    const after = await findSessionWithUser(h.db, { id: "s1" });
    expect(after?.user.company.name).toBe("Renamed");
    expect(after?.companyDataVersion).toBe(await dataVersion(h.db, 1));
    expect(after?.companyDataVersion).not.toBe(first?.companyDataVersion);
  });

  it("reads again after a role change, and forgets a deleted session", async () => {
    const userId = await insertMember(h.db, {
      companyId: 1,
      user: { username: "sam", name: "Sam", passwordHash: "x" },
      role: "editor",
      now: new Date().toISOString(),
    });
    await session(userId, "s2");
    expect((await findSessionWithUser(h.db, { id: "s2" }))?.user.role).toBe("editor");
    await changeMembership(h.db, { companyId: 1, userId, role: "viewer", now: new Date().toISOString() });
    expect((await findSessionWithUser(h.db, { id: "s2" }))?.user.role).toBe("viewer");
    await deleteSession(h.db, { id: "s2" });
    expect(await findSessionWithUser(h.db, { id: "s2" })).toBeNull();
  });

  it("answers from memory on the server's read-only connection too, and sees the app's writes there", async () => {
    const dir = await import("node:fs").then((fs) => fs.mkdtempSync("/tmp/esg-auth-reader-"));
    const file = createSqliteDb(`${dir}/db.sqlite`);
    try {
      await migrateToLatest(file.db);
      await seedIfEmpty(file.db, { demoPasswordHash: "x" });
      const reader = file.reader;
      if (!reader) throw new Error("a file database has a reader connection");
      await insertSession(file.db, {
        id: "s4",
        userId: 1,
        secretHash: new Uint8Array(32),
        expiresAt: Date.now() + 60_000,
        createdAt: Date.now(),
      });
      const first = await findSessionWithUser(reader, { id: "s4" });
      expect(first?.user.role).toBe("admin");
      // The same object: no query ran (every signed-in request of the server reads its session here).
      expect(await findSessionWithUser(reader, { id: "s4" })).toBe(first);
      await deleteSession(file.db, { id: "s4" });
      expect(await findSessionWithUser(reader, { id: "s4" })).toBeNull();
    } finally {
      await file.close();
    }
  });

  it("sees a write made through another connection to the same file (the CLI)", async () => {
    const dir = await import("node:fs").then((fs) => fs.mkdtempSync("/tmp/esg-auth-cache-"));
    const file = `${dir}/db.sqlite`;
    const a = createSqliteDb(file);
    const b = createSqliteDb(file);
    try {
      await migrateToLatest(a.db);
      await seedIfEmpty(a.db, { demoPasswordHash: "x" });
      await insertSession(a.db, {
        id: "s3",
        userId: 1,
        secretHash: new Uint8Array(32),
        expiresAt: Date.now() + 60_000,
        createdAt: Date.now(),
      });
      expect(await findSessionWithUser(a.db, { id: "s3" })).not.toBeNull();
      await deleteSession(b.db, { id: "s3" });
      expect(await findSessionWithUser(a.db, { id: "s3" })).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
