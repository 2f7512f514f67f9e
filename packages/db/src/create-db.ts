import { closeSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import type pg from "pg";
import { type Engine, isPostgresUrl } from "./engine";
import { createPostgresDb, type PostgresOptions } from "./postgres";
import { createDbOver, type Db, rememberRawSqlite, sqlitePathFromUrl } from "./sqlite-dialect";
import { withStatementCache } from "./statement-cache";
import { startWalCheckpointer, type WalCheckpointer } from "./wal-checkpointer";
import { DatabaseReadOnlyError, isReadOnlyError } from "./writable";

export { backupDatabase } from "./backup";
export { type Engine, engineOf, isPostgresUrl } from "./engine";
export { copyRowsInto, copyRowsOnClient } from "./pg-copy";
export { DEFAULT_POOL_SIZE, redactDatabaseUrl } from "./postgres";
export { createDbOver, type Db, rawSqliteOf, sqlitePathFromUrl } from "./sqlite-dialect";

export type SqliteHandle = {
  engine: "sqlite";
  db: Db;
  sqlite: SQLite.Database;
  /**
   * A read-only connection to the same file (null for `:memory:` and read-only handles): in WAL mode it reads
   * the last commit without waiting for a transaction open on `db`, which may stay open across event-loop turns
   * (an upload's finish yields between its slices). For reads that need no uncommitted state: the session lookup.
   */
  reader: Db | null;
  close: () => Promise<void>;
};
/** `pool` is the handle's own `pg` pool, for stores that share it (the rate limiters). */
export type PostgresHandle = { engine: "postgres"; db: Db; pool: pg.Pool; close: () => Promise<void> };
export type DbHandle = SqliteHandle | PostgresHandle;

/**
 * Where the server reads sessions: a SQLite file's read-only connection (in WAL mode it reads the last commit
 * without waiting for a write transaction to end), else the app's own database.
 */
export function sessionReadsOf(handle: DbHandle): Db | undefined {
  return (handle.engine === "sqlite" && handle.reader) || undefined;
}

export type DbOptions = {
  /**
   * Opens the file read-only. Tests use it to stand in for a read-only file or folder, which root (the test
   * runner's user) would otherwise write through.
   */
  readonly?: boolean;
} & PostgresOptions;

/** Pages in the WAL at which SQLite checkpoints inside a commit unless told otherwise. */
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;

/** Owner read/write only: the database holds password hashes and session digests. */
const DB_FILE_MODE = 0o600;

/** `postgres://` or `postgresql://` selects PostgreSQL (a pool); anything else is a SQLite file or `:memory:`. */
export function createDb(url: string, options: DbOptions = {}): DbHandle {
  if (isPostgresUrl(url)) {
    const { db, pool } = createPostgresDb(url, options);
    return { engine: "postgres", db, pool, close: () => db.destroy() };
  }
  return createSqliteDb(url, options);
}

export function createSqliteDb(url: string, options: DbOptions = {}): SqliteHandle {
  const path = sqlitePathFromUrl(url);
  let sqlite: SQLite.Database | undefined;
  let checkpointer: WalCheckpointer | undefined;
  try {
    if (path !== ":memory:" && !options.readonly) createPrivateFile(path);
    sqlite = new SQLite(path, { readonly: options.readonly ?? false });
    if (path !== ":memory:") sqlite.pragma("journal_mode = WAL");
    setConnectionPragmas(sqlite);
    if (path !== ":memory:" && !options.readonly) checkpointer = checkpointInBackground(sqlite, path);
  } catch (error) {
    sqlite?.close();
    // A read-only folder fails here already (SQLite cannot create the -wal and -shm files beside the file).
    throw isReadOnlyError(error)
      ? new DatabaseReadOnlyError(path === ":memory:" ? path : resolve(path), error)
      : error;
  }
  return handleOver(sqlite, checkpointer, checkpointer ? new SQLite(path, { readonly: true }) : undefined);
}

/**
 * The app's connection never checkpoints inside a commit (wal-checkpointer.ts). Should the worker fail, the
 * connection checkpoints as SQLite does by default again, and the process is warned.
 */
function checkpointInBackground(sqlite: SQLite.Database, path: string): WalCheckpointer {
  sqlite.pragma("wal_autocheckpoint = 0");
  return startWalCheckpointer(path, {
    onFailure: (error) => {
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
      process.emitWarning(`WAL checkpoints are back on the request thread: ${String(error)}`);
    },
  });
}

/**
 * An in-memory database starting as a copy of `image` (a `serialize()` of another database): the test apps'
 * template copies, a memcpy instead of migrating and seeding again. Writes change the copy only.
 */
export function createSqliteDbFromImage(image: Buffer): SqliteHandle {
  const sqlite = new SQLite(image);
  setConnectionPragmas(sqlite);
  return handleOver(sqlite);
}

/** Connection settings SQLite does not store in the file, so every opened handle sets them again. */
function setConnectionPragmas(sqlite: SQLite.Database): void {
  // NORMAL is durable across application crashes in WAL mode and avoids an fsync per commit.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
}

function handleOver(
  sqlite: SQLite.Database,
  checkpointer?: WalCheckpointer,
  readerSqlite?: SQLite.Database,
): SqliteHandle {
  const db = createDbOver(withStatementCache(sqlite));
  rememberRawSqlite(db, sqlite);
  const reader = readerSqlite ? createDbOver(withStatementCache(readerSqlite)) : null;
  // Known as SQLite, the reader gets the session cache keyed by its own data_version (another connection's
  // commit changes it): without this every signed-in request built and ran the session query again.
  if (reader && readerSqlite) rememberRawSqlite(reader, readerSqlite);
  return {
    engine: "sqlite" satisfies Engine,
    db,
    sqlite,
    reader,
    close: async () => {
      await reader?.destroy();
      if (readerSqlite?.open) readerSqlite.close();
      // First: the app's connection, closing last, checkpoints what is left and removes the WAL.
      await checkpointer?.stop();
      await db.destroy();
      // Kysely closes the handle only if it ever ran a query; a raw-only use needs this.
      if (sqlite.open) sqlite.close();
    },
  };
}

/**
 * Creates the database file, if missing, readable by its owner only. SQLite gives the -wal, -shm and -journal
 * files it creates later the mode of the database file, so they are private too. An existing file keeps its
 * mode: an operator may have widened it on purpose.
 */
function createPrivateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  try {
    closeSync(openSync(path, "wx", DB_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}
