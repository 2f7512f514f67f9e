/**
 * Idempotency keys: the claim a write takes before it runs and the answer it leaves when it completes. Every
 * function takes the company and the user the key belongs to; only the purge of expired keys spans companies.
 * Bookkeeping writes: they run outside the write path and never bump the company's data version.
 */
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { IdempotencyKeysTable } from "../tables/idempotency-keys";

type KeyRef = { companyId: number; userId: number; key: string };

/** A stored key: `status` null while the request that claimed it is still running. */
export type IdempotencyRecord = {
  requestHash: string;
  status: number | null;
  contentType: string | null;
  body: Uint8Array | null;
  createdAt: number;
  expiresAt: number;
};

const toRecord = (r: Selectable<IdempotencyKeysTable>): IdempotencyRecord => ({
  requestHash: r.request_hash,
  status: r.status === null ? null : Number(r.status),
  contentType: r.content_type,
  body: r.body,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
});

export type IdempotencyClaim = { claimed: true } | { claimed: false; record: IdempotencyRecord };

/**
 * Claims the key for a request (an insert that a concurrent claim of the same key cannot also win, on both
 * engines), or answers the key's record when it exists already. A record past its expiry, or a claim left
 * running longer than `staleBefore` allows (its process died), is dropped and the key claimed afresh.
 */
export async function claimIdempotencyKey(
  db: Db,
  p: KeyRef & { requestHash: string; now: number; expiresAt: number; staleBefore: number },
): Promise<IdempotencyClaim> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insertInto("idempotency_keys")
      .values({
        company_id: p.companyId,
        user_id: p.userId,
        key: p.key,
        request_hash: p.requestHash,
        created_at: p.now,
        expires_at: p.expiresAt,
      })
      .onConflict((oc) => oc.columns(["company_id", "user_id", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    if (inserted) return { claimed: true };
    const row = await db
      .selectFrom("idempotency_keys")
      .selectAll()
      .where("company_id", "=", p.companyId)
      .where("user_id", "=", p.userId)
      .where("key", "=", p.key)
      .executeTakeFirst();
    // Gone between the insert and the read (completed with a 5xx, or purged): claim again.
    if (!row) continue;
    const record = toRecord(row);
    const stale = record.status === null && record.createdAt < p.staleBefore;
    if (record.expiresAt > p.now && !stale) return { claimed: false, record };
    // Only the row that was read is dropped: a concurrent retry that re-claimed the key keeps its claim.
    await db
      .deleteFrom("idempotency_keys")
      .where("company_id", "=", p.companyId)
      .where("user_id", "=", p.userId)
      .where("key", "=", p.key)
      .where("created_at", "=", record.createdAt)
      .execute();
  }
  // Two rounds lost to concurrent claims: whoever holds the key now is still running.
  const row = await db
    .selectFrom("idempotency_keys")
    .selectAll()
    .where("company_id", "=", p.companyId)
    .where("user_id", "=", p.userId)
    .where("key", "=", p.key)
    .executeTakeFirst();
  return row ? { claimed: false, record: toRecord(row) } : { claimed: false, record: runningRecord(p) };
}

const runningRecord = (p: { requestHash: string; now: number; expiresAt: number }): IdempotencyRecord => ({
  requestHash: p.requestHash,
  status: null,
  contentType: null,
  body: null,
  createdAt: p.now,
  expiresAt: p.expiresAt,
});

/** The key's record, or null. */
export async function findIdempotencyKey(db: Db, p: KeyRef): Promise<IdempotencyRecord | null> {
  const row = await db
    .selectFrom("idempotency_keys")
    .selectAll()
    .where("company_id", "=", p.companyId)
    .where("user_id", "=", p.userId)
    .where("key", "=", p.key)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Stores the completed answer of the request that claimed the key. */
export async function completeIdempotencyKey(
  db: Db,
  p: KeyRef & { status: number; contentType: string | null; body: Uint8Array },
): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ status: p.status, content_type: p.contentType, body: p.body })
    .where("company_id", "=", p.companyId)
    .where("user_id", "=", p.userId)
    .where("key", "=", p.key)
    .where("status", "is", null)
    .execute();
}

/** Gives the key back (the request failed on the server's side): a retry runs the request again. */
export async function releaseIdempotencyKey(db: Db, p: KeyRef): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("company_id", "=", p.companyId)
    .where("user_id", "=", p.userId)
    .where("key", "=", p.key)
    .where("status", "is", null)
    .execute();
}

/** Deletes every key past its expiry (all companies); how many. */
export async function purgeExpiredIdempotencyKeys(db: Db, p: { now: number }): Promise<number> {
  const r = await db.deleteFrom("idempotency_keys").where("expires_at", "<=", p.now).executeTakeFirst();
  return Number(r.numDeletedRows);
}
