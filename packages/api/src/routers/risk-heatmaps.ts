import {
  findRiskAssessment,
  insertRiskAssessment,
  listRiskAssessments,
  setRiskAssessmentStatus,
} from "@esg/db";
import {
  applyRiskStatusChange,
  createRiskInputSchema,
  riskAssessmentSchema,
  riskLevel,
  updateRiskStatusInputSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { conflict, ownedOrThrow } from "../ownership";
import { protectedProcedure, router } from "../trpc";

export const riskHeatmapsRouter = router({
  /** GET /api/risk-assessments/{companyId}: newest first. */
  list: protectedProcedure
    .output(z.array(riskAssessmentSchema))
    .query(({ ctx }) => listRiskAssessments(ctx.db, { companyId: ctx.companyId })),

  /** POST /api/risk-assessments: the stored level is computed from probability x impact (spec §9). */
  create: protectedProcedure
    .input(createRiskInputSchema)
    .output(riskAssessmentSchema)
    .mutation(({ ctx, input }) => {
      const { riskLevel: _sentByClient, ...values } = input;
      return insertRiskAssessment(ctx.db, {
        companyId: ctx.companyId,
        values,
        riskLevel: riskLevel(values.probability, values.impact),
        now: new Date(),
      });
    }),

  /** PUT /api/risk-assessments/{id}/status: active → mitigated only (409 otherwise). */
  updateStatus: protectedProcedure
    .input(updateRiskStatusInputSchema)
    .output(riskAssessmentSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        const current = ownedOrThrow(await findRiskAssessment(trx, { id: input.id }), ctx.companyId, "Risk");
        const change = applyRiskStatusChange(current.status, input.status);
        if (!change.ok) throw conflict(change.reason);
        const updated = await setRiskAssessmentStatus(trx, {
          id: input.id,
          status: change.status,
          now: new Date(),
        });
        if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Risk not found" });
        return updated;
      }),
    ),
});
