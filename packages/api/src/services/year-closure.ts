/**
 * Closing and reopening a reporting year (docs/decisions/036-closed-years-are-snapshots.md). Closing records
 * the closure and, in the same transaction, the year's snapshot: its figures and the settings and sites they
 * were computed under, which every later read of the year uses. Reopening (with a reason) discards nothing:
 * the snapshot stays as history and the year is live again; closing it again takes a new snapshot.
 */
import {
  isYearClosed,
  lockReportingSettings,
  lockYearClosure,
  recordYearClosure,
  storeYearSnapshot,
} from "@esg/db";
import { ApiError } from "../errors";
import { type WriteContext, withWrite } from "../write";

/**
 * Refused (409) when the year is already in that state, else recorded with who and why, and audited. One
 * transaction holding the settings and year closure locks (PostgreSQL), so two requests at once cannot both
 * find the year open (or closed), nor a fiscal start change slip in under the snapshot.
 */
export function changeYearClosure(
  ctx: WriteContext & { user: { id: number } },
  change: { year: number; closed: boolean; reason: string | null },
) {
  const { year, closed, reason } = change;
  return withWrite(ctx, async (w) => {
    const trx = w.db;
    const scope = { companyId: ctx.companyId, year };
    await lockReportingSettings(trx, scope);
    await lockYearClosure(trx, scope);
    if ((await isYearClosed(trx, scope)) === closed) {
      throw new ApiError({
        code: "CONFLICT",
        reason: "invalid_transition",
        message: `Reporting year ${year} ${closed ? "is already closed" : "is not closed"}`,
      });
    }
    const at = new Date().toISOString();
    const closureId = await recordYearClosure(trx, {
      ...scope,
      action: closed ? "closed" : "reopened",
      userId: ctx.user.id,
      reason,
      at,
    });
    const snapshot = closed ? await storeYearSnapshot(trx, { ...scope, closureId, at }) : null;
    await w.audit({
      action: closed ? "close_year" : "reopen_year",
      entity: "reporting_year",
      entityId: year,
      before: { closed: !closed },
      after: {
        closed,
        reason,
        ...(snapshot ? { snapshotMonths: [snapshot.months[0], snapshot.months[11]] } : {}),
      },
    });
    await w.emit({ type: closed ? "year.closed" : "year.reopened", data: { year, reason } });
    return { year, closed };
  });
}
