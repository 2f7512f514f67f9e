import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { sql } from "kysely";
import type { Db } from "./sqlite-dialect";

/** Backups hold the same secrets as the database: owner read/write only. */
const BACKUP_FILE_MODE = 0o600;

/**
 * Writes a consistent copy of the database to `target` (replacing it) while the app keeps running.
 *
 * `VACUUM INTO` copies inside one read transaction: in WAL mode that is a snapshot as of the moment the
 * transaction began, and writers on other connections are neither blocked nor able to make it start over
 * (better-sqlite3's `backup()` restarts whenever another connection writes, so under a steady write load it
 * finishes only once the writes stop). The copy is written to a private temporary file beside the target,
 * flushed to disk (VACUUM INTO does not fsync), then renamed over the target, so `target` is never a
 * half-written file.
 */
export async function backupDatabase(db: Db, target: string): Promise<{ path: string; bytes: number }> {
  const path = resolve(target);
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  // VACUUM INTO accepts an existing empty file and keeps its mode; its -journal gets the same mode.
  closeSync(openSync(temp, "wx", BACKUP_FILE_MODE));
  try {
    await sql`VACUUM INTO ${temp}`.execute(db);
    fsyncPath(temp, "r+");
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    rmSync(`${temp}-journal`, { force: true });
    throw error;
  }
  fsyncDirectory(dirname(path));
  return { path, bytes: statSync(path).size };
}

function fsyncPath(path: string, flags: string): void {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes the rename itself durable; some platforms (Windows) cannot open a folder, which is harmless here. */
function fsyncDirectory(dir: string): void {
  try {
    fsyncPath(dir, "r");
  } catch {
    // best effort
  }
}
