import { findBoardReport, insertBoardReport, listBoardReports, updateBoardReportStatus } from "@esg/db";
import {
  BOARD_STATUS_LABELS,
  type BoardReportStatus,
  boardKeyMetricsSchema,
  boardReportDeletionError,
  boardReportInputSchema,
  boardReportSchema,
  boardReportStatusInputSchema,
  canTransitionBoardReport,
  listPageInputSchema,
} from "@esg/domain";
import { z } from "zod";
import { changedFields } from "../audit";
import { conflict, foundOrThrow } from "../ownership";
import { loadBoardKeyMetrics } from "../services/board-key-metrics";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

function illegalTransition(from: BoardReportStatus, to: BoardReportStatus) {
  return conflict(`A report in ${BOARD_STATUS_LABELS[from]} cannot move to ${BOARD_STATUS_LABELS[to]}`);
}

/** A board report addressed by id: GET and DELETE. */
const BOARD_REPORTS_RECORD: ModuleRecord<z.infer<typeof boardReportSchema>> = {
  name: "Board report",
  table: "board_reports",
  entity: "board_report",
  tag: "Board reporting",
  find: findBoardReport,
  keep: (_db, report) => boardReportDeletionError(report),
};

export const boardReportingRouter = router({
  /** GET /api/board-reports/{companyId}: newest first. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/board-reports/:companyId",
        tag: "Board reporting",
        summary: "List board reports",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(boardReportSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "board_reports", path: "/api/board-reports" }, (page) =>
        listBoardReports(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** GET /api/board-reports/{companyId}/key-metrics: the Key Metrics tab, from live data. */
  keyMetrics: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/board-reports/:companyId/key-metrics",
        tag: "Board reporting",
        summary: "Key metrics for a board report",
      },
    })
    .output(boardKeyMetricsSchema)
    .query(({ ctx }) => loadBoardKeyMetrics(ctx.db, ctx.companyId, new Date())),

  /** POST /api/board-reports: a new report always starts as a draft, whatever status the client sends. */
  create: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/board-reports",
        tag: "Board reporting",
        summary: "Draft a board report",
      },
    })
    .input(boardReportInputSchema)
    .output(boardReportSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const report = await insertBoardReport(w.db, {
          companyId: ctx.companyId,
          userId: ctx.user.id,
          input,
          now: new Date(),
        });
        await w.audit({ action: "create", entity: "board_report", entityId: report.id, after: report });
        return report;
      }),
    ),

  /** PUT /api/board-reports/{id}/status: draft → review → approved → published, one step at a time (else 409). */
  updateStatus: writeProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/board-reports/:id/status",
        tag: "Board reporting",
        summary: "Move a board report through approval",
        errors: [409],
      },
    })
    .input(boardReportStatusInputSchema)
    .output(boardReportSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const scope = { companyId: ctx.companyId, id: input.id };
        const report = foundOrThrow(await findBoardReport(w.db, scope), "Board report");
        if (!canTransitionBoardReport(report.status, input.status)) {
          throw illegalTransition(report.status, input.status);
        }
        const updated = await updateBoardReportStatus(w.db, {
          ...scope,
          from: report.status,
          status: input.status,
          actor: ctx.user.name,
          now: new Date(),
        });
        // Another request moved the report between the read and the write: refuse from where it is now.
        if (!updated) {
          const now = foundOrThrow(await findBoardReport(w.db, scope), "Board report");
          throw illegalTransition(now.status, input.status);
        }
        await w.audit({
          action: "status_change",
          entity: "board_report",
          entityId: report.id,
          ...changedFields(report, updated),
        });
        return updated;
      }),
    ),
  /** GET /api/companies/{companyId}/board-reports/{id}: the board report as the list shows it. */
  get: recordGetProcedure(
    BOARD_REPORTS_RECORD,
    boardReportSchema,
    "/api/companies/:companyId/board-reports/:id",
  ),

  /** DELETE /api/board-reports/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(BOARD_REPORTS_RECORD, "/api/board-reports/:id"),
});
