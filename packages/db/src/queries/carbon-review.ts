/**
 * Review of data sources (domain carbon-review.ts): a pending upload's activities are stored but in no total
 * and not in the monthly rollup; approving it adds them to the rollup in the same transaction.
 */
import { sql } from "kysely";
import type { Db } from "../create-db";
import { lockMonthlyTotals } from "./carbon-inventory";

export async function getReviewTarget(db: Db, p: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("carbon_data_sources")
    .select(["id", "processing_status", "review_status", "uploaded_by", "voided_at"])
    .where("company_id", "=", p.companyId)
    .where("id", "=", p.id)
    .executeTakeFirst();
  return r
    ? {
        id: r.id,
        processingStatus: r.processing_status,
        reviewStatus: r.review_status,
        uploadedBy: r.uploaded_by,
        voided: r.voided_at !== null,
      }
    : null;
}

/**
 * Pending → approved (compare-and-set: two approvals at once give one success), and the source's activities
 * join the monthly rollup in the same transaction. False when it was not pending.
 */
export async function approveDataSource(
  db: Db,
  p: { companyId: number; id: number; userId: number; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("carbon_data_sources")
    .set({ review_status: "approved", reviewed_by: p.userId, reviewed_at: p.at, review_reason: null })
    .where("company_id", "=", p.companyId)
    .where("id", "=", p.id)
    .where("review_status", "=", "pending")
    .where("processing_status", "=", "processed")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await lockMonthlyTotals(db, p);
  // GROUP BY ends the SELECT, so SQLite reads ON CONFLICT as the upsert's, not a join's.
  await sql`INSERT INTO carbon_monthly_totals
      (company_id, month, scope, detail_key, source_type, site_id, location_kg, market_kg, activity_count)
    SELECT a.company_id, substr(a.activity_date, 1, 7), a.scope, a.detail_key, s.source_type,
      coalesce(a.site_id, 0),
      sum(a.total_emissions),
      sum(CASE WHEN a.scope = 2 THEN coalesce(a.market_based_emissions, a.total_emissions) ELSE a.total_emissions END),
      count(*)
    FROM emission_activities a
      JOIN carbon_data_sources s ON s.id = a.data_source_id AND s.company_id = a.company_id
    WHERE a.company_id = ${p.companyId} AND a.data_source_id = ${p.id} AND a.voided_at IS NULL
    GROUP BY a.company_id, substr(a.activity_date, 1, 7), a.scope, a.detail_key, s.source_type,
      coalesce(a.site_id, 0)
    ON CONFLICT (company_id, month, scope, detail_key, source_type, site_id) DO UPDATE SET
      location_kg = carbon_monthly_totals.location_kg + excluded.location_kg,
      market_kg = carbon_monthly_totals.market_kg + excluded.market_kg,
      activity_count = carbon_monthly_totals.activity_count + excluded.activity_count`.execute(db);
  return true;
}

/** Pending → rejected with the reason; the source never counts. False when it was not pending. */
export async function rejectDataSource(
  db: Db,
  p: { companyId: number; id: number; userId: number; reason: string; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("carbon_data_sources")
    .set({ review_status: "rejected", reviewed_by: p.userId, reviewed_at: p.at, review_reason: p.reason })
    .where("company_id", "=", p.companyId)
    .where("id", "=", p.id)
    .where("review_status", "=", "pending")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
