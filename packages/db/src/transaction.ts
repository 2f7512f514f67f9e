import { type Db, rawSqliteOf, rememberRawSqlite } from "./sqlite-dialect";
import { isGuarded } from "./write-guard";

/**
 * Runs `run` in the caller's transaction when `db` is one, else in a new one. A query function whose steps
 * must commit together uses this, so the API's write path can call it inside its own transaction (with the
 * audit entry) while the CLI, the seed and tests can still call it on a plain handle. Kysely has no nested
 * transactions, and on SQLite a second `transaction()` on the handle would wait for the first forever.
 *
 * On better-sqlite3 the transaction is remembered with its connection, so the bulk paths (`storeIngest`,
 * `writeUploadBatch`) can run their prepared statements inside it: Kysely's BEGIN went to that same
 * connection, which the transaction holds until it ends, so those statements commit or roll back with it.
 * Not for a transaction on a guarded handle: raw statements would pass the write guard unseen, so there the
 * bulk paths take Kysely, which the guard sees.
 */
export function inTransaction<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return run(db);
  const raw = isGuarded(db) ? undefined : rawSqliteOf(db);
  return db.transaction().execute((trx) => {
    if (raw) rememberRawSqlite(trx, raw);
    return run(trx);
  });
}
