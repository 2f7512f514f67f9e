import {
  canMarkRequirementComplete,
  canUpdateRequirementProgress,
  DUE_URGENCY_LABELS,
  dueInWords,
  dueUrgency,
  nextRequirementProgress,
  REQUIREMENT_STATUS_LABELS,
  type RegulatoryRequirement,
} from "@esg/domain";
import { CalendarClock, CheckCircle2, TrendingUp, User } from "lucide-react";
import { useId } from "react";
import { CanWrite } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/cn";
import { useDateFormat } from "../../lib/use-date-format";
import { STATUS_TONES, URGENCY_CLASSES, URGENCY_TEXT } from "./requirement-style";

type Props = {
  requirement: RegulatoryRequirement;
  today: Date;
  busy: boolean;
  onUpdateProgress: () => void;
  onMarkComplete: () => void;
};

/** One requirement of the Requirements tab: badges, due date and urgency, progress, and its two actions. */
export function RequirementCard({ requirement: r, today, busy, onUpdateProgress, onMarkComplete }: Props) {
  const { formatDate } = useDateFormat();
  const titleId = useId();
  const urgency = dueUrgency(r.dueDate, today);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {r.requirement}
          </h3>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone={r.framework ? "brand" : "outline"}>{r.framework ?? "No framework"}</Badge>
            <Badge tone={STATUS_TONES[r.status]}>{REQUIREMENT_STATUS_LABELS[r.status]}</Badge>
            {/* A completed requirement is no longer urgent, whatever its due date. */}
            {r.status !== "completed" ? (
              <Badge className={URGENCY_CLASSES[urgency]} data-urgency={urgency}>
                {DUE_URGENCY_LABELS[urgency]}
              </Badge>
            ) : null}
          </div>
        </div>
        <CanWrite>
          <div className="flex flex-wrap gap-2">
            {canUpdateRequirementProgress(r) ? (
              <Button variant="outline" size="sm" disabled={busy} aria-busy={busy} onClick={onUpdateProgress}>
                <TrendingUp aria-hidden="true" />
                Update Progress
              </Button>
            ) : null}
            {canMarkRequirementComplete(r) ? (
              <Button size="sm" disabled={busy} aria-busy={busy} onClick={onMarkComplete}>
                <CheckCircle2 aria-hidden="true" />
                Mark Complete
              </Button>
            ) : null}
          </div>
        </CanWrite>
      </div>
      <p className="text-sm text-slate-600">{r.description}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" className="size-4 text-slate-400" />
          <dt className="sr-only">Due date</dt>
          <dd>
            {r.dueDate ? (
              <>
                Due {formatDate(r.dueDate)}
                {r.status !== "completed" ? (
                  <span className={cn("ml-1.5 font-medium", URGENCY_TEXT[urgency])}>
                    ({dueInWords(r.dueDate, today)})
                  </span>
                ) : null}
              </>
            ) : (
              "No due date"
            )}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <User aria-hidden="true" className="size-4 text-slate-400" />
          <dt className="sr-only">Assigned to</dt>
          <dd>{r.assignedTo ?? "Unassigned"}</dd>
        </div>
      </dl>
      <div className="flex items-center gap-3">
        <Progress
          value={r.completionPercentage}
          label={`Completion of ${r.requirement}`}
          className="flex-1"
          indicatorClassName={r.status === "completed" ? "bg-green-600" : undefined}
        />
        <span className="w-11 text-right text-sm font-medium text-slate-700 tabular-nums">
          {r.completionPercentage}%
        </span>
      </div>
    </article>
  );
}

/** What Update Progress sends: in_progress with the next step (the server computes it again). */
export function progressStep(r: RegulatoryRequirement) {
  return {
    status: "in_progress" as const,
    completionPercentage: nextRequirementProgress(r.completionPercentage),
  };
}
