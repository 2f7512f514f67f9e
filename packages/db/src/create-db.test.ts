import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Kysely, Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { createSqliteDb } from "./create-db";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";

describe("createDb", () => {
  it("opens a file database in WAL mode with explicit synchronous, foreign keys and a busy timeout", async () => {
    const h = createSqliteDb(join(mkdtempSync(join(tmpdir(), "esg-db-")), "nested", "esg.sqlite"));
    expect(h.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(h.sqlite.pragma("synchronous", { simple: true })).toBe(1); // NORMAL
    expect(h.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(h.sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    await h.close();
    expect(h.sqlite.open).toBe(false);
  });

  it("creates the database file and its -wal and -shm files readable by the owner only", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "esg-db-")), "esg.sqlite");
    const h = createSqliteDb(file);
    await migrateToLatest(h.db);
    for (const f of [file, `${file}-wal`, `${file}-shm`])
      expect((statSync(f).mode & 0o777).toString(8), f).toBe("600");
    await h.close();
  });

  it("checkpoints the WAL in a worker thread, never inside a commit of the app's connection", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "esg-db-")), "esg.sqlite");
    const h = createSqliteDb(file);
    expect(h.sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    h.sqlite.exec("CREATE TABLE t (b BLOB)");
    const insert = h.sqlite.prepare("INSERT INTO t VALUES (randomblob(4096))");
    // 5,000 pages in one commit: past the 1,000 at which SQLite would checkpoint inside it, and past the
    // worker's RESTART_FRAMES.
    h.sqlite.transaction(() => {
      for (let i = 0; i < 5_000; i++) insert.run();
    })();
    // The commit left its pages in the WAL; only the worker can copy them into the file now.
    expect(statSync(file).size).toBeLessThan(1024 * 1024);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(20 * 1024 * 1024);
    // Copied into the file, and the WAL emptied (it does not grow for as long as the app writes).
    for (let waited = 0; statSync(file).size < 20 * 1024 * 1024 || statSync(`${file}-wal`).size > 0; ) {
      if (waited > 10_000) throw new Error("the WAL was not checkpointed");
      await new Promise((r) => setTimeout(r, 50));
      waited += 50;
    }
    expect(h.sqlite.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 5_000 });
    await h.close();
    // The app's connection closed last: the WAL is gone, as before.
    expect(() => statSync(`${file}-wal`)).toThrow();
  });

  it("lets a script whose last work is closing the database finish: the checkpoint worker is waited for", () => {
    const file = join(mkdtempSync(join(tmpdir(), "esg-db-")), "esg.sqlite");
    const script = [
      `import { createSqliteDb } from ${JSON.stringify(fileURLToPath(new URL("./create-db.ts", import.meta.url)))};`,
      `const h = createSqliteDb(${JSON.stringify(file)});`,
      `h.sqlite.exec("CREATE TABLE t (x)");`,
      "await h.close();",
      `console.log("closed");`,
    ].join("\n");
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 0, stdout: "closed" });
    expect(() => statSync(`${file}-wal`)).toThrow();
    // A child Node that compiles TypeScript on start: seconds on a loaded machine.
  }, 60_000);

  it("leaves the mode of an existing file alone", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "esg-db-")), "esg.sqlite");
    writeFileSync(file, "");
    chmodSync(file, 0o640);
    const h = createSqliteDb(file);
    expect((statSync(file).mode & 0o777).toString(8)).toBe("640");
    await h.close();
  });

  it("accepts file: and sqlite: URLs", async () => {
    const dir = mkdtempSync(join(tmpdir(), "esg-db-"));
    for (const url of [`file:${join(dir, "a.sqlite")}`, `sqlite://${join(dir, "b.sqlite")}`]) {
      const h = createSqliteDb(url);
      expect(h.sqlite.name).toBe(url.replace(/^(file|sqlite):(\/\/)?/, ""));
      await h.close();
    }
  });
});

describe("migrations", () => {
  it("are timestamp-named", () => {
    for (const name of Object.keys(migrations)) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{4}-[a-z0-9-]+$/);
  });

  it("run each inside a transaction: a failing one leaves nothing half-applied", async () => {
    const h = createSqliteDb(":memory:");
    const migrator = new Migrator({
      db: h.db,
      provider: {
        getMigrations: async () => ({
          "2000-01-01T0000-broken": {
            async up(db: Kysely<unknown>) {
              await db.schema.createTable("half_done").addColumn("id", "integer").execute();
              throw new Error("boom");
            },
          },
        }),
      },
    });
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeInstanceOf(Error);
    const tables = h.sqlite.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").all();
    expect(tables).toEqual([]);
    await h.close();
  });

  it("give every company-owned table a company_id", async () => {
    const h = createSqliteDb(":memory:");
    await migrateToLatest(h.db);
    // Tables that are not owned by one company: the companies themselves, sessions (owned via their user),
    // and SQLite's and Kysely's bookkeeping.
    const notCompanyOwned = new Set([
      "companies",
      "sessions",
      "sqlite_sequence",
      "kysely_migration",
      "kysely_migration_lock",
    ]);
    const tables = (
      h.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    )
      .map((t) => t.name)
      .filter((name) => !notCompanyOwned.has(name));
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      const columns = (h.sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
      expect(columns, table).toContain("company_id");
    }
    await h.close();
  });
});
