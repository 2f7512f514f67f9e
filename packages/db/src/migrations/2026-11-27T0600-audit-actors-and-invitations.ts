import { type Kysely, sql } from "kysely";

/**
 * The audit log names its actors for good, and invitations can be revoked and addressed.
 *
 * - `audit_log.user_name` and `audit_log.user_role`: the actor's display name and role when the entry was
 *   written. Until now the log joined `users` when read, so an entry lost its "who" with the user row; users are
 *   no longer deleted (removing a member ends the membership), and the entry keeps its words either way.
 *   Backfill: existing entries take the name of their user and the role of that user's membership in the
 *   entry's company as they are now, the best record there is of the time (null where the user or the
 *   membership is already gone).
 * - `audit_log_company_user_idx`: the log's "by this person" filter.
 * - `invitations.email` (optional: the invitee is mailed the link when mail is configured), `revoked_at` and
 *   `revoked_by` (an admin withdrew the link before it was used).
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("user_name", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("user_role", "text").execute();
  await sql`UPDATE audit_log SET
      user_name = (SELECT u.name FROM users u WHERE u.id = audit_log.user_id),
      user_role = (SELECT m.role FROM memberships m
        WHERE m.user_id = audit_log.user_id AND m.company_id = audit_log.company_id)
    WHERE user_id IS NOT NULL`.execute(db);
  await db.schema
    .createIndex("audit_log_company_user_idx")
    .on("audit_log")
    .columns(["company_id", "user_id", "id"])
    .execute();

  await db.schema.alterTable("invitations").addColumn("email", "text").execute();
  await db.schema.alterTable("invitations").addColumn("revoked_at", "text").execute();
  await db.schema
    .alterTable("invitations")
    .addColumn("revoked_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("invitations").dropColumn("revoked_by").execute();
  await db.schema.alterTable("invitations").dropColumn("revoked_at").execute();
  await db.schema.alterTable("invitations").dropColumn("email").execute();
  await db.schema.dropIndex("audit_log_company_user_idx").execute();
  await db.schema.alterTable("audit_log").dropColumn("user_role").execute();
  await db.schema.alterTable("audit_log").dropColumn("user_name").execute();
}
