/**
 * The stored fiscal reporting year of a company's activities. An activity's `reporting_year` is the fiscal
 * year its date falls in under the company's fiscal start month (labelled by the calendar year in which the
 * fiscal year ends, reporting-period.ts), so it changes when the start month does.
 */
import { sql } from "kysely";
import type { Db } from "../create-db";

/** `reporting_year` of an activity date under start month `startMonth` (SQL, both engines). */
function fiscalYearSql(startMonth: number) {
  const year = sql<number>`CAST(substr(activity_date, 1, 4) AS integer)`;
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`Fiscal year start month must be 1-12, not ${startMonth}`);
  }
  if (startMonth === 1) return year;
  // sql.lit: a whole number 2-12 checked by the settings schema, so PostgreSQL need not infer a type.
  return sql<number>`${year} + CASE WHEN CAST(substr(activity_date, 6, 2) AS integer) >= ${sql.lit(startMonth)}
    THEN 1 ELSE 0 END`;
}

/** Sets `reporting_year` of every activity of the company (voided ones too) from `startMonth`. */
export async function restateReportingYears(
  db: Db,
  params: { companyId: number; startMonth: number },
): Promise<void> {
  await db
    .updateTable("emission_activities")
    .set({ reporting_year: fiscalYearSql(params.startMonth) })
    .where("company_id", "=", params.companyId)
    .execute();
}
