import { reportListSchema } from "@esg/domain";
import { listReports } from "../services/reports";
import { readProcedure, router } from "../trpc";

export const reportsRouter = router({
  /** GET /api/reports: every report type × reporting year; each downloads via documents.download. */
  list: readProcedure
    .output(reportListSchema)
    .query(({ ctx }) => listReports(ctx.db, ctx.companyId, new Date())),
});
