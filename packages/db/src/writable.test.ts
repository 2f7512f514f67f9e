import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createSqliteDb } from "./create-db";
import { migrateToLatest } from "./migrate";
import { assertWritable, DatabaseReadOnlyError } from "./writable";

const tables = (h: ReturnType<typeof createSqliteDb>) =>
  h.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();

describe("assertWritable", () => {
  it("passes on a writable database and leaves no trace", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "esg-db-")), "esg.sqlite");
    const h = createSqliteDb(file);
    await migrateToLatest(h.db);
    const before = tables(h);
    await assertWritable(h.db);
    expect(tables(h)).toEqual(before);
    expect(h.sqlite.inTransaction).toBe(false);
    // The connection is usable afterwards.
    await h.db
      .insertInto("companies")
      .values({ name: "X", industry: "Y", created_at: "2025-01-01" })
      .execute();
    await h.close();
  });

  it("refuses a database that reads but does not write, naming the file", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "esg-db-")), "esg.sqlite");
    const rw = createSqliteDb(file);
    await migrateToLatest(rw.db);
    await rw.close();

    // Root writes through a 0444 file, so the test opens it read-only as a non-root process would.
    const ro = createSqliteDb(file, { readonly: true });
    expect(tables(ro).length).toBeGreaterThan(5); // reading works, which is why nothing noticed before
    const error = await assertWritable(ro.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseReadOnlyError);
    expect((error as Error).message).toBe(
      `Database ${file} is read-only: attempt to write a readonly database`,
    );
    expect(ro.sqlite.inTransaction).toBe(false);
    await expect(assertWritable(ro.db, "./data/esg.sqlite")).rejects.toThrow(
      /^Database \.\/data\/esg\.sqlite is read-only: /,
    );
    await ro.close();
  });
});
