import { type DashboardResponse, dashboardResponseSchema } from "@esg/domain";
import { loadDashboard } from "../services/dashboard";
import { readProcedure, router } from "../trpc";

export const dashboardRouter = router({
  /** The service validates its answer against `dashboardResponseSchema` when it computes it. */
  get: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/dashboard",
        tag: "Dashboard",
        summary: "Company, reports, assessment and suppliers for the dashboard",
        documentedOutput: dashboardResponseSchema,
        keptUntilDataChanges: true,
      },
    })
    .query(({ ctx }): Promise<DashboardResponse> => loadDashboard(ctx.db, ctx.companyId, new Date())),
});
