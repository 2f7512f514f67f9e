import { describe, expect, it } from "vitest";
import { createSqliteDb } from "./create-db";
import { migrateToLatest, pendingMigrations } from "./migrate";
import { migrations } from "./migrations";

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

  it("give a new SQLite file exactly the schema in the snapshot", async () => {
    // Files made by earlier versions keep their schema (applied migrations never rerun), so a landed migration
    // must keep producing the same SQLite DDL: the portable helpers (migrations/portable.ts) may change
    // PostgreSQL's DDL only. Update the snapshot (vitest -u) only when a new migration lands. When PostgreSQL
    // support came in, the snapshot was compared with the DDL of the commit before it; the only difference is
    // a parenthesised index expression, which SQLite parses to the same index.
    const h = createSqliteDb(":memory:");
    await migrateToLatest(h.db);
    const ddl = h.sqlite
      .prepare(
        "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .pluck()
      .all()
      .join(";\n\n");
    await expect(`${ddl};\n`).toMatchFileSnapshot("./migrations/sqlite-schema.snapshot.sql");
    await h.close();
  });

  it("name the pending ones: every migration on a new database, none once migrated", async () => {
    const h = createSqliteDb(":memory:");
    expect(await pendingMigrations(h.db)).toEqual(Object.keys(migrations));
    await migrateToLatest(h.db);
    expect(await pendingMigrations(h.db)).toEqual([]);
    await h.close();
  });
});
