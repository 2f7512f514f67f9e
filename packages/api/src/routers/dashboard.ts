import { getCompany, latestAssessment, listDocuments, listSuppliers } from "@esg/db";
import { type DashboardResponse, dashboardResponseSchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { protectedProcedure, router } from "../trpc";

export const dashboardRouter = router({
  get: protectedProcedure
    .output(dashboardResponseSchema)
    .query(async ({ ctx }): Promise<DashboardResponse> => {
      const companyId = ctx.companyId;
      const [company, documents, assessment, suppliers] = await Promise.all([
        getCompany(ctx.db, { companyId }),
        listDocuments(ctx.db, { companyId }),
        latestAssessment(ctx.db, { companyId }),
        listSuppliers(ctx.db, { companyId }),
      ]);
      if (!company) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
      return {
        company,
        documents,
        // Zero scores mean "not assessed"; the radar applies its fallbacks to them (spec part 1 §2).
        assessment: {
          summaryText: assessment?.summaryText ?? null,
          esgScore: assessment?.esgScore ?? { E: 0, S: 0, G: 0 },
        },
        suppliers,
      };
    }),
});
