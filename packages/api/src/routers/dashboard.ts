import { countSuppliers, getCompany, listDocuments, listRiskiestSuppliers } from "@esg/db";
import {
  DASHBOARD_DOCUMENT_LIMIT,
  DASHBOARD_SUPPLIER_LIMIT,
  type DashboardResponse,
  dashboardAssessment,
  dashboardResponseSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { loadFullAssessment } from "../services/assessment";
import { readProcedure, router } from "../trpc";

export const dashboardRouter = router({
  get: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/dashboard",
        tag: "Dashboard",
        summary: "Company, reports, assessment and suppliers for the dashboard",
      },
    })
    .output(dashboardResponseSchema)
    .query(async ({ ctx }): Promise<DashboardResponse> => {
      const companyId = ctx.companyId;
      const [company, documents, suppliers, supplierCount] = await Promise.all([
        getCompany(ctx.db, { companyId }),
        listDocuments(ctx.db, { companyId, limit: DASHBOARD_DOCUMENT_LIMIT }),
        listRiskiestSuppliers(ctx.db, { companyId, limit: DASHBOARD_SUPPLIER_LIMIT }),
        countSuppliers(ctx.db, { companyId }),
      ]);
      if (!company) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
      // The same engine as GET /api/assessment/full, so the scorecard and the full screen always agree.
      const assessment = dashboardAssessment(await loadFullAssessment(ctx.db, companyId, new Date()));
      return { company, documents, assessment, suppliers, supplierCount };
    }),
});
