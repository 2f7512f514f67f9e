import type { Kysely } from "kysely";
import { id, trackCompanyChanges } from "./portable";

/**
 * Personal API tokens ("The API as a product"): a member's bearer tokens for the REST API. Only the SHA-256
 * (hex) of a token is kept; the token itself is shown once. Revoking sets `revoked_at` and deletes nothing, so
 * the list and the audit log keep naming the token. Timestamps are ISO text, as in the other new tables.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    /** The owner: the token acts with their role in the company; gone with them. */
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    /** "read" or "write" */
    .addColumn("scope", "text", (c) => c.notNull())
    /** SHA-256 (hex) of the token; the lookup key of every authenticated request. */
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema
    .createIndex("api_tokens_company_user_idx")
    .on("api_tokens")
    .columns(["company_id", "user_id"])
    .execute();
  await trackCompanyChanges(db, "api_tokens");
}

export async function down(db: Kysely<any>): Promise<void> {
  // Dropping the table drops its triggers (PostgreSQL) with it.
  await db.schema.dropTable("api_tokens").execute();
}
