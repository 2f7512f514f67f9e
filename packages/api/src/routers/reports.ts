import { isXbrlReportType, reportListSchema, XBRI_MIME_TYPE, xbrlDownloadInputSchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { fileOutputSchema, listReports } from "../services/reports";
import { generateXbrlPackageFile } from "../services/xbrl-report";
import { exportProcedure, readProcedure, router } from "../trpc";

export const reportsRouter = router({
  /** GET /api/reports: every report type × reporting year; each downloads via documents.download. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/reports",
        tag: "Documents",
        summary: "Every report by reporting year, with the id and year each downloads with",
      },
    })
    .output(reportListSchema)
    .query(({ ctx }) => listReports(ctx.db, ctx.companyId, new Date())),

  /**
   * GET /api/reports/{type}/ixbrl[?year=YYYY]: the year's Inline XBRL report package (esrs-e1 | vsme-b3),
   * downloaded by the same roles as the report PDFs.
   */
  ixbrl: exportProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/reports/:type/ixbrl",
        tag: "Documents",
        summary: "Inline XBRL report package (ESRS E1 or VSME B3) of a reporting year",
        response: "file",
        fileTypes: [XBRI_MIME_TYPE],
        errors: [404],
      },
    })
    .input(xbrlDownloadInputSchema)
    .output(fileOutputSchema)
    .query(({ ctx, input }) => {
      if (!isXbrlReportType(input.type)) {
        throw new TRPCError({
          code: "NOT_FOUND",
          message: `No Inline XBRL report of type "${input.type}": use esrs-e1 or vsme-b3`,
        });
      }
      return generateXbrlPackageFile(ctx.db, ctx.companyId, input.type, new Date(), input.year);
    }),
});
