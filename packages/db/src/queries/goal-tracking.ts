import type { ListPage } from "@esg/domain";
import {
  type CreateGoal,
  type EsgGoal,
  type GoalProgressRecord,
  type GoalStatus,
  goalProgressHistory,
  goalProgressStatus,
  goalStatusSchema,
  latestProgressRecord,
} from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import { forUpdate } from "../locks";
import type { EsgGoalsTable, GoalProgressTable } from "../tables/goal-tracking";
import { onePage } from "./list-paging";

type GoalRow = Selectable<EsgGoalsTable>;
type ProgressRow = Selectable<GoalProgressTable>;

const GOAL_COLUMNS = [
  "id",
  "company_id",
  "title",
  "description",
  "category",
  "target_type",
  "current_value",
  "target_value",
  "unit",
  "baseline_year",
  "target_year",
  "is_science_based",
  "status",
  "created_at",
  "updated_at",
] as const;

const PROGRESS_COLUMNS = [
  "id",
  "company_id",
  "goal_id",
  "reporting_period",
  "actual_value",
  "notes",
  "progress_percentage",
  "recorded_at",
] as const;

function toProgress(r: ProgressRow): GoalProgressRecord {
  return {
    id: r.id,
    goalId: r.goal_id,
    reportingPeriod: r.reporting_period,
    actualValue: r.actual_value,
    notes: r.notes,
    progressPercentage: r.progress_percentage,
    recordedAt: r.recorded_at,
  };
}

/** A goal with its progress newest first and the status derived from the latest record (spec §4). */
function toGoal(r: GoalRow, progress: GoalProgressRecord[]): EsgGoal {
  const latest = latestProgressRecord(progress);
  const latestProgressPercentage = latest ? latest.progressPercentage : null;
  return {
    id: r.id,
    companyId: r.company_id,
    title: r.title,
    description: r.description,
    category: r.category,
    targetType: r.target_type,
    currentValue: r.current_value,
    targetValue: r.target_value,
    unit: r.unit,
    baselineYear: r.baseline_year,
    targetYear: r.target_year,
    isScenceBased: r.is_science_based === 1,
    status: goalStatusSchema.catch("active").parse(r.status),
    createdAt: r.created_at,
    progress: [...progress].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt) || b.id - a.id),
    latestProgressPercentage,
    progressStatus: goalProgressStatus(latestProgressPercentage),
    progressHistory: goalProgressHistory({
      currentValue: r.current_value,
      baselineYear: r.baseline_year,
      progress,
    }),
  };
}

function groupProgress(rows: ProgressRow[]): Map<number, GoalProgressRecord[]> {
  const byGoal = new Map<number, GoalProgressRecord[]>();
  for (const r of rows) {
    const list = byGoal.get(r.goal_id) ?? [];
    list.push(toProgress(r));
    byGoal.set(r.goal_id, list);
  }
  return byGoal;
}

/** A company's goals, newest first, each with its progress records (GET /api/esg-goals/{companyId}). */
export async function listGoals(db: Db, params: { companyId: number; page?: ListPage }): Promise<EsgGoal[]> {
  const goals = await db
    .selectFrom("esg_goals")
    .select(GOAL_COLUMNS)
    .where("company_id", "=", params.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .$call((q) => onePage(q, params.page))
    .execute();
  if (params.page && goals.length === 0) return [];
  const progress = await db
    .selectFrom("goal_progress")
    .select(PROGRESS_COLUMNS)
    .where("company_id", "=", params.companyId)
    // A page needs only its goals' records.
    .$if(params.page !== undefined, (q) =>
      q.where(
        "goal_id",
        "in",
        goals.map((g) => g.id),
      ),
    )
    .execute();
  const byGoal = groupProgress(progress);
  return goals.map((g) => toGoal(g, byGoal.get(g.id) ?? []));
}

/** One of the company's goals with its progress; null when unknown to it (another company's id included). */
export async function findGoal(db: Db, params: { companyId: number; id: number }): Promise<EsgGoal | null> {
  const goal = await db
    .selectFrom("esg_goals")
    .select(GOAL_COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  if (!goal) return null;
  const progress = await db
    .selectFrom("goal_progress")
    .select(PROGRESS_COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("goal_id", "=", params.id)
    .execute();
  return toGoal(goal, progress.map(toProgress));
}

/**
 * Locks one of the company's goals until the transaction ends (PostgreSQL), before reading it to decide a
 * change: its status and the progress records decide together whether progress may be recorded or the goal
 * marked achieved, so both steps take this lock first. Locks nothing when the goal is not the company's.
 */
export async function lockGoal(db: Db, params: { companyId: number; id: number }): Promise<void> {
  await forUpdate(
    db,
    db
      .selectFrom("esg_goals")
      .select("id")
      .where("company_id", "=", params.companyId)
      .where("id", "=", params.id),
  ).execute();
}

export async function insertGoal(
  db: Db,
  params: { companyId: number; values: CreateGoal; now: Date },
): Promise<number> {
  const v = params.values;
  const at = params.now.toISOString();
  const row = await db
    .insertInto("esg_goals")
    .values({
      company_id: params.companyId,
      title: v.title,
      description: v.description,
      category: v.category,
      target_type: v.targetType,
      current_value: v.currentValue,
      target_value: v.targetValue,
      unit: v.unit,
      baseline_year: v.baselineYear,
      target_year: v.targetYear,
      is_science_based: v.isScenceBased ? 1 : 0,
      status: "active",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores one progress record; `progressPercentage` must be the server's computed value. */
export async function insertGoalProgress(
  db: Db,
  params: {
    companyId: number;
    goalId: number;
    reportingPeriod: string;
    actualValue: number;
    notes: string | null;
    progressPercentage: number;
    now: Date;
  },
): Promise<GoalProgressRecord> {
  const row = await db
    .insertInto("goal_progress")
    .values({
      company_id: params.companyId,
      goal_id: params.goalId,
      reporting_period: params.reportingPeriod,
      actual_value: params.actualValue,
      notes: params.notes,
      progress_percentage: params.progressPercentage,
      recorded_at: params.now.toISOString(),
    })
    .returning(PROGRESS_COLUMNS)
    .executeTakeFirstOrThrow();
  return toProgress(row);
}

/**
 * Moves one of the company's goals from `from` to `status` (compare-and-set); false when it is not the
 * company's or no longer in `from`.
 */
export async function updateGoalStatus(
  db: Db,
  params: { companyId: number; id: number; from: GoalStatus; status: GoalStatus; now: Date },
): Promise<boolean> {
  const r = await db
    .updateTable("esg_goals")
    .set({ status: params.status, updated_at: params.now.toISOString() })
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .where("status", "=", params.from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * The id, title and target year of every goal of the company, for what is derived from titles (the
 * company's own net-zero target): one small query, without progress records.
 */
export async function listGoalTitles(
  db: Db,
  params: { companyId: number },
): Promise<{ id: number; title: string; targetYear: number }[]> {
  const rows = await db
    .selectFrom("esg_goals")
    .select(["id", "title", "target_year"])
    .where("company_id", "=", params.companyId)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), title: r.title, targetYear: Number(r.target_year) }));
}
