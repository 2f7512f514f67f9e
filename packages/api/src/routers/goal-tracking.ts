import { findGoal, insertGoal, insertGoalProgress, listGoals, lockGoal, updateGoalStatus } from "@esg/db";
import {
  createGoalInputSchema,
  esgGoalSchema,
  goalDeletionError,
  goalProgressInputSchema,
  goalProgressPercentage,
  goalProgressRecordingError,
  goalProgressRecordSchema,
  goalStatusChangeError,
  goalStatusInputSchema,
  listPageInputSchema,
} from "@esg/domain";
import { z } from "zod";
import { changedFields } from "../audit";
import { conflict, foundOrThrow } from "../ownership";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

type Db = Parameters<typeof findGoal>[0];

async function loadGoal(db: Db, companyId: number, id: number) {
  return foundOrThrow(await findGoal(db, { companyId, id }), "Goal");
}

/**
 * A goal about to change, read inside `trx` after locking it (PostgreSQL): a concurrent progress record or
 * status change of the same goal waits for this transaction, then decides on what it committed.
 */
async function loadGoalForChange(trx: Db, companyId: number, id: number) {
  await lockGoal(trx, { companyId, id });
  return loadGoal(trx, companyId, id);
}

/** A goal addressed by id: GET and DELETE. */
const ESG_GOALS_RECORD: ModuleRecord<z.infer<typeof esgGoalSchema>> = {
  name: "Goal",
  table: "esg_goals",
  entity: "goal",
  tag: "Goal tracking",
  find: findGoal,
  keep: (_db, goal) => goalDeletionError(goal),
};

export const goalTrackingRouter = router({
  /** GET /api/esg-goals/{companyId}: goals newest first, each with progress[] and its derived status. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/esg-goals/:companyId",
        tag: "Goal tracking",
        summary: "List ESG goals with their progress",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(esgGoalSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "esg_goals", path: "/api/esg-goals" }, (page) =>
        listGoals(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** POST /api/esg-goals: a new goal is always active. */
  create: writeProcedure
    .meta({
      rest: { method: "POST", path: "/api/esg-goals", tag: "Goal tracking", summary: "Add an ESG goal" },
    })
    .input(createGoalInputSchema)
    .output(esgGoalSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const id = await insertGoal(w.db, { companyId: ctx.companyId, values: input, now: new Date() });
        const goal = await loadGoal(w.db, ctx.companyId, id);
        await w.audit({ action: "create", entity: "goal", entityId: id, after: goal });
        return goal;
      }),
    ),

  /**
   * POST /api/goal-progress: the stored percentage is the server's (spec §5), whatever the client sent.
   * An achieved goal is closed to new progress (409).
   */
  recordProgress: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/goal-progress",
        tag: "Goal tracking",
        summary: "Record progress towards a goal",
        errors: [404, 409],
      },
    })
    .input(goalProgressInputSchema)
    .output(goalProgressRecordSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const trx = w.db;
        const goal = await loadGoalForChange(trx, ctx.companyId, input.goalId);
        const refused = goalProgressRecordingError(goal);
        if (refused) throw conflict(refused);
        const progress = await insertGoalProgress(trx, {
          companyId: ctx.companyId,
          goalId: goal.id,
          reportingPeriod: input.reportingPeriod,
          actualValue: input.actualValue,
          notes: input.notes,
          progressPercentage: goalProgressPercentage(goal, input.actualValue),
          now: new Date(),
        });
        await w.audit({ action: "create", entity: "goal_progress", entityId: progress.id, after: progress });
        return progress;
      }),
    ),

  /** PUT /api/esg-goals/{id}/status: only active → achieved, once the latest progress is 100% (else 409). */
  updateStatus: writeProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/esg-goals/:id/status",
        tag: "Goal tracking",
        summary: "Move a goal's status",
        errors: [409],
      },
    })
    .input(goalStatusInputSchema)
    .output(esgGoalSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const trx = w.db;
        const goal = await loadGoalForChange(trx, ctx.companyId, input.id);
        const refused = goalStatusChangeError(goal, input.status);
        if (refused) throw conflict(refused);
        const moved = await updateGoalStatus(trx, {
          companyId: ctx.companyId,
          id: goal.id,
          from: goal.status,
          status: input.status,
          now: new Date(),
        });
        // The lock makes this unreachable; the compare-and-set keeps the write safe without it.
        if (!moved) throw conflict("This goal was changed by someone else; reload and try again");
        const updated = await loadGoal(trx, ctx.companyId, goal.id);
        await w.audit({
          action: "status_change",
          entity: "goal",
          entityId: goal.id,
          ...changedFields(goal, updated),
        });
        return updated;
      }),
    ),
  /** GET /api/companies/{companyId}/esg-goals/{id}: the goal as the list shows it. */
  get: recordGetProcedure(ESG_GOALS_RECORD, esgGoalSchema, "/api/companies/:companyId/esg-goals/:id"),

  /** DELETE /api/esg-goals/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(ESG_GOALS_RECORD, "/api/esg-goals/:id"),
});
