import {
  canMarkGoalAchieved,
  type EsgGoal,
  GOAL_PROGRESS_STATUS_LABELS,
  GOAL_TARGET_TYPE_LABELS,
  type GoalTargetType,
} from "@esg/domain";
import { CheckCircle2, FlaskConical, TrendingUp } from "lucide-react";
import { CanWrite } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { formatNumber, PROGRESS_STATUS_BAR, PROGRESS_STATUS_TONE } from "./format";

const targetTypeLabel = (t: string) => GOAL_TARGET_TYPE_LABELS[t as GoalTargetType] ?? t;

/** One goal on the Goals & Targets tab: status from its latest progress (spec §4) and its actions. */
export function GoalCard({
  goal,
  onUpdateProgress,
  onMarkAchieved,
  marking,
  markError,
}: {
  goal: EsgGoal;
  /** Shown disabled with the reason for roles that cannot change goals, never hidden. */
  onUpdateProgress: (goal: EsgGoal) => void;
  onMarkAchieved: (goal: EsgGoal) => void;
  marking: boolean;
  markError: string | null;
}) {
  const pct = goal.latestProgressPercentage ?? 0;
  const latest = goal.progress[0];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* At least 14rem for the title: on a phone the actions wrap below it rather than squeeze it. */}
        <div className="min-w-0 flex-[1_1_14rem]">
          <h3 className="font-semibold break-words text-slate-900">{goal.title}</h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge tone={PROGRESS_STATUS_TONE[goal.progressStatus]}>
              {GOAL_PROGRESS_STATUS_LABELS[goal.progressStatus]}
            </Badge>
            <Badge tone="outline">{goal.category}</Badge>
            <Badge tone="outline">{targetTypeLabel(goal.targetType)}</Badge>
            {goal.isScenceBased ? (
              <Badge tone="green">
                <FlaskConical aria-hidden="true" className="mr-1 size-3" />
                Science-based
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {goal.status === "active" ? (
            <CanWrite>
              <Button variant="outline" size="sm" onClick={() => onUpdateProgress(goal)}>
                <TrendingUp aria-hidden="true" />
                Update Progress
              </Button>
            </CanWrite>
          ) : (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-green-700">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Marked as achieved
            </span>
          )}
          {canMarkGoalAchieved(goal) ? (
            <CanWrite>
              <Button size="sm" disabled={marking} aria-busy={marking} onClick={() => onMarkAchieved(goal)}>
                <CheckCircle2 aria-hidden="true" />
                Mark as Achieved
              </Button>
            </CanWrite>
          ) : null}
        </div>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-600">{goal.description}</p>
      <div className="mt-4">
        <div className="mb-1 flex items-center justify-between text-sm">
          <span className="text-slate-600">Progress</span>
          <span className="font-semibold text-slate-900">{pct}%</span>
        </div>
        <Progress
          value={pct}
          label={`Progress of ${goal.title}`}
          indicatorClassName={PROGRESS_STATUS_BAR[goal.progressStatus]}
        />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact term="Current" value={`${formatNumber(goal.currentValue)} ${goal.unit}`} />
        <Fact term="Target" value={`${formatNumber(goal.targetValue)} ${goal.unit}`} />
        <Fact
          term="Latest"
          value={
            latest ? `${formatNumber(latest.actualValue)} ${goal.unit} (${latest.reportingPeriod})` : "—"
          }
        />
        <Fact term="Timeline" value={`${goal.baselineYear} → ${goal.targetYear}`} />
      </dl>
      {markError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {markError}
        </p>
      ) : null}
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-500">{term}:</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
