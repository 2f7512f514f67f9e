import { describe, expect, it } from "vitest";
import { createSqliteDb } from "./create-db";
import { migrateToLatest } from "./migrate";

describe("migrations", () => {
  it("apply on a fresh database and are idempotent", async () => {
    const h = createSqliteDb(":memory:");
    const first = await migrateToLatest(h.db);
    expect(first.results?.every((r) => r.status === "Success")).toBe(true);
    const second = await migrateToLatest(h.db);
    expect(second.results).toEqual([]);
    expect(h.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    await h.close();
  });
});
