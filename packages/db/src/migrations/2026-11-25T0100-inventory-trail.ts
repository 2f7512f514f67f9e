import { type Kysely, sql } from "kysely";
import { id, real } from "./portable";

/**
 * Reporting periods, both Scope 2 methods, derived category 3 and the audit trail.
 *
 * - Company reporting settings and the close/reopen log of reporting years.
 * - Every activity keeps its whole trail (GWP basis, licence, library version, warnings, flags, the
 *   market-based method and instrument, the row it was derived from); voids mark, never delete.
 * - The data source keeps the uploaded content, its hash (duplicates) and who voided it, when and why.
 * - The rollup becomes monthly per source type with both Scope 2 methods, so reporting years that do not
 *   start in January, coverage and completeness are computed from a few hundred rows.
 * - Recalculations with a factor-library update record every old and new value.
 *
 * Float columns are `double precision` (REAL in SQLite, float8 in PostgreSQL). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("company_reporting_settings")
    .addColumn("company_id", "integer", (c) =>
      c.primaryKey().notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("fiscal_year_start_month", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("base_year", "integer")
    .addColumn("category3_policy", "text", (c) => c.notNull().defaultTo("derive"))
    .addColumn("consolidation_approach", "text", (c) => c.notNull().defaultTo("operational_control"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("carbon_year_closures")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("reporting_year", "integer", (c) => c.notNull())
    /** "closed" | "reopened"; the latest row of a year is its state. */
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reason", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("carbon_year_closures_company_year_idx")
    .on("carbon_year_closures")
    .columns(["company_id", "reporting_year", "id"])
    .execute();

  for (const [name, type] of [
    ["content_hash", "text"],
    ["content", "text"],
    ["content_type", "text"],
    ["factor_library_version", "text"],
    ["warnings", "text"],
    ["voided_at", "text"],
    ["voided_by", "integer"],
    ["void_reason", "text"],
  ] as const) {
    await db.schema.alterTable("carbon_data_sources").addColumn(name, type).execute();
  }
  await db.schema
    .createIndex("carbon_data_sources_company_hash_idx")
    .on("carbon_data_sources")
    .columns(["company_id", "content_hash"])
    .execute();

  for (const [name, type] of [
    ["factor_unit_full", "text"],
    ["gwp_basis", "text"],
    ["factor_licence", "text"],
    ["factor_library_version", "text"],
    ["warnings", "text"],
    ["flags", "text"],
    ["market_method", "text"],
    ["market_factor_id", "text"],
    ["market_factor_source", "text"],
    ["market_factor_value", "double precision"],
    ["instrument_type", "text"],
    ["instrument_supplier", "text"],
    ["instrument_factor", "double precision"],
    ["instrument_volume", "double precision"],
    ["instrument_vintage", "text"],
    ["derived_from_id", "integer"],
    ["derived_kind", "text"],
    ["voided_at", "text"],
  ] as const) {
    await db.schema.alterTable("emission_activities").addColumn(name, type).execute();
  }
  // Paging and filters of Processed Emissions: by company, then date (year) and id.
  await db.schema
    .createIndex("emission_activities_company_date_idx")
    .on("emission_activities")
    .columns(["company_id", "activity_date", "id"])
    .execute();

  await db.schema
    .createTable("carbon_monthly_totals")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    /** YYYY-MM of the activity date */
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("scope", "integer", (c) => c.notNull())
    .addColumn("detail_key", "text", (c) => c.notNull())
    .addColumn("source_type", "text", (c) => c.notNull())
    /** kg CO2e, location-based */
    .addColumn("location_kg", "double precision", (c) => c.notNull())
    /** kg CO2e, market-based for scope 2 (equal to location_kg for scopes 1 and 3) */
    .addColumn("market_kg", "double precision", (c) => c.notNull())
    .addColumn("activity_count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("carbon_monthly_totals_pk", [
      "company_id",
      "month",
      "scope",
      "detail_key",
      "source_type",
    ])
    .execute();
  // Existing activities: scope 2 without a market figure keeps the location figure (recalculate to refine).
  await sql`INSERT INTO carbon_monthly_totals
      (company_id, month, scope, detail_key, source_type, location_kg, market_kg, activity_count)
    SELECT a.company_id, substr(a.activity_date, 1, 7), a.scope, a.detail_key, s.source_type,
      sum(a.total_emissions),
      sum(CASE WHEN a.scope = 2 THEN coalesce(a.market_based_emissions, a.total_emissions) ELSE a.total_emissions END),
      count(*)
    FROM emission_activities a JOIN carbon_data_sources s ON s.id = a.data_source_id
    GROUP BY a.company_id, substr(a.activity_date, 1, 7), a.scope, a.detail_key, s.source_type`.execute(db);
  await db.schema.dropTable("carbon_emission_totals").execute();

  await db.schema
    .createTable("carbon_recalculations")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("reporting_year", "integer", (c) => c.notNull())
    .addColumn("library_version", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("activity_count", "integer", (c) => c.notNull())
    .addColumn("changed_count", "integer", (c) => c.notNull())
    .addColumn("old_location_kg", "double precision", (c) => c.notNull())
    .addColumn("new_location_kg", "double precision", (c) => c.notNull())
    .addColumn("old_market_kg", "double precision", (c) => c.notNull())
    .addColumn("new_market_kg", "double precision", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("carbon_recalculation_changes")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("recalculation_id", "integer", (c) =>
      c.notNull().references("carbon_recalculations.id").onDelete("cascade"),
    )
    .addColumn("activity_id", "integer", (c) =>
      c.notNull().references("emission_activities.id").onDelete("cascade"),
    )
    .addColumn("old_factor_id", "text", (c) => c.notNull())
    .addColumn("new_factor_id", "text", (c) => c.notNull())
    .addColumn("old_library_version", "text")
    .addColumn("old_kg", "double precision", (c) => c.notNull())
    .addColumn("new_kg", "double precision", (c) => c.notNull())
    .addColumn("old_market_kg", "double precision")
    .addColumn("new_market_kg", "double precision")
    .execute();
  await db.schema
    .createIndex("carbon_recalculation_changes_recalc_idx")
    .on("carbon_recalculation_changes")
    .column("recalculation_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("carbon_recalculation_changes").execute();
  await db.schema.dropTable("carbon_recalculations").execute();
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
  await sql`INSERT INTO carbon_emission_totals
    SELECT company_id, CAST(substr(month, 1, 4) AS integer), scope, detail_key, sum(location_kg), sum(activity_count)
    FROM carbon_monthly_totals GROUP BY company_id, substr(month, 1, 4), scope, detail_key`.execute(db);
  await db.schema.dropTable("carbon_monthly_totals").execute();
  await db.schema.dropIndex("emission_activities_company_date_idx").execute();
  await db.schema.dropIndex("carbon_data_sources_company_hash_idx").execute();
  await db.schema.dropTable("carbon_year_closures").execute();
  await db.schema.dropTable("company_reporting_settings").execute();
  // SQLite 3.35+ drops columns; the added columns of the two carbon tables are left for a rebuild.
}
