/**
 * What `#create-db` resolves to in a browser build (package.json "imports", `browser` condition): the same
 * exports as create-db.ts without better-sqlite3 or node:fs, so `@esg/db` (and the routers of @esg/api that
 * import it) bundle for the offline demo. A browser builds its `Db` with `createDbOver` over sql.js.
 */
import type SQLite from "better-sqlite3";
import type { Db } from "./sqlite-dialect";

export { createDbOver, type Db, rawSqliteOf, sqlitePathFromUrl } from "./sqlite-dialect";

export type DbHandle = { db: Db; sqlite: SQLite.Database; close: () => Promise<void> };

export type DbOptions = { readonly?: boolean };

export function createDb(_url: string, _options?: DbOptions): DbHandle {
  throw new Error("createDb needs Node (better-sqlite3); in a browser use createDbOver with sql.js");
}

export async function backupDatabase(_db: Db, _target: string): Promise<{ path: string; bytes: number }> {
  throw new Error("backupDatabase needs Node (better-sqlite3 and a file system)");
}
