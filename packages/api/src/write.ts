import { type Db, guardWrites, insertWebhookEvent, inTransaction, unguarded } from "@esg/db";
import type { WebhookEventType } from "@esg/domain";
import { type AuditActor, audit } from "./audit";

/** Who a write's audit entries name: the company written for and the user acting (null: the public). */
export type WriteActor = { companyId: number; user: AuditActor | null };

/** What a write needs from the procedure's context: the database, the company it writes for and who asks. */
export type WriteContext = { db: Db } & WriteActor;

type AuditEntry = Parameters<typeof audit>[1];

/**
 * The one transaction of a write: its queries run on `db`, and `audit` appends the write's entry inside the
 * same transaction, so a failure anywhere leaves neither the change nor its entry. The company's data version
 * is raised by triggers in this transaction too (docs/decisions/007-company-data-version.md). Everything a write
 * must commit with its change belongs on this scope: `emit` puts a webhook event in the outbox on `db`, so an
 * event exists exactly when its change does (docs/decisions/045-webhooks.md).
 */
export type WriteScope = {
  /** The transaction: every read and write of the change goes through it, never through the context's db. */
  db: Db;
  companyId: number;
  audit(entry: AuditEntry): Promise<void>;
  /** Queues the event for the company's subscribed webhook endpoints, committed (or not) with the change. */
  emit(event: WebhookEmit): Promise<void>;
};

/** An event a write reports: its type and the body's `data` (ids and figures, never secrets). */
export type WebhookEmit = { type: WebhookEventType; data: Record<string, unknown> };

function writeScope(db: Db, actor: WriteActor): WriteScope {
  return {
    db,
    companyId: actor.companyId,
    audit: (entry) => audit({ db, companyId: actor.companyId, user: actor.user }, entry),
    emit: async (event) => {
      await insertWebhookEvent(db, {
        companyId: actor.companyId,
        // Drawn only when someone listens: randomUUID exists only in secure contexts, and the offline demo runs
        // these writes in a browser that may not be one (it has no endpoints).
        newEventId: () => globalThis.crypto.randomUUID(),
        type: event.type,
        data: event.data,
        at: new Date().toISOString(),
      });
    },
  };
}

/**
 * Opens the write transaction: on the unguarded handle (procedures see a guarded one, which refuses company
 * writes: docs/decisions/032-one-write-path.md), or joins the caller's when `db` is a transaction already, as
 * SQLite and PostgreSQL have no nested transactions here.
 */
function inWriteTransaction<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  return inTransaction(unguarded(db), run);
}

/**
 * Runs a write, its audit entries and its data-version bump in one transaction on both engines. Called inside
 * another write it joins that write's transaction. Slow outside work (a crawl, a model call, password hashing)
 * happens before: on SQLite the transaction holds the only connection until it ends.
 */
export function withWrite<T>(ctx: WriteContext, fn: (w: WriteScope) => Promise<T>): Promise<T> {
  return inWriteTransaction(ctx.db, (db) => fn(writeScope(db, ctx)));
}

/**
 * A write whose company and actor are only known inside it: sign-up creates them, an invitation names them.
 * `scopeFor` gives the write scope once they are known, in the same transaction.
 */
export function withAccountWrite<T>(
  db: Db,
  fn: (trx: Db, scopeFor: (actor: WriteActor) => WriteScope) => Promise<T>,
): Promise<T> {
  return inWriteTransaction(db, (trx) => fn(trx, (actor) => writeScope(trx, actor)));
}

/** The database a procedure sees: guarded, so any write of company data outside `withWrite` throws. */
export function procedureDb(db: Db): Db {
  return guardWrites(db);
}
