import type { Kysely } from "kysely";
import { id } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("board_reports")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("report_type", "text", (c) => c.notNull())
    .addColumn("reporting_period", "text", (c) => c.notNull())
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("key_metrics", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("recommendations", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("approved_by", "text")
    .addColumn("approval_date", "text")
    .addColumn("published_at", "text")
    .execute();
  // Serves the newest-first list of a company.
  await db.schema
    .createIndex("board_reports_company_created_idx")
    .on("board_reports")
    .columns(["company_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("board_reports").execute();
}
