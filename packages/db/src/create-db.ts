import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteAdapter, SqliteDialect } from "kysely";
import type { Database } from "./schema";

/**
 * SQLite runs DDL inside transactions perfectly well; Kysely's adapter says it does not only to stay
 * conservative. Saying so lets the Migrator wrap every migration in a transaction, so a failed
 * migration leaves nothing half-applied.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class AppSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }
}

export type Db = Kysely<Database>;
export type DbHandle = { db: Db; sqlite: SQLite.Database; close: () => Promise<void> };

const rawConnections = new WeakMap<Db, SQLite.Database>();

/**
 * The better-sqlite3 connection behind a `Db` made by `createDb` (undefined for a transaction or another
 * dialect), for bulk paths in this package that reuse one prepared statement while queries keep the
 * `fn(db, params)` shape.
 */
export function rawSqliteOf(db: Db): SQLite.Database | undefined {
  return rawConnections.get(db);
}

/** Accepts `:memory:`, a file path, or `file:`/`sqlite:` URLs. */
export function sqlitePathFromUrl(url: string): string {
  if (/^postgres(ql)?:\/\//.test(url)) {
    throw new Error("PostgreSQL is not wired yet: use a SQLite path for DATABASE_URL");
  }
  return url.replace(/^(file|sqlite):(\/\/)?/, "");
}

export function createDb(url: string): DbHandle {
  const path = sqlitePathFromUrl(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  if (path !== ":memory:") sqlite.pragma("journal_mode = WAL");
  // NORMAL is durable across application crashes in WAL mode and avoids an fsync per commit.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new AppSqliteDialect({ database: sqlite }) });
  rawConnections.set(db, sqlite);
  return {
    db,
    sqlite,
    // Kysely's destroy closes the better-sqlite3 handle too.
    close: () => db.destroy(),
  };
}
