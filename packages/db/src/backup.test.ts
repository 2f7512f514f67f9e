import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { backupDatabase } from "./backup";
import { createSqliteDb } from "./create-db";

const WRITE_MS = 2000;
const SEED_ROWS = 20_000;
const [COMMITTED, STOP, DONE] = [0, 1, 2];

/**
 * A second connection in another thread that commits one 1 KB row per transaction, as fast as it can, until
 * told to stop or WRITE_MS have passed. better-sqlite3 is synchronous, so the writer needs its own thread to
 * write while the backup runs.
 */
const WRITER = `
const { workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const shared = new Int32Array(workerData.shared);
const db = new SQLite(workerData.file);
db.pragma("busy_timeout = 5000");
const insert = db.prepare("INSERT INTO log (at, pad) VALUES (?, randomblob(1000))");
const deadline = Date.now() + workerData.ms;
while (Atomics.load(shared, ${STOP}) === 0 && Date.now() < deadline) {
  insert.run(Date.now());
  Atomics.add(shared, ${COMMITTED}, 1);
}
Atomics.store(shared, ${DONE}, 1);
db.close();
`;

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 5));
}

describe("backupDatabase", () => {
  it("finishes under a steady write load with a consistent, private copy", async () => {
    const dir = mkdtempSync(join(tmpdir(), "esg-backup-"));
    const file = join(dir, "esg.sqlite");
    const h = createSqliteDb(file);
    // ~13 MB: a page-by-page copy (better-sqlite3's backup()) takes long enough for the writer's checkpoints
    // to restart it again and again, so it only finishes after the writes stop.
    h.sqlite.exec("CREATE TABLE log (id INTEGER PRIMARY KEY, at REAL NOT NULL, pad BLOB NOT NULL)");
    h.sqlite.transaction(() => {
      const seed = h.sqlite.prepare("INSERT INTO log (at, pad) VALUES (0, randomblob(600))");
      for (let i = 0; i < SEED_ROWS; i++) seed.run();
    })();

    const shared = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    const writer = new Worker(WRITER, {
      eval: true,
      workerData: { driver, file, shared: shared.buffer, ms: WRITE_MS },
    });
    const exited = new Promise((resolve, reject) => {
      writer.once("exit", resolve);
      writer.once("error", reject);
    });
    try {
      await until(() => Atomics.load(shared, COMMITTED) >= 200);
      const committedBefore = SEED_ROWS + Atomics.load(shared, COMMITTED);

      const target = join(dir, "backup.sqlite");
      const started = performance.now();
      const result = await backupDatabase(h.db, target);
      const elapsed = performance.now() - started;
      // The writer is still going: the backup did not have to wait for the writes to stop.
      expect(Atomics.load(shared, DONE), `backup took ${elapsed.toFixed(0)} ms`).toBe(0);
      const committedAfter = SEED_ROWS + Atomics.load(shared, COMMITTED);

      expect(result.path).toBe(target);
      expect((statSync(target).mode & 0o777).toString(8)).toBe("600");
      expect(readdirSync(dir).filter((name) => name.includes(".tmp"))).toEqual([]);

      const copy = new SQLite(target, { readonly: true });
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      const rows = copy.prepare("SELECT count(*) FROM log").pluck().get() as number;
      // A snapshot: everything committed before the backup began, nothing newer than its end.
      expect(rows).toBeGreaterThanOrEqual(committedBefore);
      expect(rows).toBeLessThanOrEqual(committedAfter);
      expect(copy.prepare("SELECT max(id) FROM log").pluck().get()).toBe(rows);
      copy.close();
    } finally {
      Atomics.store(shared, STOP, 1);
      await exited;
      await h.close();
    }
  }, 20_000);

  it("replaces an existing target and leaves nothing behind when it fails", async () => {
    const dir = mkdtempSync(join(tmpdir(), "esg-backup-"));
    const h = createSqliteDb(join(dir, "esg.sqlite"));
    h.sqlite.exec("CREATE TABLE t (x); INSERT INTO t VALUES (1)");
    const target = join(dir, "backup.sqlite");
    await backupDatabase(h.db, target);
    h.sqlite.exec("INSERT INTO t VALUES (2)");
    await backupDatabase(h.db, target);
    const copy = new SQLite(target, { readonly: true });
    expect(copy.prepare("SELECT count(*) FROM t").pluck().get()).toBe(2);
    copy.close();

    await expect(backupDatabase(h.db, join(dir, "missing-folder", "b.sqlite"))).rejects.toThrow(/ENOENT/);
    h.sqlite.exec("BEGIN");
    await expect(backupDatabase(h.db, join(dir, "in-transaction.sqlite"))).rejects.toThrow();
    h.sqlite.exec("ROLLBACK");
    expect(existsSync(join(dir, "in-transaction.sqlite"))).toBe(false);
    expect(readdirSync(dir).filter((name) => name.includes(".tmp"))).toEqual([]);
    await h.close();
  });
});
