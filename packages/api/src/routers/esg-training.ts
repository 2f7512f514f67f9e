import {
  completeTrainingProgress,
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
  startTrainingInputSchema,
  trainingModuleInputSchema,
  trainingModuleSchema,
  trainingProgressSchema,
  updateTrainingModuleInputSchema,
} from "@esg/domain";
import { z } from "zod";
import { conflict, ownedOrThrow } from "../ownership";
import { protectedProcedure, router } from "../trpc";

export const esgTrainingRouter = router({
  /** GET /api/training-modules/{companyId} */
  listModules: protectedProcedure
    .output(z.array(trainingModuleSchema))
    .query(({ ctx }) => listTrainingModules(ctx.db, { companyId: ctx.companyId })),

  /** GET /api/training-progress/{companyId}: the signed-in learner's records ("My Progress"). */
  listProgress: protectedProcedure
    .output(z.array(trainingProgressSchema))
    .query(({ ctx }) => listTrainingProgress(ctx.db, { companyId: ctx.companyId, userId: ctx.user.id })),

  /** POST /api/training-modules */
  createModule: protectedProcedure
    .input(trainingModuleInputSchema)
    .output(trainingModuleSchema)
    .mutation(({ ctx, input }) =>
      insertTrainingModule(ctx.db, { companyId: ctx.companyId, input, now: new Date() }),
    ),

  /** PUT /api/training-modules/{id}: the Module Management 'Edit' button. */
  updateModule: protectedProcedure
    .input(updateTrainingModuleInputSchema)
    .output(trainingModuleSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...values } = input;
      ownedOrThrow(await findTrainingModule(ctx.db, { id }), ctx.companyId, "Training module");
      return updateTrainingModule(ctx.db, { id, input: values, now: new Date() });
    }),

  /** POST /api/training-progress: 'Start Training' creates the learner's in_progress record. */
  start: protectedProcedure
    .input(startTrainingInputSchema)
    .output(trainingProgressSchema)
    .mutation(async ({ ctx, input }) => {
      const module = ownedOrThrow(
        await findTrainingModule(ctx.db, { id: input.moduleId }),
        ctx.companyId,
        "Training module",
      );
      if (await findTrainingProgress(ctx.db, { userId: ctx.user.id, moduleId: module.id })) {
        throw conflict("This training module has already been started");
      }
      return insertTrainingProgress(ctx.db, {
        companyId: ctx.companyId,
        userId: ctx.user.id,
        moduleId: module.id,
        now: new Date(),
      });
    }),

  /**
   * PUT /api/training-progress/{moduleId}/complete: in_progress → completed, issuing the certificate with the
   * fixed score 85 whatever score the client sent (spec part 2 §4, §9).
   */
  complete: protectedProcedure
    .input(completeTrainingInputSchema)
    .output(trainingProgressSchema)
    .mutation(async ({ ctx, input }) => {
      const module = ownedOrThrow(
        await findTrainingModule(ctx.db, { id: input.moduleId }),
        ctx.companyId,
        "Training module",
      );
      const progress = await findTrainingProgress(ctx.db, { userId: ctx.user.id, moduleId: module.id });
      const result = completeTraining(progress, module.duration);
      if (!result.ok || !progress) {
        throw conflict(
          result.ok || result.reason === "not_started"
            ? "Start this training module before completing it"
            : "This training module is already completed and certified",
        );
      }
      const updated = await completeTrainingProgress(ctx.db, {
        id: progress.id,
        update: result.update,
        now: new Date(),
      });
      if (!updated) throw conflict("This training module is already completed and certified");
      return updated;
    }),
});
