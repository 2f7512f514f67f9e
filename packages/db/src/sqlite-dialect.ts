/**
 * The host-neutral half of the database setup: the Kysely dialect and the `Db` type, with no Node import, so
 * the same queries, migrations and seed also run over SQLite compiled to WebAssembly (the offline demo in
 * apps/web). `create-db.ts` adds the better-sqlite3 file database on top.
 */
import type BetterSqlite from "better-sqlite3";
import { Kysely, SqliteAdapter, type SqliteDatabase, SqliteDialect } from "kysely";
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

/** A Kysely over any SQLite connection with better-sqlite3's `prepare` shape (better-sqlite3, sql.js adapter). */
export function createDbOver(database: SqliteDatabase): Db {
  return new Kysely<Database>({ dialect: new AppSqliteDialect({ database }) });
}

const rawConnections = new WeakMap<Db, BetterSqlite.Database>();

/** Remembers the better-sqlite3 connection behind `db` for `rawSqliteOf` (create-db.ts only). */
export function rememberRawSqlite(db: Db, sqlite: BetterSqlite.Database): void {
  rawConnections.set(db, sqlite);
}

/**
 * The better-sqlite3 connection behind a `Db` made by `createDb` (undefined for a transaction or another
 * dialect), for bulk paths in this package that reuse one prepared statement while queries keep the
 * `fn(db, params)` shape.
 */
export function rawSqliteOf(db: Db): BetterSqlite.Database | undefined {
  return rawConnections.get(db);
}

/** Accepts `:memory:`, a file path, or `file:`/`sqlite:` URLs. */
export function sqlitePathFromUrl(url: string): string {
  if (/^postgres(ql)?:\/\//i.test(url)) throw new Error("A PostgreSQL URL is not a SQLite path");
  return url.replace(/^(file|sqlite):(\/\/)?/, "");
}
