import { z } from "zod";
import { requiredText } from "./form-fields";
import { goalHistoryPointSchema } from "./goal-progress-history";
import { idField, idSchema } from "./ids";
import { MAX_AMOUNT } from "./numeric-bounds";

/** Goal Setting & Target Tracking (spec part 2 §2, §3, §4, §5, §9). */

export const GOAL_CATEGORIES = ["Environmental", "Social", "Governance"] as const;
export const goalCategorySchema = z.enum(GOAL_CATEGORIES, { error: "Choose a category" });
export type GoalCategory = z.infer<typeof goalCategorySchema>;

/** Spec §3: absolute, intensity, percentage. */
export const GOAL_TARGET_TYPES = ["absolute", "intensity", "percentage"] as const;
export const goalTargetTypeSchema = z.enum(GOAL_TARGET_TYPES, { error: "Choose a target type" });
export type GoalTargetType = z.infer<typeof goalTargetTypeSchema>;
export const GOAL_TARGET_TYPE_LABELS: Record<GoalTargetType, string> = {
  absolute: "Absolute",
  intensity: "Intensity",
  percentage: "Percentage",
};

/** Spec §3/§4: a goal is active until it is marked achieved. */
export const GOAL_STATUSES = ["active", "achieved"] as const;
export const goalStatusSchema = z.enum(GOAL_STATUSES, { error: "Status must be active or achieved" });
export type GoalStatus = z.infer<typeof goalStatusSchema>;

/** Spec §4: the displayed progress status, derived from the latest progress record. */
export const GOAL_PROGRESS_STATUSES = ["not_started", "needs_attention", "on_track", "achieved"] as const;
export type GoalProgressStatus = (typeof GOAL_PROGRESS_STATUSES)[number];
export const GOAL_PROGRESS_STATUS_LABELS: Record<GoalProgressStatus, string> = {
  not_started: "Not Started",
  needs_attention: "Needs Attention",
  on_track: "On Track",
  achieved: "Achieved",
};

/** Spec §9: on track at 70% or more, achieved at 100% or more. */
export const GOAL_ON_TRACK_PERCENT = 70;
export const GOAL_ACHIEVED_PERCENT = 100;
/** Spec §9: default target year = baseline year + 5. */
export const GOAL_DEFAULT_HORIZON_YEARS = 5;

export const GOAL_YEAR_MIN = 1990;
export const GOAL_YEAR_MAX = 2100;
export const GOAL_VALUE_MAX = MAX_AMOUNT;
export const GOAL_TITLE_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 2000;
export const GOAL_UNIT_MAX = 50;
export const GOAL_PERIOD_MAX = 50;
export const GOAL_NOTES_MAX = 2000;

const requiredNumber = (label: string) =>
  z.number({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
  });

/**
 * Goal values measure quantities, so never negative. Decimals are kept (a target of 50.7 tCO2e is 50.7, not
 * 50): the spec's integer parsing would silently change what was typed.
 */
const goalValue = (label: string) =>
  requiredNumber(label).min(0, `${label} cannot be negative`).max(GOAL_VALUE_MAX, `${label} is too large`);

const goalYear = (label: string) =>
  requiredNumber(label)
    .int(`${label} must be a whole year`)
    .min(GOAL_YEAR_MIN, `${label} must be between ${GOAL_YEAR_MIN} and ${GOAL_YEAR_MAX}`)
    .max(GOAL_YEAR_MAX, `${label} must be between ${GOAL_YEAR_MIN} and ${GOAL_YEAR_MAX}`);

/**
 * POST /api/esg-goals (spec §5, §7): title, description, unit, current and target value, baseline and
 * target year required; `isScenceBased` is spelled as the spec's API spells it.
 */
export const createGoalInputSchema = z
  .object({
    title: requiredText("Title", GOAL_TITLE_MAX),
    description: requiredText("Description", GOAL_DESCRIPTION_MAX),
    category: goalCategorySchema.default("Environmental"),
    targetType: goalTargetTypeSchema.default("absolute"),
    currentValue: goalValue("Current value"),
    targetValue: goalValue("Target value"),
    unit: requiredText("Unit", GOAL_UNIT_MAX),
    baselineYear: goalYear("Baseline year"),
    targetYear: goalYear("Target year"),
    isScenceBased: z.boolean({ error: "Science-based must be true or false" }).default(false),
  })
  .superRefine((goal, ctx) => {
    if (goal.targetYear <= goal.baselineYear) {
      ctx.addIssue({
        code: "custom",
        path: ["targetYear"],
        message: "Target year must be after the baseline year",
      });
    }
    if (goal.targetValue === goal.currentValue) {
      ctx.addIssue({
        code: "custom",
        path: ["targetValue"],
        message: "Target value must differ from the current value",
      });
    }
    if (goal.targetType === "percentage") {
      for (const key of ["currentValue", "targetValue"] as const) {
        if (goal[key] > 100) {
          ctx.addIssue({ code: "custom", path: [key], message: "A percentage must be between 0 and 100" });
        }
      }
    }
  });
export type CreateGoalInput = z.input<typeof createGoalInputSchema>;
export type CreateGoal = z.output<typeof createGoalInputSchema>;

/**
 * POST /api/goal-progress (spec §5, §7): reporting period and actual value required, notes optional.
 * A `progressPercentage` sent by the client is range-checked but never stored: the server computes it.
 */
export const goalProgressInputSchema = z.object({
  goalId: idField("Choose a goal"),
  reportingPeriod: requiredText("Reporting period", GOAL_PERIOD_MAX),
  actualValue: requiredNumber("Actual value")
    .min(0, "Actual value cannot be negative")
    .max(GOAL_VALUE_MAX, "Actual value is too large"),
  notes: z
    .string()
    .trim()
    .max(GOAL_NOTES_MAX, `Notes must be at most ${GOAL_NOTES_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
  progressPercentage: z
    .number({ error: "Progress percentage must be a number" })
    .min(0, "Progress percentage must be between 0 and 100")
    .max(100, "Progress percentage must be between 0 and 100")
    .nullish(),
});
export type GoalProgressInput = z.input<typeof goalProgressInputSchema>;

/** PUT /api/esg-goals/{id}/status (spec §4, §7). */
export const goalStatusInputSchema = z.object({ id: idSchema, status: goalStatusSchema });
export type GoalStatusInput = z.infer<typeof goalStatusInputSchema>;

export const goalProgressRecordSchema = z.object({
  id: z.number().int(),
  goalId: z.number().int(),
  reportingPeriod: z.string(),
  actualValue: z.number(),
  notes: z.string().nullable(),
  progressPercentage: z.number(),
  recordedAt: z.string(),
});
export type GoalProgressRecord = z.infer<typeof goalProgressRecordSchema>;

/** A goal as GET /api/esg-goals/{companyId} returns it: its progress newest first, plus the derived status. */
export const esgGoalSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  targetType: z.string(),
  currentValue: z.number(),
  targetValue: z.number(),
  unit: z.string(),
  baselineYear: z.number().int(),
  targetYear: z.number().int(),
  isScenceBased: z.boolean(),
  status: goalStatusSchema,
  createdAt: z.string(),
  progress: z.array(goalProgressRecordSchema),
  /** Percentage of the latest progress record by recordedAt; null when there is none. */
  latestProgressPercentage: z.number().nullable(),
  progressStatus: z.enum(GOAL_PROGRESS_STATUSES),
  /**
   * The series of the goal's progress chart, `goalProgressHistory` of this goal: the starting value
   * at the baseline year, then every record oldest first.
   */
  progressHistory: z.array(goalHistoryPointSchema),
});
export type EsgGoal = z.infer<typeof esgGoalSchema>;

/**
 * Spec §5: progress = (actual - current) / (target - current) x 100, clamped to 0-100 and rounded. Works for
 * reduction goals (target below current) too. A goal whose target equals its current value has no distance
 * to cover; the schema refuses such goals, and the calculator answers 0 rather than dividing by zero.
 */
export function goalProgressPercentage(goal: { currentValue: number; targetValue: number }, actual: number) {
  const span = goal.targetValue - goal.currentValue;
  if (span === 0 || !Number.isFinite(actual)) return 0;
  const raw = ((actual - goal.currentValue) / span) * 100;
  return Math.round(Math.min(100, Math.max(0, raw)));
}

/** Spec §4: the latest progress record by recordedAt (the later-inserted one on a tie); null when none. */
export function latestProgressRecord<T extends { id: number; recordedAt: string }>(
  records: readonly T[],
): T | null {
  let latest: T | null = null;
  for (const r of records) {
    if (
      !latest ||
      r.recordedAt > latest.recordedAt ||
      (r.recordedAt === latest.recordedAt && r.id > latest.id)
    ) {
      latest = r;
    }
  }
  return latest;
}

/** Spec §4: none → not_started; ≥100 achieved; ≥70 on_track; otherwise needs_attention. */
export function goalProgressStatus(latestPercentage: number | null): GoalProgressStatus {
  if (latestPercentage === null) return "not_started";
  if (latestPercentage >= GOAL_ACHIEVED_PERCENT) return "achieved";
  if (latestPercentage >= GOAL_ON_TRACK_PERCENT) return "on_track";
  return "needs_attention";
}

/** Spec §4: Mark as Achieved shows only for an active goal whose latest progress is 100% or more. */
export function canMarkGoalAchieved(goal: { status: string; latestProgressPercentage: number | null }) {
  return (
    goal.status === "active" &&
    goal.latestProgressPercentage !== null &&
    goal.latestProgressPercentage >= GOAL_ACHIEVED_PERCENT
  );
}

/**
 * Spec §4 state machine: the only transition is active → achieved, and only at 100% or more.
 * Returns why a requested change is refused (→ 409), or null when it is allowed.
 */
export function goalStatusChangeError(
  goal: { status: string; latestProgressPercentage: number | null },
  next: GoalStatus,
): string | null {
  if (goal.status === "achieved") return "This goal has already been achieved";
  if (next !== "achieved") return "An active goal can only be marked as achieved";
  if (!canMarkGoalAchieved(goal))
    return "A goal can be marked as achieved only once its progress reaches 100%";
  return null;
}

/** Progress is recorded only while a goal is active: an achieved goal is closed. */
export function goalProgressRecordingError(goal: { status: string }): string | null {
  return goal.status === "active" ? null : "Progress cannot be recorded for an achieved goal";
}

export type GoalSummary = {
  total: number;
  achieved: number;
  onTrack: number;
  needsAttention: number;
  scienceBased: number;
};

/** Spec §2: the five counts, by the displayed progress status. */
export function summariseGoals(
  goals: readonly { progressStatus: GoalProgressStatus; isScenceBased: boolean }[],
): GoalSummary {
  return {
    total: goals.length,
    achieved: goals.filter((g) => g.progressStatus === "achieved").length,
    onTrack: goals.filter((g) => g.progressStatus === "on_track").length,
    needsAttention: goals.filter((g) => g.progressStatus === "needs_attention").length,
    scienceBased: goals.filter((g) => g.isScenceBased).length,
  };
}

export type GoalCategoryStats = { category: string; count: number; averageProgress: number };

/**
 * Spec §2 Analytics: goals by category and average progress by category (a goal without progress counts
 * as 0%). Known categories first in their fixed order, then any others alphabetically; empty ones omitted.
 */
export function goalStatsByCategory(
  goals: readonly { category: string; latestProgressPercentage: number | null }[],
): GoalCategoryStats[] {
  const groups = new Map<string, number[]>();
  for (const g of goals) {
    const list = groups.get(g.category) ?? [];
    list.push(g.latestProgressPercentage ?? 0);
    groups.set(g.category, list);
  }
  const known: readonly string[] = GOAL_CATEGORIES;
  const order = (c: string) => (known.includes(c) ? known.indexOf(c) : known.length);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([category, values]) => ({
      category,
      count: values.length,
      averageProgress: Math.round(values.reduce((s, v) => s + v, 0) / values.length),
    }));
}

/** Spec §9: default baseline year = the current year, default target year = current year + 5. */
export function defaultGoalYears(now: Date = new Date()): { baselineYear: number; targetYear: number } {
  const year = now.getFullYear();
  return { baselineYear: year, targetYear: year + GOAL_DEFAULT_HORIZON_YEARS };
}
