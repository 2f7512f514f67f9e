import { type EsgGoal, goalStatsByCategory } from "@esg/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Progress } from "../../components/ui/progress";

/** Analytics tab (spec §2): goals by category and average progress by category. */
export function GoalAnalyticsTab({ goals }: { goals: readonly EsgGoal[] }) {
  if (goals.length === 0) return <EmptyState message="No ESG goals defined yet" />;
  const stats = goalStatsByCategory(goals);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Goals by Category</CardTitle>
          <CardDescription>How the {goals.length} goals are spread across ESG pillars.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul aria-label="Goals by category" className="flex flex-col gap-3">
            {stats.map((s) => (
              <li key={s.category}>
                <div className="mb-1 flex justify-between text-sm">
                  <span className="text-slate-700">{s.category}</span>
                  <span className="font-semibold text-slate-900">
                    {s.count} {s.count === 1 ? "goal" : "goals"}
                  </span>
                </div>
                <Progress value={s.count} max={goals.length} label={`${s.category} goals`} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Average Progress by Category</CardTitle>
          <CardDescription>
            Mean of each goal's latest progress; goals without progress count as 0%.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul aria-label="Average progress by category" className="flex flex-col gap-3">
            {stats.map((s) => (
              <li key={s.category}>
                <div className="mb-1 flex justify-between text-sm">
                  <span className="text-slate-700">{s.category}</span>
                  <span className="font-semibold text-slate-900">{s.averageProgress}%</span>
                </div>
                <Progress value={s.averageProgress} label={`${s.category} average progress`} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
