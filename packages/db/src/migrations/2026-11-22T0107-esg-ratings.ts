import type { Kysely } from "kysely";
import { id, now, real } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("esg_ratings")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("overall_score", "text", (c) => c.notNull())
    .addColumn("previous_score", "text")
    .addColumn("environmental_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("social_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("governance_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rating_date", "text", (c) => c.notNull())
    .addColumn("trend", "text", (c) => c.notNull().defaultTo("stable"))
    .addColumn("methodology", "text")
    .addColumn("peer_ranking", "integer", (c) => c.notNull().defaultTo(50))
    .addColumn("strengths", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("weaknesses", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("normalized_score", real(db), (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema
    .createIndex("esg_ratings_company_date_idx")
    .on("esg_ratings")
    .columns(["company_id", "rating_date"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("esg_ratings").execute();
}
