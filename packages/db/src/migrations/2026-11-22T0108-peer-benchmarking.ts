import type { Kysely } from "kysely";
import { id, now, real } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("benchmark_data")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("industry", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("metric", "text", (c) => c.notNull())
    .addColumn("value", real(db), (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("industry_average", real(db), (c) => c.notNull())
    .addColumn("top_quartile", real(db), (c) => c.notNull())
    .addColumn("data_source", "text")
    .addColumn("percentile", real(db), (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema
    .createIndex("benchmark_data_company_year_idx")
    .on("benchmark_data")
    .columns(["company_id", "year"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("benchmark_data").execute();
}
