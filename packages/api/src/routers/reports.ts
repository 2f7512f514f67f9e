import { reportListSchema } from "@esg/domain";
import { listReports } from "../services/reports";
import { readProcedure, router } from "../trpc";

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
});
