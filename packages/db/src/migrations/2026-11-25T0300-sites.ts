import { type Kysely, sql } from "kysely";
import { id } from "./portable";

/**
 * Sites and the organisational boundary: a company's sites, the site of an activity, and the site
 * in the monthly rollup's key (0 = no site, so that the key stays NOT NULL). SQLite's ALTER TABLE cannot
 * change a primary key, so the rollup is rebuilt under a new name, copied and renamed. Frozen once
 * landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sites")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    /** ISO 3166-1 alpha-2, upper case (GB, DE, US) */
    .addColumn("country", "text", (c) => c.notNull())
    /** e.g. US-CAMX, GB-SCT */
    .addColumn("grid_subregion", "text")
    .addColumn("legal_entity", "text")
    /** 0-100 %: weighs the site's emissions under the equity share approach */
    .addColumn("ownership_share", "double precision", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("sites_company_name_unique", ["company_id", "name"])
    .execute();

  await db.schema.alterTable("emission_activities").addColumn("site_id", "integer").execute();
  await db.schema
    .createIndex("emission_activities_site_idx")
    .on("emission_activities")
    .columns(["company_id", "site_id"])
    .execute();

  await db.schema
    .createTable("carbon_monthly_totals_new")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("scope", "integer", (c) => c.notNull())
    .addColumn("detail_key", "text", (c) => c.notNull())
    .addColumn("source_type", "text", (c) => c.notNull())
    /** The activities' site; 0 = no site */
    .addColumn("site_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("location_kg", "double precision", (c) => c.notNull())
    .addColumn("market_kg", "double precision", (c) => c.notNull())
    .addColumn("activity_count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("carbon_monthly_totals_site_pk", [
      "company_id",
      "month",
      "scope",
      "detail_key",
      "source_type",
      "site_id",
    ])
    .execute();
  await sql`INSERT INTO carbon_monthly_totals_new
      (company_id, month, scope, detail_key, source_type, site_id, location_kg, market_kg, activity_count)
    SELECT company_id, month, scope, detail_key, source_type, 0, location_kg, market_kg, activity_count
    FROM carbon_monthly_totals`.execute(db);
  await db.schema.dropTable("carbon_monthly_totals").execute();
  await db.schema.alterTable("carbon_monthly_totals_new").renameTo("carbon_monthly_totals").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("carbon_monthly_totals_old")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("scope", "integer", (c) => c.notNull())
    .addColumn("detail_key", "text", (c) => c.notNull())
    .addColumn("source_type", "text", (c) => c.notNull())
    .addColumn("location_kg", "double precision", (c) => c.notNull())
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
  await sql`INSERT INTO carbon_monthly_totals_old
      (company_id, month, scope, detail_key, source_type, location_kg, market_kg, activity_count)
    SELECT company_id, month, scope, detail_key, source_type, sum(location_kg), sum(market_kg), sum(activity_count)
    FROM carbon_monthly_totals GROUP BY company_id, month, scope, detail_key, source_type`.execute(db);
  await db.schema.dropTable("carbon_monthly_totals").execute();
  await db.schema.alterTable("carbon_monthly_totals_old").renameTo("carbon_monthly_totals").execute();
  await db.schema.dropIndex("emission_activities_site_idx").execute();
  // SQLite 3.35+ drops columns; emission_activities.site_id is left for a rebuild, as in 2026-11-25T0100.
  await db.schema.dropTable("sites").execute();
}
