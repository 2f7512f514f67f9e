import {
  findRegulatoryRequirement,
  findRegulatoryRequirementForUpdate,
  insertRegulatoryRequirement,
  listRegulatoryRequirements,
  setRegulatoryRequirementStatus,
} from "@esg/db";
import {
  applyRequirementStatusChange,
  createRequirementInputSchema,
  initialRequirementStatus,
  listPageInputSchema,
  regulatoryRequirementSchema,
  requirementDeletionError,
  updateRequirementStatusInputSchema,
} from "@esg/domain";
import { z } from "zod";
import { changedFields } from "../audit";
import { conflict, foundOrThrow } from "../ownership";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

/** A requirement addressed by id: GET and DELETE. */
const REGULATORY_REQUIREMENTS_RECORD: ModuleRecord<z.infer<typeof regulatoryRequirementSchema>> = {
  name: "Requirement",
  table: "regulatory_requirements",
  entity: "requirement",
  tag: "Regulatory compliance",
  find: findRegulatoryRequirement,
  keep: (_db, requirement) => requirementDeletionError(requirement),
};

export const regulatoryComplianceRouter = router({
  /** GET /api/regulatory-requirements/{companyId} */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/regulatory-requirements/:companyId",
        tag: "Regulatory compliance",
        summary: "List regulatory requirements",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(regulatoryRequirementSchema))
    .query(({ ctx, input }) =>
      pagedList(
        ctx,
        input,
        { table: "regulatory_requirements", path: "/api/regulatory-requirements" },
        (page) => listRegulatoryRequirements(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** POST /api/regulatory-requirements: starts pending (in progress if created with progress). */
  create: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/regulatory-requirements",
        tag: "Regulatory compliance",
        summary: "Add a regulatory requirement",
      },
    })
    .input(createRequirementInputSchema)
    .output(regulatoryRequirementSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const row = await insertRegulatoryRequirement(w.db, {
          companyId: ctx.companyId,
          values: input,
          status: initialRequirementStatus(input.completionPercentage),
          now: new Date(),
        });
        await w.audit({ action: "create", entity: "requirement", entityId: row.id, after: row });
        return row;
      }),
    ),

  /**
   * PUT /api/regulatory-requirements/{id}/status: the server moves the progress (step 25, cap 100) and
   * enforces pending → in_progress → completed; the client's completionPercentage is never stored.
   */
  updateStatus: writeProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/regulatory-requirements/:id/status",
        tag: "Regulatory compliance",
        summary: "Move a requirement's status and completion",
        errors: [409],
      },
    })
    .input(updateRequirementStatusInputSchema)
    .output(regulatoryRequirementSchema)
    .mutation(({ ctx, input }) =>
      // One transaction, the row locked while read: two quick clicks cannot both read the same progress and
      // lose a step, and a second Mark Complete is refused once the first has completed it.
      withWrite(ctx, async (w) => {
        const trx = w.db;
        const scope = { companyId: ctx.companyId, id: input.id };
        const current = foundOrThrow(await findRegulatoryRequirementForUpdate(trx, scope), "Requirement");
        const change = applyRequirementStatusChange(current, input.status);
        if (!change.ok) throw conflict(change.reason);
        const updated = foundOrThrow(
          await setRegulatoryRequirementStatus(trx, {
            ...scope,
            status: change.status,
            completionPercentage: change.completionPercentage,
            now: new Date(),
          }),
          "Requirement",
        );
        await w.audit({
          action: "status_change",
          entity: "requirement",
          entityId: input.id,
          ...changedFields(current, updated),
        });
        return updated;
      }),
    ),
  /** GET /api/companies/{companyId}/regulatory-requirements/{id}: the requirement as the list shows it. */
  get: recordGetProcedure(
    REGULATORY_REQUIREMENTS_RECORD,
    regulatoryRequirementSchema,
    "/api/companies/:companyId/regulatory-requirements/:id",
  ),

  /** DELETE /api/regulatory-requirements/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(REGULATORY_REQUIREMENTS_RECORD, "/api/regulatory-requirements/:id"),
});
