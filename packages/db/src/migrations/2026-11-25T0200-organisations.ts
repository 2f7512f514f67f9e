import { type Kysely, sql } from "kysely";
import { id } from "./portable";

/**
 * Memberships with a role, single-use invitations, and the append-only audit log.
 * A user belongs to one company today (`users.company_id`); the membership carries the role in it, keyed by
 * both so that several memberships per user can follow without a new table. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("memberships")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("memberships_pk", ["company_id", "user_id"])
    .execute();
  await db.schema.createIndex("memberships_user_idx").on("memberships").column("user_id").execute();
  // Every existing user is the admin of their company (the demo user of the demo company).
  await sql`INSERT INTO memberships (company_id, user_id, role, created_at)
    SELECT company_id, id, 'admin', created_at FROM users`.execute(db);

  await db.schema
    .createTable("invitations")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    /** SHA-256 (hex) of the token; the token itself is shown once. */
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("accepted_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("invitations_company_idx").on("invitations").column("company_id").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    /** Null for the system or an unknown user (a failed sign-in names the account in `after`). */
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    /** JSON of the changed fields before and after. */
    .addColumn("before", "text")
    .addColumn("after", "text")
    .execute();
  await db.schema
    .createIndex("audit_log_company_at_idx")
    .on("audit_log")
    .columns(["company_id", "at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["audit_log", "invitations", "memberships"]) await db.schema.dropTable(table).execute();
}
