/**
 * Which closed reporting years a data source's activities fall in: approving it or removing its evidence
 * would change what a closed year rests on, so either is refused (409) while such a year is closed. A small
 * function on purpose, so a shared closed-year check can take its place.
 */
import {
  type Db,
  getReportingSettings,
  listClosedYears,
  lockYearClosure,
  sourceActivityMonths,
} from "@esg/db";
import { reportingYearOf } from "@esg/domain";

export async function closedYearsOfSource(
  db: Db,
  p: { companyId: number; sourceId: number },
): Promise<number[]> {
  const { fiscalYearStartMonth } = await getReportingSettings(db, p);
  const months = await sourceActivityMonths(db, { companyId: p.companyId, id: p.sourceId });
  const years = [...new Set(months.map((m) => reportingYearOf(`${m}-01`, fiscalYearStartMonth)))].sort();
  // Under the years' closure locks (PostgreSQL), as an upload's finish is, so a close cannot slip in between.
  for (const year of years) await lockYearClosure(db, { companyId: p.companyId, year });
  const closed = await listClosedYears(db, p);
  return years.filter((y) => closed.includes(y));
}

export function closedYearsMessage(years: readonly number[], what: string): string {
  return `Reporting year ${years.join(", ")} is closed; reopen it before you ${what}`;
}
