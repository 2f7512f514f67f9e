import { type Kysely, sql } from "kysely";
import { id, now } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("materiality_topics")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("business_impact", "integer", (c) => c.notNull())
    .addColumn("stakeholder_concern", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("materiality_level", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .addCheckConstraint("materiality_topics_business_impact_range", sql`business_impact between 1 and 5`)
    .addCheckConstraint(
      "materiality_topics_stakeholder_concern_range",
      sql`stakeholder_concern between 1 and 5`,
    )
    .execute();
  await db.schema
    .createIndex("materiality_topics_company_id_idx")
    .on("materiality_topics")
    .column("company_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("materiality_topics").execute();
}
