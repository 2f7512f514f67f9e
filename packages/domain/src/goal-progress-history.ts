/**
 * A goal's progress over its reporting periods as a series (the Progress Tracking chart): the
 * starting value at the baseline year first, then every progress record oldest first. Records are ordered as
 * spec part 2 §4 orders them, by recordedAt (the later-inserted one on a tie), because reporting periods are
 * free text ("2024", "2025-H1", "2025 (rolling 12 months)") with no order of their own.
 */

import { z } from "zod";

/** One point of a goal's progress history (sent with every goal as `progressHistory`). */
export const goalHistoryPointSchema = /* @__PURE__ */ z.object({
  /** Unique within the series: "baseline" or the record id. */
  key: z.string(),
  /** "Baseline 2023", or the record's reporting period. */
  label: z.string(),
  value: z.number(),
  /** Progress to the target (0-100) as stored with the record; 0 at the baseline. */
  percentage: z.number(),
  isBaseline: z.boolean(),
});
export type GoalHistoryPoint = z.infer<typeof goalHistoryPointSchema>;

export function goalProgressHistory(goal: {
  currentValue: number;
  baselineYear: number;
  progress: readonly {
    id: number;
    reportingPeriod: string;
    actualValue: number;
    progressPercentage: number;
    recordedAt: string;
  }[];
}): GoalHistoryPoint[] {
  const records = [...goal.progress].sort((a, b) =>
    a.recordedAt === b.recordedAt ? a.id - b.id : a.recordedAt < b.recordedAt ? -1 : 1,
  );
  return [
    {
      key: "baseline",
      label: `Baseline ${goal.baselineYear}`,
      value: goal.currentValue,
      percentage: 0,
      isBaseline: true,
    },
    ...records.map((r) => ({
      key: String(r.id),
      label: r.reportingPeriod,
      value: r.actualValue,
      percentage: r.progressPercentage,
      isBaseline: false,
    })),
  ];
}
