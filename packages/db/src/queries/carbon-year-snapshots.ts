/**
 * Taking a closed year's snapshot (docs/decisions/036-closed-years-are-snapshots.md): inside the closing
 * transaction, the live report records (the inventory's monthly rollup, settings and sites, and every other
 * per-month record the reports read) are cut to the year and stored as one JSON payload beside the closure.
 */
import { takeYearSnapshot, type YearSnapshot } from "@esg/domain";
import type { Db } from "../create-db";
import { inTransaction } from "../transaction";
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

/**
 * Every closed year without a snapshot of its latest closure gets one, from the data as it stands: years closed
 * before snapshots existed (nothing could be written into a closed year's months then except a void, which the
 * audit log records). Run after the migrations, with the code closing uses, so the payload is the one closing
 * takes; a no-op (one query) once done.
 */
export async function takeMissingYearSnapshots(db: Db, at: string): Promise<number> {
  const closures = await db
    .selectFrom("carbon_year_closures")
    .select(["id", "company_id", "reporting_year", "action"])
    .orderBy("id")
    .execute();
  const latest = new Map<string, (typeof closures)[number]>();
  for (const c of closures) latest.set(`${c.company_id}:${c.reporting_year}`, c);
  const closed = [...latest.values()].filter((c) => c.action === "closed");
  if (closed.length === 0) return 0;
  const taken = new Set(
    (await db.selectFrom("carbon_year_snapshots").select("closure_id").execute()).map((r) =>
      Number(r.closure_id),
    ),
  );
  let count = 0;
  for (const c of closed) {
    if (taken.has(Number(c.id))) continue;
    await inTransaction(db, async (trx) => {
      await storeYearSnapshot(trx, {
        companyId: Number(c.company_id),
        year: Number(c.reporting_year),
        closureId: Number(c.id),
        at,
      });
    });
    count += 1;
  }
  return count;
}
