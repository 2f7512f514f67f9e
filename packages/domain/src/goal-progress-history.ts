/**
 * A goal's progress over its reporting periods as a series (issue 20: the Progress Tracking chart): the
 * starting value at the baseline year first, then every progress record oldest first. Records are ordered as
 * spec part 2 §4 orders them, by recordedAt (the later-inserted one on a tie), because reporting periods are
 * free text ("2024", "2025-H1", "2025 (rolling 12 months)") with no order of their own.
 */

export type GoalHistoryPoint = {
  /** Unique within the series: "baseline" or the record id. */
  key: string;
  /** "Baseline 2023", or the record's reporting period. */
  label: string;
  value: number;
  /** Progress to the target (0-100) as stored with the record; 0 at the baseline. */
  percentage: number;
  isBaseline: boolean;
};

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
