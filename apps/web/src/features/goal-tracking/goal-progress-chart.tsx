import type { EsgGoal } from "@esg/domain";
import { SERIES_COLOURS } from "../../components/charts/chart-colours";
import { LineChart } from "../../components/charts/lazy-charts";
import { formatNumber } from "./format";

/**
 * A goal's value over its reporting periods, from the baseline, with the target as a dashed line.
 * The points are the server's `progressHistory` (domain `goalProgressHistory`): the stored values, in order.
 */
export function GoalProgressChart({ goal }: { goal: EsgGoal }) {
  const points = goal.progressHistory;
  const unit = goal.unit ? ` ${goal.unit}` : "";
  const values: Record<string, number> = {};
  for (const p of points) values[p.key] = p.value;
  const described = points
    .map((p) => `${p.label}: ${formatNumber(p.value)}${p.isBaseline ? "" : ` (${p.percentage}% to target)`}`)
    .join("; ");
  return (
    <LineChart
      testId={`goal-progress-chart-${goal.id}`}
      categories={points.map((p) => ({ key: p.key, label: p.label }))}
      series={[{ key: "actual", label: `Actual${unit}`, colour: SERIES_COLOURS.actual, values }]}
      references={[
        {
          label: `Target ${formatNumber(goal.targetValue)} by ${goal.targetYear}`,
          value: goal.targetValue,
          colour: SERIES_COLOURS.target,
        },
      ]}
      summary={`Progress of ${goal.title} in ${goal.unit || "its unit"}, toward a target of ${formatNumber(goal.targetValue)} by ${goal.targetYear}. ${described}.`}
      tableCaption={`Progress of ${goal.title} by reporting period`}
      categoryName="Period"
      formatValue={(n) => `${formatNumber(n)}${unit}`}
      formatTick={formatNumber}
      yLabel={goal.unit || "Value"}
      height={200}
    />
  );
}
