import { existsSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import {
  createSqliteTestDatabase,
  loadSqliteTemplate,
  prepareSqliteTemplate,
  saveSqliteTemplate,
} from "./testing";

const companyNames = async (h: ReturnType<typeof createSqliteTestDatabase>) =>
  (await h.db.selectFrom("companies").select("name").orderBy("id").execute()).map((r) => r.name);

describe("SQLite template databases", () => {
  it("copies a migrated template into independent in-memory databases", async () => {
    const image = await prepareSqliteTemplate(async (db) => {
      await migrateToLatest(db);
      await db
        .insertInto("companies")
        .values({ name: "Template Co", industry: "Manufacturing", created_at: "2026-01-01T00:00:00.000Z" })
        .execute();
    });
    const a = createSqliteTestDatabase(image);
    const b = createSqliteTestDatabase(image);
    try {
      // Each copy starts migrated and holds the template's rows, without running a migration itself.
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM kysely_migration`.execute(a.db);
      expect(rows[0]?.n).toBe(Object.keys(migrations).length);
      expect(await companyNames(a)).toEqual(["Template Co"]);

      // A write to one copy reaches neither the other copy nor the image a later copy starts from.
      await a.db.updateTable("companies").set({ name: "Changed in a" }).execute();
      expect(await companyNames(a)).toEqual(["Changed in a"]);
      expect(await companyNames(b)).toEqual(["Template Co"]);
      const c = createSqliteTestDatabase(image);
      expect(await companyNames(c)).toEqual(["Template Co"]);
      await c.close();

      // The connection settings the file does not store are set on every copy.
      expect(a.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
      expect(a.sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("hands the image to test workers through a private temporary file that remove deletes", async () => {
    const image = await prepareSqliteTemplate(async (db) => {
      await migrateToLatest(db);
    });
    const saved = saveSqliteTemplate(image);
    expect(loadSqliteTemplate(saved.path).equals(image)).toBe(true);
    saved.remove();
    expect(existsSync(saved.path)).toBe(false);
  });
});
