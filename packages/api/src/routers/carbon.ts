import { emissionSummary, listCarbonDataSources, listEmissionActivities } from "@esg/db";
import {
  carbonDataSourceSchema,
  carbonEmissionsResponseSchema,
  carbonIngestInputSchema,
  carbonIngestResultSchema,
  EMISSIONS_LIST_LIMIT,
} from "@esg/domain";
import { z } from "zod";
import { loadCarbonAnalysis } from "../services/carbon-analysis";
import { ingestCarbonData } from "../services/carbon-ingest";
import { protectedProcedure, router } from "../trpc";

export const carbonRouter = router({
  /** GET /api/carbon/sources/{companyId}: uploads, newest first, failed ones included. */
  sources: protectedProcedure
    .output(z.array(carbonDataSourceSchema))
    .query(({ ctx }) => listCarbonDataSources(ctx.db, { companyId: ctx.companyId })),

  /** GET /api/carbon/emissions/{companyId}: the latest activities and kg CO2e by scope over all of them. */
  emissions: protectedProcedure.output(carbonEmissionsResponseSchema).query(async ({ ctx }) => {
    const [emissions, { summary, count }] = await Promise.all([
      listEmissionActivities(ctx.db, { companyId: ctx.companyId, limit: EMISSIONS_LIST_LIMIT }),
      emissionSummary(ctx.db, { companyId: ctx.companyId }),
    ]);
    return { emissions, summary, totalCount: count };
  }),

  /** GET /api/carbon/analysis; the service validates it against `carbonAnalysisSchema` when it computes it. */
  analysis: protectedProcedure.query(({ ctx }) => loadCarbonAnalysis(ctx.db, ctx.companyId)),

  /** POST /api/carbon/ingest */
  ingest: protectedProcedure
    .input(carbonIngestInputSchema)
    .output(carbonIngestResultSchema)
    .mutation(({ ctx, input }) => ingestCarbonData(ctx.db, ctx.companyId, input, new Date())),
});
