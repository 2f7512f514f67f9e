import type { Db } from "@esg/db";
import { audit } from "./audit";

/** What a write needs from the procedure's context: the database, the company it writes for and who asks. */
export type WriteContext = { db: Db; companyId: number; user: { id: number } | null };

type AuditEntry = Parameters<typeof audit>[1];

/**
 * The one transaction of a write: its queries run on `db`, and `audit` appends the write's entry inside the
 * same transaction, so a failure anywhere leaves neither the change nor its entry. The company's data version
 * is raised by triggers in this transaction too (docs/decisions/company-data-version.md).
 */
export type WriteScope = {
  db: Db;
  companyId: number;
  audit(entry: AuditEntry): Promise<void>;
};

/**
 * Runs a write, its audit entries and its data-version bump in one transaction on both engines. Called inside
 * another write it joins that write's transaction (SQLite and PostgreSQL have no nested transactions here).
 */
export function withWrite<T>(ctx: WriteContext, fn: (w: WriteScope) => Promise<T>): Promise<T> {
  const run = (db: Db) =>
    fn({
      db,
      companyId: ctx.companyId,
      audit: (entry) => audit({ db, companyId: ctx.companyId, user: ctx.user }, entry),
    });
  return ctx.db.isTransaction ? run(ctx.db) : ctx.db.transaction().execute(run);
}
