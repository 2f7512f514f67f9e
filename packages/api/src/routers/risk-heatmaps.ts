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
import { z } from "zod";
import { audit, changedFields } from "../audit";
import { conflict, foundOrThrow } from "../ownership";
import { readProcedure, router, writeProcedure } from "../trpc";

export const riskHeatmapsRouter = router({
  /** GET /api/risk-assessments/{companyId}: newest first. */
  list: readProcedure
    .output(z.array(riskAssessmentSchema))
    .query(({ ctx }) => listRiskAssessments(ctx.db, { companyId: ctx.companyId })),

  /** POST /api/risk-assessments: the stored level is computed from probability x impact (spec §9). */
  create: writeProcedure
    .input(createRiskInputSchema)
    .output(riskAssessmentSchema)
    .mutation(async ({ ctx, input }) => {
      const { riskLevel: _sentByClient, ...values } = input;
      const row = await insertRiskAssessment(ctx.db, {
        companyId: ctx.companyId,
        values,
        riskLevel: riskLevel(values.probability, values.impact),
        now: new Date(),
      });
      await audit(ctx, { action: "create", entity: "risk", entityId: row.id, after: row });
      return row;
    }),

  /** PUT /api/risk-assessments/{id}/status: active → mitigated only (409 otherwise). */
  updateStatus: writeProcedure
    .input(updateRiskStatusInputSchema)
    .output(riskAssessmentSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        const scope = { companyId: ctx.companyId, id: input.id };
        const current = foundOrThrow(await findRiskAssessment(trx, scope), "Risk");
        const change = applyRiskStatusChange(current.status, input.status);
        if (!change.ok) throw conflict(change.reason);
        const updated = foundOrThrow(
          await setRiskAssessmentStatus(trx, { ...scope, status: change.status, now: new Date() }),
          "Risk",
        );
        await audit(
          { ...ctx, db: trx },
          { action: "status_change", entity: "risk", entityId: input.id, ...changedFields(current, updated) },
        );
        return updated;
      }),
    ),
});
