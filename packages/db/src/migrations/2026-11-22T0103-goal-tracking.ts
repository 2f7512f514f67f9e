import type { Kysely } from "kysely";
import { id, now, real } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("esg_goals")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("current_value", real(db), (c) => c.notNull())
    .addColumn("target_value", real(db), (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("baseline_year", "integer", (c) => c.notNull())
    .addColumn("target_year", "integer", (c) => c.notNull())
    .addColumn("is_science_based", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema.createIndex("esg_goals_company_id_idx").on("esg_goals").column("company_id").execute();

  await db.schema
    .createTable("goal_progress")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("goal_id", "integer", (c) => c.notNull().references("esg_goals.id").onDelete("cascade"))
    .addColumn("reporting_period", "text", (c) => c.notNull())
    .addColumn("actual_value", real(db), (c) => c.notNull())
    .addColumn("notes", "text")
    .addColumn("progress_percentage", real(db), (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema
    .createIndex("goal_progress_goal_id_idx")
    .on("goal_progress")
    .columns(["goal_id", "recorded_at"])
    .execute();
  await db.schema
    .createIndex("goal_progress_company_id_idx")
    .on("goal_progress")
    .column("company_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("goal_progress").execute();
  await db.schema.dropTable("esg_goals").execute();
}
