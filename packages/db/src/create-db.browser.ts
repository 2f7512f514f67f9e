/**
 * What `#create-db` resolves to in a browser build (package.json "imports", `browser` condition): the same
 * exports as create-db.ts without better-sqlite3, pg or node:fs, so `@esg/db` (and the routers of @esg/api that
 * import it) bundle for the offline demo. A browser builds its `Db` with `createDbOver` over sql.js.
 */
import type SQLite from "better-sqlite3";
import type pg from "pg";
import type { Db } from "./sqlite-dialect";

export { type Engine, engineOf, isPostgresUrl } from "./engine";
export { createDbOver, type Db, rawSqliteOf, sqlitePathFromUrl } from "./sqlite-dialect";

export const DEFAULT_POOL_SIZE = 10;

export type SqliteHandle = { engine: "sqlite"; db: Db; sqlite: SQLite.Database; close: () => Promise<void> };
export type PostgresHandle = { engine: "postgres"; db: Db; pool: pg.Pool; close: () => Promise<void> };
export type DbHandle = SqliteHandle | PostgresHandle;

export type DbOptions = { readonly?: boolean; poolSize?: number };

export function createDb(_url: string, _options?: DbOptions): DbHandle {
  throw new Error("createDb needs Node (better-sqlite3 or pg); in a browser use createDbOver with sql.js");
}

export function createSqliteDb(_url: string, _options?: DbOptions): SqliteHandle {
  throw new Error("createSqliteDb needs Node (better-sqlite3)");
}

export function createSqliteDbFromImage(_image: Uint8Array): SqliteHandle {
  throw new Error("createSqliteDbFromImage needs Node (better-sqlite3)");
}

export function redactDatabaseUrl(url: string): string {
  return url;
}

export async function backupDatabase(_db: Db, _target: string): Promise<{ path: string; bytes: number }> {
  throw new Error("backupDatabase needs Node (better-sqlite3 and a file system)");
}

export async function copyRowsInto(
  _trx: Db,
  _table: string,
  _columns: readonly string[],
  _rows: Iterable<readonly unknown[]>,
): Promise<number> {
  throw new Error("COPY needs Node's pg driver (PostgreSQL); a browser runs SQLite");
}

export async function copyRowsOnClient(
  _client: pg.ClientBase,
  _table: string,
  _columns: readonly string[],
  _rows: Iterable<readonly unknown[]>,
): Promise<number> {
  throw new Error("COPY needs Node's pg driver (PostgreSQL); a browser runs SQLite");
}
