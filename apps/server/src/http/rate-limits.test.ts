import type { PostgresHandle } from "@esg/db";
import { createTestDatabase, testPostgresUrl } from "@esg/db/testing";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { rateLimitStoreFor } from "./rate-limit-store";
import { createRateLimit } from "./rate-limits";

describe("createRateLimit", () => {
  it("allows a key its budget, then refuses it, per bucket and per key", async () => {
    const limit = createRateLimit({ publicFeedback: { points: 2, durationSeconds: 60 } });
    expect((await limit("publicFeedback", "a")).allowed).toBe(true);
    expect((await limit("publicFeedback", "a")).allowed).toBe(true);
    expect((await limit("publicFeedback", "a")).allowed).toBe(false);
    expect((await limit("publicFeedback", "b")).allowed).toBe(true);
    expect((await limit("aiQuery", "a")).allowed).toBe(true);
  });

  it("has a default budget for every bucket, including website fetches", async () => {
    const limit = createRateLimit();
    for (let i = 0; i < 10; i++) expect((await limit("webFetch", "user:1")).allowed).toBe(true);
    expect((await limit("webFetch", "user:1")).allowed).toBe(false);
    expect((await limit("webFetch", "user:2")).allowed).toBe(true);
  });
});

const pgUrl = testPostgresUrl();

describe.skipIf(!pgUrl)("createRateLimit on PostgreSQL (several app processes on one database)", () => {
  let handle: PostgresHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(pgUrl ?? "", inject("testDatabaseRun"));
  });
  afterEach(() => handle.close());

  it("shares each budget between processes, per bucket and per key", async () => {
    const settings = { publicFeedback: { points: 3, durationSeconds: 60 } };
    const a = createRateLimit(settings, rateLimitStoreFor(handle));
    const b = createRateLimit(settings, rateLimitStoreFor(handle));
    expect((await a("publicFeedback", "10.0.0.1")).allowed).toBe(true);
    expect((await b("publicFeedback", "10.0.0.1")).allowed).toBe(true);
    expect((await a("publicFeedback", "10.0.0.1")).allowed).toBe(true);
    expect((await b("publicFeedback", "10.0.0.1")).allowed).toBe(false);
    expect((await a("publicFeedback", "10.0.0.1")).allowed).toBe(false);
    expect((await b("publicFeedback", "10.0.0.2")).allowed).toBe(true);
    expect((await a("signup", "10.0.0.1")).allowed).toBe(true);
  });

  it("cannot be raced: 50 parallel calls over two processes spend a budget of 10 exactly", async () => {
    const a = createRateLimit({}, rateLimitStoreFor(handle));
    const b = createRateLimit({}, rateLimitStoreFor(handle));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b)("webFetch", "user:1")),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("reports a database it cannot reach as an error, not as a spent budget", async () => {
    const broken = await createTestDatabase(pgUrl ?? "", inject("testDatabaseRun"));
    const limit = createRateLimit({}, rateLimitStoreFor(broken));
    await broken.close();
    await expect(limit("aiQuery", "user:1")).rejects.toThrow();
  });
});
