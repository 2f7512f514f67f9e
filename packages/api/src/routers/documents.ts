import { findDocument } from "@esg/db";
import { documentDownloadInputSchema, REPORT_MIME_TYPES } from "@esg/domain";
import { foundOrThrow } from "../ownership";
import { fileOutputSchema, generateReportFile } from "../services/reports";
import { exportProcedure, router } from "../trpc";
import { withWrite } from "../write";

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
      const file = await generateReportFile(ctx.db, ctx.companyId, doc, new Date(), input.year);
      // A read that makes something: only the outbox is written (no audit entry, no data version bump).
      await withWrite(ctx, (w) =>
        w.emit({
          type: "report.generated",
          data: {
            documentId: doc.id,
            reportType: doc.type,
            year: input.year ?? null,
            filename: file.filename,
            mimeType: file.mimeType,
          },
        }),
      );
      return file;
    }),
});
