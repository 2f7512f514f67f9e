import {
  completeTrainingProgress,
  countCompletedTraining,
  findTrainingModule,
  findTrainingProgress,
  insertTrainingModule,
  insertTrainingProgress,
  listTrainingModules,
  listTrainingProgress,
  updateTrainingModule,
} from "@esg/db";
import {
  completeTraining,
  completeTrainingInputSchema,
  listPageInputSchema,
  startTrainingInputSchema,
  trainingModuleDeletionError,
  trainingModuleInputSchema,
  trainingModuleSchema,
  trainingProgressSchema,
  updateTrainingModuleInputSchema,
} from "@esg/domain";
import { z } from "zod";
import { changedFields } from "../audit";
import { conflict, foundOrThrow } from "../ownership";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

/** A training module addressed by id: GET and DELETE. */
const TRAINING_MODULES_RECORD: ModuleRecord<z.infer<typeof trainingModuleSchema>> = {
  name: "Training module",
  table: "training_modules",
  entity: "training_module",
  tag: "ESG training",
  find: findTrainingModule,
  keep: async (db, module, companyId) =>
    trainingModuleDeletionError(await countCompletedTraining(db, { companyId, moduleId: module.id })),
};

export const esgTrainingRouter = router({
  /** GET /api/training-modules/{companyId} */
  listModules: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/training-modules/:companyId",
        tag: "ESG training",
        summary: "List training modules",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(trainingModuleSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "training_modules", path: "/api/training-modules" }, (page) =>
        listTrainingModules(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** GET /api/training-progress/{companyId}: the signed-in learner's records ("My Progress"). */
  listProgress: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/training-progress/:companyId",
        tag: "ESG training",
        summary: "Your training progress",
      },
    })
    .output(z.array(trainingProgressSchema))
    .query(({ ctx }) => listTrainingProgress(ctx.db, { companyId: ctx.companyId, userId: ctx.user.id })),

  /** POST /api/training-modules */
  createModule: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/training-modules",
        tag: "ESG training",
        summary: "Add a training module",
      },
    })
    .input(trainingModuleInputSchema)
    .output(trainingModuleSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const module = await insertTrainingModule(w.db, { companyId: ctx.companyId, input, now: new Date() });
        await w.audit({ action: "create", entity: "training_module", entityId: module.id, after: module });
        return module;
      }),
    ),

  /** PUT /api/training-modules/{id}: the Module Management 'Edit' button. */
  updateModule: writeProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/training-modules/:id",
        tag: "ESG training",
        summary: "Change a training module",
      },
    })
    .input(updateTrainingModuleInputSchema)
    .output(trainingModuleSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const { id, ...values } = input;
        const scope = { companyId: ctx.companyId, id };
        const current = foundOrThrow(await findTrainingModule(w.db, scope), "Training module");
        const updated = foundOrThrow(
          await updateTrainingModule(w.db, { ...scope, input: values, now: new Date() }),
          "Training module",
        );
        await w.audit({
          action: "update",
          entity: "training_module",
          entityId: id,
          ...changedFields(current, updated),
        });
        return updated;
      }),
    ),

  /**
   * POST /api/training-progress: 'Start Training' creates the learner's in_progress record. Every member
   * (viewers and auditors too) takes training: it records their own progress, not company data.
   */
  start: readProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/training-progress",
        tag: "ESG training",
        summary: "Start a training module",
        errors: [404, 409],
      },
    })
    .input(startTrainingInputSchema)
    .output(trainingProgressSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const module = foundOrThrow(
          await findTrainingModule(w.db, { companyId: ctx.companyId, id: input.moduleId }),
          "Training module",
        );
        const progress = await insertTrainingProgress(w.db, {
          companyId: ctx.companyId,
          userId: ctx.user.id,
          moduleId: module.id,
          now: new Date(),
        });
        if (!progress) throw conflict("This training module has already been started");
        await w.audit({
          action: "create",
          entity: "training_progress",
          entityId: progress.id,
          after: progress,
        });
        return progress;
      }),
    ),

  /**
   * PUT /api/training-progress/{moduleId}/complete: in_progress → completed, issuing the certificate with the
   * fixed score 85 whatever score the client sent (spec part 2 §4, §9).
   */
  complete: readProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/training-progress/:moduleId/complete",
        tag: "ESG training",
        summary: "Complete a training module",
        errors: [409],
      },
    })
    .input(completeTrainingInputSchema)
    .output(trainingProgressSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const module = foundOrThrow(
          await findTrainingModule(w.db, { companyId: ctx.companyId, id: input.moduleId }),
          "Training module",
        );
        const progress = await findTrainingProgress(w.db, {
          companyId: ctx.companyId,
          userId: ctx.user.id,
          moduleId: module.id,
        });
        const result = completeTraining(progress, module.duration);
        if (!result.ok || !progress) {
          throw conflict(
            result.ok || result.reason === "not_started"
              ? "Start this training module before completing it"
              : "This training module is already completed and certified",
          );
        }
        const updated = await completeTrainingProgress(w.db, {
          companyId: ctx.companyId,
          id: progress.id,
          update: result.update,
          now: new Date(),
        });
        if (!updated) throw conflict("This training module is already completed and certified");
        await w.audit({
          action: "status_change",
          entity: "training_progress",
          entityId: progress.id,
          ...changedFields(progress, updated),
        });
        return updated;
      }),
    ),
  /** GET /api/companies/{companyId}/training-modules/{id}: the training module as the list shows it. */
  get: recordGetProcedure(
    TRAINING_MODULES_RECORD,
    trainingModuleSchema,
    "/api/companies/:companyId/training-modules/:id",
  ),

  /** DELETE /api/training-modules/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(TRAINING_MODULES_RECORD, "/api/training-modules/:id"),
});
