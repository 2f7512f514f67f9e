import { type Kysely, sql } from "kysely";
import { id, now } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("stakeholder_feedback")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("stakeholder_type", "text", (c) => c.notNull())
    .addColumn("feedback_type", "text", (c) => c.notNull())
    .addColumn("priority", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("contact_email", "text")
    .addColumn("response", "text")
    .addColumn("responded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .addCheckConstraint(
      "stakeholder_feedback_status_known",
      sql`status in ('open', 'in_progress', 'resolved', 'closed')`,
    )
    .execute();
  // The list is read per company, newest first.
  await db.schema
    .createIndex("stakeholder_feedback_company_created_idx")
    .on("stakeholder_feedback")
    .columns(["company_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stakeholder_feedback").execute();
}
