import { sql } from "kysely";
import { engineOf } from "./engine";
import type { Db } from "./sqlite-dialect";

/**
 * Serialises transactions that share `name` until the calling transaction ends, for check-then-write steps
 * that no row lock covers (seeding an empty database while a second app process starts). SQLite needs nothing:
 * one process writes at a time; on PostgreSQL it is a transaction-scoped advisory lock.
 */
export async function lockForTransaction(trx: Db, name: string): Promise<void> {
  if (engineOf(trx) !== "postgres") return;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}

/**
 * Adds `FOR UPDATE` on PostgreSQL, so the rows read stay locked until the transaction ends: a concurrent
 * check-then-write on the same rows waits, then reads what the first one committed. SQLite has no
 * `FOR UPDATE` and needs none: one connection, on which Kysely runs one transaction at a time.
 */
export function forUpdate<Query extends { forUpdate(): Query }>(trx: Db, query: Query): Query {
  // Outside a transaction the lock would end with the statement and protect nothing.
  if (!trx.isTransaction) throw new Error("forUpdate needs a transaction");
  return engineOf(trx) === "postgres" ? query.forUpdate() : query;
}
