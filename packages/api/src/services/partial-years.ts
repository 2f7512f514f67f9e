/**
 * The `partialYears` of an ingest's or upload's result: which of the years it added to are not complete. Read
 * from the monthly rollup alone: the whole inventory (built when the data version changed, as it just did)
 * also groups every activity of the company, seconds of SQLite's only thread for a company of a few hundred
 * thousand activities, and an upload's status is polled by every client waiting for it.
 */
import { type Db, loadCoverageRecords } from "@esg/db";
import { inventoryCoverage, partialYearsAmong } from "@esg/domain";

export async function partialYearsOf(db: Db, companyId: number, years: readonly number[]): Promise<number[]> {
  if (years.length === 0) return [];
  return partialYearsAmong(inventoryCoverage(await loadCoverageRecords(db, { companyId })), years);
}
