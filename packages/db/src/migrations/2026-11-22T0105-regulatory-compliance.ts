import type { Kysely } from "kysely";
import { id, now } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("regulatory_requirements")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("framework", "text")
    .addColumn("requirement", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("due_date", "text")
    .addColumn("assigned_to", "text")
    .addColumn("completion_percentage", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema
    .createIndex("regulatory_requirements_company_id_idx")
    .on("regulatory_requirements")
    .column("company_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("regulatory_requirements").execute();
}
