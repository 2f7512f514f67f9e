import { createDb, type DbHandle, migrateToLatest, pendingMigrations } from "@esg/db";
import { createEmptyDatabase, testPostgresUrl } from "@esg/db/testing";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { memoryLogger } from "../test/memory-logger";
import { createTestApp } from "../test/test-app";

const ENGINE = testPostgresUrl() ? "PostgreSQL" : "SQLite";

/** A database no migration has touched: in-memory SQLite, or an empty PostgreSQL database. */
async function unmigratedDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const pgUrl = testPostgresUrl();
  if (!pgUrl) {
    const handle = createDb(":memory:");
    return { handle, drop: () => handle.close() };
  }
  const empty = await createEmptyDatabase(pgUrl);
  const handle = createDb(empty.url);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

describe(`GET /api/ready (${ENGINE})`, () => {
  it("is 200 on a migrated database that answers, without a session, and is not cached", async () => {
    const t = await createTestApp();
    try {
      const res = await t.request("/api/ready");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ready" });
      expect(res.headers.get("cache-control")).toBe("no-store");
      // The liveness check is unchanged.
      expect(await (await t.request("/api/health")).json()).toEqual({ status: "ok" });
    } finally {
      await t.close();
    }
  });

  it("is 503 naming the pending migrations until they are applied", async () => {
    const { handle, drop } = await unmigratedDatabase();
    const app = createApp({ db: handle.db, isProduction: true });
    try {
      const names = await pendingMigrations(handle.db);
      expect(names[0]).toBe("2026-11-21T0000-foundation");
      expect(names.length).toBeGreaterThan(10);
      const res = await app.request("/api/ready");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: "not_ready",
        reason: `${names.length} migrations are pending: ${names.join(", ")}.`,
      });
      // Asking changed nothing: the migrations are still all pending.
      expect(await pendingMigrations(handle.db)).toEqual(names);

      await migrateToLatest(handle.db);
      const after = await app.request("/api/ready");
      expect(after.status).toBe(200);
      expect(await after.json()).toEqual({ status: "ready" });
    } finally {
      await drop();
    }
  });

  it("is 503 when the database does not answer, with a reason that names nothing internal", async () => {
    const log = memoryLogger();
    const t = await createTestApp({ logger: log.logger });
    expect((await t.request("/api/ready")).status).toBe(200);
    await t.close();

    const res = await t.request("/api/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "not_ready", reason: "The database does not answer." });
    // The driver's error is in the server's log line for the request, with its stack.
    const line = log.lines().at(-1);
    expect(line).toMatchObject({ route: "/api/ready", status: 503, level: 50 });
    expect(line?.requestId).toBe(res.headers.get("x-request-id"));
    expect(line?.err?.stack).toMatch(/\n\s+at /);
  });

  it("is answered for any Host, like /api/health, when the allowed hosts are configured", async () => {
    const t = await createTestApp({ publicUrl: "https://esg.example.com" });
    try {
      const byAddress = { headers: { host: "10.1.2.3:3000" } };
      expect((await t.request("/api/ready", byAddress)).status).toBe(200);
      expect((await t.request("/api/health", byAddress)).status).toBe(200);
      expect((await t.request("/api/auth/config", byAddress)).status).toBe(421);
    } finally {
      await t.close();
    }
  });
});
