import type { Kysely } from "kysely";
import { id, now } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("risk_assessments")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("risk_category", "text", (c) => c.notNull())
    .addColumn("risk_type", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("geography", "text")
    .addColumn("business_unit", "text")
    .addColumn("probability", "integer", (c) => c.notNull())
    .addColumn("impact", "integer", (c) => c.notNull())
    .addColumn("risk_level", "text", (c) => c.notNull())
    .addColumn("mitigation_strategy", "text")
    .addColumn("owner", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema
    .createIndex("risk_assessments_company_id_idx")
    .on("risk_assessments")
    .column("company_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("risk_assessments").execute();
}
