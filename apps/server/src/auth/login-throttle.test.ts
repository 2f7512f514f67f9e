import type { PostgresHandle } from "@esg/db";
import { createTestDatabase, testPostgresUrl } from "@esg/db/testing";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { MEMORY_STORE, rateLimitStoreFor } from "../http/rate-limit-store";
import { LoginThrottle } from "./login-throttle";

describe("LoginThrottle in memory (SQLite: one app process)", () => {
  it("refuses the account's sixth attempt, gives a refused attempt back, and forgives on success", async () => {
    const throttle = new LoginThrottle({ store: MEMORY_STORE, clientFailures: 100 });
    for (let i = 0; i < 5; i++) expect(await throttle.reserve("Demo", "10.0.0.1")).toBe(0);
    expect(await throttle.reserve(" demo ", "10.0.0.2")).toBeGreaterThan(0);
    await throttle.succeeded("demo", "10.0.0.1");
    expect(await throttle.reserve("demo", "10.0.0.3")).toBe(0);
  });

  it("keeps separate instances apart: each process counts its own", async () => {
    const a = new LoginThrottle({ accountFailures: 1 });
    const b = new LoginThrottle({ accountFailures: 1 });
    expect(await a.reserve("demo", "c")).toBe(0);
    expect(await b.reserve("demo", "c")).toBe(0);
  });
});

const pgUrl = testPostgresUrl();

describe.skipIf(!pgUrl)("LoginThrottle on PostgreSQL (several app processes on one database)", () => {
  let handle: PostgresHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(pgUrl ?? "", inject("testDatabaseRun"));
  });
  afterEach(() => handle.close());

  /** Two throttles over one database stand for two app processes. */
  const pair = (opts: ConstructorParameters<typeof LoginThrottle>[0] = {}) => {
    const store = rateLimitStoreFor(handle);
    return [new LoginThrottle({ ...opts, store }), new LoginThrottle({ ...opts, store })] as const;
  };

  it("counts an account's attempts across processes: 3 on one and 2 on the other spend its 5", async () => {
    const [a, b] = pair();
    for (let i = 0; i < 3; i++) expect(await a.reserve("demo", `10.0.0.${i}`)).toBe(0);
    for (let i = 3; i < 5; i++) expect(await b.reserve("demo", `10.0.0.${i}`)).toBe(0);
    expect(await a.reserve("demo", "10.0.1.1")).toBeGreaterThan(0);
    const retryAfter = await b.reserve("DEMO", "10.0.1.2");
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("counts a client's attempts across processes, and a success on one process gives its point back", async () => {
    const [a, b] = pair({ clientFailures: 2 });
    expect(await a.reserve("user-1", "10.9.0.1")).toBe(0);
    await b.succeeded("user-1", "10.9.0.1");
    expect(await b.reserve("user-2", "10.9.0.1")).toBe(0);
    expect(await a.reserve("user-3", "10.9.0.1")).toBe(0);
    expect(await b.reserve("user-4", "10.9.0.1")).toBeGreaterThan(0);
  });

  it("forgives the account on every process once the password was right on one", async () => {
    const [a, b] = pair({ accountFailures: 2 });
    expect(await a.reserve("demo", "10.1.0.1")).toBe(0);
    expect(await a.reserve("demo", "10.1.0.1")).toBe(0);
    expect(await b.reserve("demo", "10.1.0.2")).toBeGreaterThan(0);
    await a.succeeded("demo", "10.1.0.3");
    expect(await b.reserve("demo", "10.1.0.2")).toBe(0);
  });

  it("cannot be raced: 200 parallel attempts over two processes let exactly 5 through", async () => {
    const [a, b] = pair();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).reserve("demo", `10.2.${i >> 8}.${i & 255}`)),
    );
    expect(results.filter((r) => r === 0)).toHaveLength(5);
  });

  it("counts in the migrated rate_limits table", async () => {
    const [a] = pair();
    await a.reserve("demo", "10.3.0.1");
    const { rows } = await sql<{ key: string; points: number }>`
      SELECT key, points FROM rate_limits ORDER BY key`.execute(handle.db);
    expect(rows).toEqual([
      { key: "login-account:demo", points: 1 },
      { key: "login-client:10.3.0.1", points: 1 },
    ]);
  });

  it("reports a database it cannot reach as an error, not as a refusal", async () => {
    const broken = await createTestDatabase(pgUrl ?? "", inject("testDatabaseRun"));
    const throttle = new LoginThrottle({ store: rateLimitStoreFor(broken) });
    await broken.close();
    await expect(throttle.reserve("demo", "10.4.0.1")).rejects.toThrow();
  });
});
