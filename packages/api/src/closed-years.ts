/**
 * A closed reporting year is frozen (docs/decisions/036-closed-years-are-snapshots.md): any write that would
 * touch its months is refused with 409 naming the year until it is reopened. Every such write calls one of
 * these inside its `withWrite`, so the check and the change share the transaction and the years' closure
 * locks (PostgreSQL): a year cannot be closed between the check and the write.
 */
import { activityMonthsOfSource, getReportingSettings, listClosedYears, lockYearClosure } from "@esg/db";
import { reportingYearOf } from "@esg/domain";
import { ApiError } from "./errors";
import { closedYearMessage } from "./services/ingest/messages";
import type { WriteScope } from "./write";

type Scope = Pick<WriteScope, "db" | "companyId">;

/** The closed ones among `years`, in order (each year's closure locked until the transaction ends). */
export async function closedAmong(w: Scope, years: readonly number[]): Promise<number[]> {
  const distinct = [...new Set(years)].sort((a, b) => a - b);
  for (const year of distinct) await lockYearClosure(w.db, { companyId: w.companyId, year });
  const closed = new Set(await listClosedYears(w.db, { companyId: w.companyId }));
  return distinct.filter((y) => closed.has(y));
}

/**
 * Refuses (409) when any of `years` is closed. `doing` completes "reopen it before …" (default: adding
 * data to it).
 */
export async function assertYearsOpen(w: Scope, years: readonly number[], doing?: string): Promise<void> {
  const closed = await closedAmong(w, years);
  if (closed.length > 0)
    throw new ApiError({
      code: "CONFLICT",
      reason: "year_closed",
      message: closedYearMessage(closed, doing),
    });
}

/** Refuses (409) when any of `months` ("YYYY-MM" or "YYYY-MM-DD") falls in a closed reporting year. */
export async function refuseClosedMonths(w: Scope, months: readonly string[], doing?: string): Promise<void> {
  if (months.length === 0) return;
  const { fiscalYearStartMonth } = await getReportingSettings(w.db, { companyId: w.companyId });
  await assertYearsOpen(
    w,
    months.map((m) => reportingYearOf(m, fiscalYearStartMonth)),
    doing,
  );
}

/**
 * Refuses (409) when any activity of data source `sourceId` falls in a closed reporting year: voiding it,
 * approving it or removing its evidence would change what that year rests on.
 */
export async function refuseClosedSource(w: Scope, sourceId: number, doing: string): Promise<void> {
  await refuseClosedMonths(
    w,
    await activityMonthsOfSource(w.db, { companyId: w.companyId, id: sourceId }),
    doing,
  );
}
