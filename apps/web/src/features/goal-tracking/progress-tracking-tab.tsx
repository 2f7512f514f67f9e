import type { EsgGoal } from "@esg/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ScrollRegion } from "../../components/ui/scroll-region";
import { useDateFormat } from "../../lib/use-date-format";
import { formatNumber } from "./format";
import { GoalProgressChart } from "./goal-progress-chart";

/** Progress Tracking tab: every goal's progress over its periods as a chart, then its records, newest first. */
export function ProgressTrackingTab({ goals }: { goals: readonly EsgGoal[] }) {
  const { formatDate } = useDateFormat();
  const tracked = goals.filter((g) => g.progress.length > 0);
  if (tracked.length === 0) return <EmptyState message="No progress data recorded yet" />;
  return (
    <div className="flex flex-col gap-4">
      {tracked.map((goal) => (
        <Card key={goal.id}>
          <CardHeader>
            <CardTitle as="h3">{goal.title}</CardTitle>
            <CardDescription>
              From {formatNumber(goal.currentValue)} to {formatNumber(goal.targetValue)} {goal.unit} by{" "}
              {goal.targetYear}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <GoalProgressChart goal={goal} />
            <ScrollRegion label={`Progress records of ${goal.title}`} className="min-w-0">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Progress records of {goal.title}</caption>
                <thead className="text-xs text-slate-500 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Period
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Actual
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Progress
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Notes
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Recorded
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {goal.progress.map((p) => (
                    <tr key={p.id}>
                      <td className="py-2 pr-4 font-medium text-slate-900">{p.reportingPeriod}</td>
                      <td className="py-2 pr-4 whitespace-nowrap">
                        {formatNumber(p.actualValue)} {goal.unit}
                      </td>
                      <td className="py-2 pr-4">{p.progressPercentage}%</td>
                      <td className="py-2 pr-4 break-words text-slate-600">{p.notes ?? "—"}</td>
                      <td className="py-2 whitespace-nowrap text-slate-500">{formatDate(p.recordedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
