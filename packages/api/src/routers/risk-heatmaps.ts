import {
  findRiskAssessment,
  insertRiskAssessment,
  listRiskAssessments,
  setRiskAssessmentStatus,
} from "@esg/db";
import {
  applyRiskStatusChange,
  createRiskInputSchema,
  listPageInputSchema,
  type RiskStatus,
  riskAssessmentSchema,
  riskDeletionError,
  riskLevel,
  updateRiskStatusInputSchema,
} from "@esg/domain";
import { z } from "zod";
import { changedFields } from "../audit";
import { conflict, foundOrThrow } from "../ownership";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

/**
 * The answer when another request changed the risk between the read and the compare-and-set: the rule's
 * refusal from the state it left (e.g. "already mitigated"), else a plain "changed meanwhile".
 */
async function lostRace(
  db: Parameters<typeof findRiskAssessment>[0],
  scope: { companyId: number; id: number },
  requested: RiskStatus,
) {
  const now = foundOrThrow(await findRiskAssessment(db, scope), "Risk");
  const change = applyRiskStatusChange(now.status, requested);
  return conflict(change.ok ? "This risk was changed by someone else; reload and try again" : change.reason);
}

/** A risk assessment addressed by id: GET and DELETE. */
const RISK_ASSESSMENTS_RECORD: ModuleRecord<z.infer<typeof riskAssessmentSchema>> = {
  name: "Risk assessment",
  table: "risk_assessments",
  entity: "risk",
  tag: "Risk heatmaps",
  find: findRiskAssessment,
  keep: (_db, risk) => riskDeletionError(risk),
};

export const riskHeatmapsRouter = router({
  /** GET /api/risk-assessments/{companyId}: newest first. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/risk-assessments/:companyId",
        tag: "Risk heatmaps",
        summary: "List risk assessments",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(riskAssessmentSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "risk_assessments", path: "/api/risk-assessments" }, (page) =>
        listRiskAssessments(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** POST /api/risk-assessments: the stored level is computed from probability x impact (spec §9). */
  create: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/risk-assessments",
        tag: "Risk heatmaps",
        summary: "Add a risk assessment",
      },
    })
    .input(createRiskInputSchema)
    .output(riskAssessmentSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const { riskLevel: _sentByClient, ...values } = input;
        const row = await insertRiskAssessment(w.db, {
          companyId: ctx.companyId,
          values,
          riskLevel: riskLevel(values.probability, values.impact),
          now: new Date(),
        });
        await w.audit({ action: "create", entity: "risk", entityId: row.id, after: row });
        return row;
      }),
    ),

  /** PUT /api/risk-assessments/{id}/status: active → mitigated only (409 otherwise). */
  updateStatus: writeProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/risk-assessments/:id/status",
        tag: "Risk heatmaps",
        summary: "Move a risk's status",
        errors: [409],
      },
    })
    .input(updateRiskStatusInputSchema)
    .output(riskAssessmentSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const trx = w.db;
        const scope = { companyId: ctx.companyId, id: input.id };
        const current = foundOrThrow(await findRiskAssessment(trx, scope), "Risk");
        const change = applyRiskStatusChange(current.status, input.status);
        if (!change.ok) throw conflict(change.reason);
        const updated = await setRiskAssessmentStatus(trx, {
          ...scope,
          from: current.status,
          status: change.status,
          now: new Date(),
        });
        if (!updated) throw await lostRace(trx, scope, input.status);
        await w.audit({
          action: "status_change",
          entity: "risk",
          entityId: input.id,
          ...changedFields(current, updated),
        });
        return updated;
      }),
    ),
  /** GET /api/companies/{companyId}/risk-assessments/{id}: the risk assessment as the list shows it. */
  get: recordGetProcedure(
    RISK_ASSESSMENTS_RECORD,
    riskAssessmentSchema,
    "/api/companies/:companyId/risk-assessments/:id",
  ),

  /** DELETE /api/risk-assessments/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(RISK_ASSESSMENTS_RECORD, "/api/risk-assessments/:id"),
});
