import type { Db } from "./sqlite-dialect";

/**
 * Runs `run` in the caller's transaction when `db` is one, else in a new one. A query function whose steps
 * must commit together uses this, so the API's write path can call it inside its own transaction (with the
 * audit entry) while the CLI, the seed and tests can still call it on a plain handle. Kysely has no nested
 * transactions, and on SQLite a second `transaction()` on the handle would wait for the first forever.
 */
export function inTransaction<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
