import type { Kysely } from "kysely";
import { id, now, real } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("carbon_data_sources")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("file_name", "text")
    .addColumn("source_type", "text", (c) => c.notNull())
    .addColumn("processing_status", "text", (c) => c.notNull())
    .addColumn("error_message", "text")
    .addColumn("activity_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total_emissions", real(db), (c) => c.notNull().defaultTo(0))
    .addColumn("uploaded_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema
    .createIndex("carbon_data_sources_company_id_idx")
    .on("carbon_data_sources")
    .column("company_id")
    .execute();

  await db.schema
    .createTable("emission_activities")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("data_source_id", "integer", (c) =>
      c.notNull().references("carbon_data_sources.id").onDelete("cascade"),
    )
    .addColumn("scope", "integer", (c) => c.notNull())
    .addColumn("ghg_category", "integer")
    .addColumn("detail_key", "text", (c) => c.notNull())
    .addColumn("activity", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("activity_amount", real(db), (c) => c.notNull())
    .addColumn("activity_unit", "text", (c) => c.notNull())
    .addColumn("activity_date", "text", (c) => c.notNull())
    .addColumn("reporting_year", "integer", (c) => c.notNull())
    .addColumn("region", "text")
    .addColumn("total_emissions", real(db), (c) => c.notNull())
    .addColumn("emission_factor", real(db), (c) => c.notNull())
    .addColumn("emission_factor_unit", "text", (c) => c.notNull())
    .addColumn("factor_id", "text", (c) => c.notNull())
    .addColumn("factor_source", "text", (c) => c.notNull())
    .addColumn("factor_year", "integer", (c) => c.notNull())
    .addColumn("market_based_emissions", real(db))
    .execute();
  // (company_id, rowid): the newest-first list of a company; the data-source index serves the FK cascade.
  await db.schema
    .createIndex("emission_activities_company_id_idx")
    .on("emission_activities")
    .column("company_id")
    .execute();
  await db.schema
    .createIndex("emission_activities_data_source_id_idx")
    .on("emission_activities")
    .column("data_source_id")
    .execute();

  // The analysis reads this rollup (a few rows per year) instead of summing the activities.
  await db.schema
    .createTable("carbon_emission_totals")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("reporting_year", "integer", (c) => c.notNull())
    .addColumn("scope", "integer", (c) => c.notNull())
    .addColumn("detail_key", "text", (c) => c.notNull())
    .addColumn("total_emissions", real(db), (c) => c.notNull())
    .addColumn("activity_count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("carbon_emission_totals_pk", [
      "company_id",
      "reporting_year",
      "scope",
      "detail_key",
    ])
    .execute();

  await db.schema
    .createTable("carbon_company_profiles")
    .addColumn("company_id", "integer", (c) =>
      c.primaryKey().notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("annual_revenue", real(db), (c) => c.notNull())
    .addColumn("revenue_currency", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "carbon_company_profiles",
    "carbon_emission_totals",
    "emission_activities",
    "carbon_data_sources",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
