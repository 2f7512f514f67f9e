import { type Kysely, sql } from "kysely";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("benchmark_data")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("industry", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("metric", "text", (c) => c.notNull())
    .addColumn("value", "real", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("industry_average", "real", (c) => c.notNull())
    .addColumn("top_quartile", "real", (c) => c.notNull())
    .addColumn("data_source", "text")
    .addColumn("percentile", "real", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
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
