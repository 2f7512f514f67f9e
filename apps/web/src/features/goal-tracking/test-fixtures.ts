import {
  createGoalInputSchema,
  type EsgGoal,
  type GoalProgressRecord,
  goalProgressHistory,
  goalProgressInputSchema,
  goalProgressPercentage,
  goalProgressStatus,
  goalStatusChangeError,
  goalStatusInputSchema,
  latestProgressRecord,
} from "@esg/domain";
import { mockApi } from "../../test/api";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";

type GoalBase = Omit<EsgGoal, "progress" | "latestProgressPercentage" | "progressStatus" | "progressHistory">;

/** A goal as the server returns it: progress newest first and the status derived from the latest record. */
export function withDerived(base: GoalBase, progress: GoalProgressRecord[]): EsgGoal {
  const sorted = [...progress].sort((a, b) => b.recordedAt.localeCompare(a.recordedAt) || b.id - a.id);
  const latest = latestProgressRecord(sorted);
  const pct = latest ? latest.progressPercentage : null;
  return {
    ...base,
    progress: sorted,
    latestProgressPercentage: pct,
    progressStatus: goalProgressStatus(pct),
    progressHistory: goalProgressHistory({ ...base, progress: sorted }),
  };
}

let progressId = 1000;

/** A goal with progress records of the given actual values (oldest first). */
export function goal(id: number, patch: Partial<GoalBase> = {}, actuals: number[] = []): EsgGoal {
  const base: GoalBase = {
    id,
    companyId: 1,
    title: `Goal ${id}`,
    description: `Description of goal ${id}`,
    category: "Environmental",
    targetType: "absolute",
    currentValue: 100,
    targetValue: 0,
    unit: "tCO2e",
    baselineYear: 2023,
    targetYear: 2030,
    isScenceBased: false,
    status: "active",
    createdAt: "2025-01-01T00:00:00.000Z",
    ...patch,
  };
  const progress = actuals.map((actualValue, i) => ({
    id: progressId++,
    goalId: id,
    reportingPeriod: `${2024 + i}`,
    actualValue,
    notes: i === 0 ? null : `Note ${i}`,
    progressPercentage: goalProgressPercentage(base, actualValue),
    recordedAt: `2025-0${i + 1}-15T10:00:00.000Z`,
  }));
  return withDerived(base, progress);
}

/** Five goals covering every displayed status: needs attention, on track, 100% active, achieved, not started. */
export const GOALS: EsgGoal[] = [
  goal(1, { title: "Cut Scope 1 & 2 emissions", isScenceBased: true }, [90, 60]), // 40%
  goal(
    2,
    {
      title: "Renewable electricity",
      category: "Environmental",
      targetType: "percentage",
      currentValue: 40,
      targetValue: 100,
      unit: "%",
      isScenceBased: true,
    },
    [70, 85],
  ), // 75%
  goal(
    3,
    { title: "Divert waste from landfill", category: "Social", currentValue: 70, targetValue: 95, unit: "%" },
    [96],
  ), // 100%, active
  goal(
    4,
    {
      title: "Supplier code sign-off",
      category: "Governance",
      status: "achieved",
      currentValue: 50,
      targetValue: 100,
      unit: "%",
    },
    [100],
  ),
  goal(5, { title: "Energy intensity", category: "Social", targetType: "intensity", unit: "MWh/£m" }),
];

/** A fake goal API kept in memory, behaving as the server does (computed percentage, state machine). */
export function fakeGoals(initial: EsgGoal[] = GOALS, overrides: ProcedureMap = {}) {
  let goals = [...initial];
  let nextId = 100;
  const find = (id: number) => {
    const g = goals.find((x) => x.id === id);
    if (!g) throw trpcError("NOT_FOUND", "Goal not found");
    return g;
  };
  const replace = (g: EsgGoal) => {
    goals = goals.map((x) => (x.id === g.id ? g : x));
    return g;
  };
  const procedures: ProcedureMap = {
    "goalTracking.list": () => goals,
    "goalTracking.create": (input) => {
      const v = createGoalInputSchema.parse(input);
      const created = withDerived(
        { ...v, id: nextId++, companyId: 1, status: "active", createdAt: new Date().toISOString() },
        [],
      );
      goals = [created, ...goals];
      return created;
    },
    "goalTracking.recordProgress": (input) => {
      const v = goalProgressInputSchema.parse(input);
      const g = find(v.goalId);
      const record: GoalProgressRecord = {
        id: progressId++,
        goalId: g.id,
        reportingPeriod: v.reportingPeriod,
        actualValue: v.actualValue,
        notes: v.notes,
        progressPercentage: goalProgressPercentage(g, v.actualValue),
        recordedAt: new Date().toISOString(),
      };
      const { progress, latestProgressPercentage: _l, progressStatus: _s, ...base } = g;
      replace(withDerived(base, [...progress, record]));
      return record;
    },
    "goalTracking.updateStatus": (input) => {
      const v = goalStatusInputSchema.parse(input);
      const g = find(v.id);
      const refused = goalStatusChangeError(g, v.status);
      if (refused) throw trpcError("CONFLICT", refused);
      return replace({ ...g, status: v.status });
    },
    ...overrides,
  };
  return mockApi({ procedures });
}
