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
