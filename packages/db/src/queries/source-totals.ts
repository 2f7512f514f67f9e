import { sql } from "kysely";
import type { Db } from "../create-db";

/**
 * Sets each given data source's stored activity count and kg CO2e (location-based, as the upload stored
 * them) to those of its activities not voided. A change to stored activities (a recalculation's new figures,
 * its derived rows inserted or voided) runs this in its own transaction, so that the sources list never shows
 * the figures of before. Only processed sources: a voided one keeps the total it had when it was withdrawn,
 * and an upload still in progress has not stored its own yet.
 */
export async function refreshSourceTotals(
  db: Db,
  p: { companyId: number; sourceIds: readonly number[] },
): Promise<void> {
  if (p.sourceIds.length === 0) return;
  const live = sql`FROM emission_activities a
    WHERE a.company_id = ${p.companyId} AND a.data_source_id = carbon_data_sources.id AND a.voided_at IS NULL`;
  await db
    .updateTable("carbon_data_sources")
    .set({
      total_emissions: sql<number>`coalesce((SELECT sum(a.total_emissions) ${live}), 0)`,
      activity_count: sql<number>`(SELECT count(*) ${live})`,
    })
    .where("company_id", "=", p.companyId)
    .where("id", "in", [...new Set(p.sourceIds)])
    .where("processing_status", "=", "processed")
    .execute();
}
