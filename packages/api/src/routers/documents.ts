import { findDocument } from "@esg/db";
import { documentDownloadInputSchema, REPORT_MIME_TYPES } from "@esg/domain";
import { foundOrThrow } from "../ownership";
import { fileOutputSchema, generateReportFile } from "../services/reports";
import { exportProcedure, router } from "../trpc";

export const documentsRouter = router({
  /** GET /api/documents/{id}/download[?year=YYYY]: the report regenerated from today's data for that year. */
  download: exportProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/documents/:id/download",
        tag: "Documents",
        summary: "Download a report regenerated from current data",
        response: "file",
        fileTypes: [REPORT_MIME_TYPES.pdf, REPORT_MIME_TYPES.csv],
      },
    })
    .input(documentDownloadInputSchema)
    .output(fileOutputSchema)
    .query(async ({ ctx, input }) => {
      const doc = foundOrThrow(
        await findDocument(ctx.db, { companyId: ctx.companyId, id: input.id }),
        "Document",
      );
      return generateReportFile(ctx.db, ctx.companyId, doc, new Date(), input.year);
    }),
});
