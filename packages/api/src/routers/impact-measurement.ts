import { insertImpactMeasurement, listImpactMeasurements } from "@esg/db";
import { impactMeasurementInputSchema, impactMeasurementSchema } from "@esg/domain";
import { z } from "zod";
import { protectedProcedure, router } from "../trpc";

export const impactMeasurementRouter = router({
  /** GET /api/impact-measurements/{companyId}: newest first, each with its progress to target. */
  list: protectedProcedure
    .output(z.array(impactMeasurementSchema))
    .query(({ ctx }) => listImpactMeasurements(ctx.db, { companyId: ctx.companyId })),

  /** POST /api/impact-measurements */
  create: protectedProcedure
    .input(impactMeasurementInputSchema)
    .output(impactMeasurementSchema)
    .mutation(({ ctx, input }) =>
      insertImpactMeasurement(ctx.db, { companyId: ctx.companyId, values: input, now: new Date() }),
    ),
});
