import { createDbOver, type Db, migrateToLatest, seedIfEmpty } from "@esg/db";
import type { Database as SqlJsDatabase, SqlJsStatic } from "sql.js";
import { sqlJsAsSqliteDatabase } from "./sql-js-database";

/**
 * Stored as the demo user's password hash. Nothing can verify it: the offline sign-in compares the typed
 * credentials with DEMO_USER itself (demo-auth.ts), since argon2 is server-only.
 */
export const OFFLINE_PASSWORD_HASH = "offline-demo:no-hash";

export type DemoDatabase = {
  db: Db;
  /** The whole database file, to keep the session's writes across a reload (Reset Demo reloads the page). */
  exportBytes(): Uint8Array;
};

/**
 * The server's own schema and demo company in SQLite-in-WebAssembly: packages/db's migrations and seed (the
 * one source of the demo dataset), over the bytes saved earlier in this browser when there are any.
 */
export async function openDemoDatabase(SQL: SqlJsStatic, saved?: Uint8Array | null): Promise<DemoDatabase> {
  let raw = openRaw(SQL, saved);
  let db = createDbOver(sqlJsAsSqliteDatabase(raw));
  try {
    await migrateToLatest(db);
  } catch (error) {
    if (!saved) throw error;
    // A saved file this build cannot migrate (corrupt, or from a newer build) is dropped, not fatal.
    console.warn("Offline demo: starting from fresh demo data", error);
    raw = openRaw(SQL, null);
    db = createDbOver(sqlJsAsSqliteDatabase(raw));
    await migrateToLatest(db);
  }
  await seedIfEmpty(db, { demoPasswordHash: OFFLINE_PASSWORD_HASH });
  return {
    db,
    exportBytes() {
      const bytes = raw.export();
      // sql.js reopens the database inside export(), which resets per-connection pragmas.
      raw.run("PRAGMA foreign_keys = ON");
      return bytes;
    },
  };
}

function openRaw(SQL: SqlJsStatic, saved?: Uint8Array | null): SqlJsDatabase {
  let raw: SqlJsDatabase;
  try {
    raw = new SQL.Database(saved ?? null);
    raw.exec("SELECT count(*) FROM sqlite_master");
  } catch {
    raw = new SQL.Database();
  }
  // The same pragma createDb sets on the server: the schema's foreign keys are enforced.
  raw.run("PRAGMA foreign_keys = ON");
  return raw;
}
