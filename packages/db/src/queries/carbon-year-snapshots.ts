/**
 * Taking a closed year's snapshot (docs/decisions/036-closed-years-are-snapshots.md): inside the closing
 * transaction, the live report records (the inventory's monthly rollup, settings and sites, and every other
 * per-month record the reports read) are cut to the year and stored as one JSON payload beside the closure.
 */
import { takeYearSnapshot, type YearSnapshot } from "@esg/domain";
import type { Db } from "../create-db";
import { loadLiveReportRecords } from "./reports";

export async function storeYearSnapshot(
  trx: Db,
  params: { companyId: number; year: number; closureId: number; at: string },
): Promise<YearSnapshot> {
  const records = await loadLiveReportRecords(trx, { companyId: params.companyId });
  if (!records) throw new Error(`Company ${params.companyId} not found`);
  const snapshot = takeYearSnapshot(records, params.year);
  await trx
    .insertInto("carbon_year_snapshots")
    .values({
      company_id: params.companyId,
      reporting_year: params.year,
      closure_id: params.closureId,
      created_at: params.at,
      payload: JSON.stringify(snapshot),
    })
    .execute();
  return snapshot;
}
