import { type Kysely, sql } from "kysely";

/**
 * Sites carry operational and financial control (0/1 on both engines), true for every existing site: a site
 * was entered as the company's own facility, inside the boundary the control approaches drew before this
 * column existed. Activities' `reporting_year` was stored as the calendar year of their date; it becomes the
 * fiscal year under each company's fiscal start month. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("sites")
    .addColumn("operational_control", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("sites")
    .addColumn("financial_control", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  // Written out here rather than shared with the settings write, so that the migration stays as landed.
  await sql`UPDATE emission_activities SET reporting_year =
      CAST(substr(activity_date, 1, 4) AS integer)
      + CASE WHEN CAST(substr(activity_date, 6, 2) AS integer) >= s.fiscal_year_start_month THEN 1 ELSE 0 END
    FROM company_reporting_settings s
    WHERE s.company_id = emission_activities.company_id AND s.fiscal_year_start_month > 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE emission_activities SET reporting_year = CAST(substr(activity_date, 1, 4) AS integer)`.execute(
    db,
  );
  await db.schema.alterTable("sites").dropColumn("financial_control").execute();
  await db.schema.alterTable("sites").dropColumn("operational_control").execute();
}
