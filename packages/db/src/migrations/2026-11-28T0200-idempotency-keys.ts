import type { Kysely } from "kysely";
import { blob, epochMs } from "./portable";

/**
 * Idempotency keys: a write sent with `Idempotency-Key` is claimed here before it runs and its answer stored
 * when it completes, so a retry (from any app process) gets the first answer instead of writing twice. Kept per
 * company and user; `status` is null while the first request is still running. Bookkeeping, not company data:
 * no data-version trigger. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    /** The user the request ran as (a member, or a service token's own user); users are never deleted. */
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    /** SHA-256 (hex) of method, path and body: a retry must send the same request. */
    .addColumn("request_hash", "text", (c) => c.notNull())
    /** The stored answer; all three null while the first request runs. */
    .addColumn("status", "integer")
    .addColumn("content_type", "text")
    .addColumn("body", blob(db))
    .addColumn("created_at", epochMs(db), (c) => c.notNull())
    .addColumn("expires_at", epochMs(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["company_id", "user_id", "key"])
    .execute();
  await db.schema
    .createIndex("idempotency_keys_expires_idx")
    .on("idempotency_keys")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
