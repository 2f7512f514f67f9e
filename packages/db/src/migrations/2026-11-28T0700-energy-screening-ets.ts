import type { Kysely } from "kysely";
import { id, trackCompanyDataVersion } from "./portable";

/**
 * - `sites.under_ets` (0/1 on both engines, default 0): the site is an installation under a regulated
 *   emissions trading scheme (EU ETS, UK ETS); the share of scope 1 from such sites is disclosed (ESRS E1-6).
 * - `scope3_screenings`: per company, reporting year and GHG Protocol scope 3 category (1-15), its screening
 *   status, method and justification, with who changed it last. One row per category; a category without a
 *   row is not yet screened. Writes bump the company's data version, as every company table's do.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("sites")
    .addColumn("under_ets", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("scope3_screenings")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("reporting_year", "integer", (c) => c.notNull())
    .addColumn("category", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("method", "text")
    .addColumn("justification", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer")
    .addUniqueConstraint("scope3_screenings_year_category", ["company_id", "reporting_year", "category"])
    .execute();
  await trackCompanyDataVersion(db, "scope3_screenings");
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("scope3_screenings").execute();
  await db.schema.alterTable("sites").dropColumn("under_ets").execute();
}
