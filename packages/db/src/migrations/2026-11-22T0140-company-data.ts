import type { Kysely } from "kysely";
import { id } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("company_scrapes")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("website_url", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("academic_analysis", "text")
    .addColumn("verification", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Serves "the latest extraction of a company".
  await db.schema
    .createIndex("company_scrapes_company_created_idx")
    .on("company_scrapes")
    .columns(["company_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("company_scrapes").execute();
}
