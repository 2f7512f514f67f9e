import { type TrainingModule, type TrainingProgress, trainingStatusLabel } from "@esg/domain";
import { useId } from "react";
import { Badge } from "../../components/ui/badge";
import { EmptyState } from "../../components/ui/empty-state";
import { Progress } from "../../components/ui/progress";
import { useDateFormat } from "../../lib/use-date-format";
import { formatMinutes } from "./format";
import { ModuleActions, type ViewerMode } from "./module-actions";
import { statusTone } from "./module-card";
import type { ProgressActions } from "./use-training";

/** My Progress tab (spec part 2 §2): the learner's records, most recently started first. */
export function MyProgressTab({
  progress,
  modules,
  actions,
  onOpen,
  onCertificate,
}: {
  progress: readonly TrainingProgress[];
  modules: readonly TrainingModule[];
  actions: ProgressActions;
  onOpen: (module: TrainingModule, mode: ViewerMode) => void;
  onCertificate: (progress: TrainingProgress) => void;
}) {
  if (progress.length === 0) {
    return (
      <EmptyState message="No training progress yet. Start a module to begin tracking your learning journey." />
    );
  }
  const moduleById = new Map(modules.map((m) => [m.id, m] as const));
  return (
    <ul aria-label="My training progress" className="flex flex-col gap-3">
      {progress.map((p) => (
        <ProgressRow
          key={p.id}
          progress={p}
          module={moduleById.get(p.moduleId)}
          actions={actions}
          onOpen={onOpen}
          onCertificate={onCertificate}
        />
      ))}
    </ul>
  );
}

function ProgressRow({
  progress: p,
  module,
  actions,
  onOpen,
  onCertificate,
}: {
  progress: TrainingProgress;
  module: TrainingModule | undefined;
  actions: ProgressActions;
  onOpen: (module: TrainingModule, mode: ViewerMode) => void;
  onCertificate: (progress: TrainingProgress) => void;
}) {
  const { formatDate } = useDateFormat();
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold break-words text-slate-900">
              {p.moduleTitle}
            </h3>
            <Badge tone={statusTone(p)}>{trainingStatusLabel(p)}</Badge>
          </div>
          <p className="mt-1 text-xs text-slate-500">
            {p.moduleCategory} · Started {formatDate(p.startedAt)}
            {p.completedAt ? ` · Completed ${formatDate(p.completedAt)}` : ""}
          </p>
          <div className="mt-2 flex items-center gap-2">
            <Progress value={p.progressPercentage} label={`${p.moduleTitle} progress`} />
            <span className="w-10 shrink-0 text-right text-xs text-slate-600">
              {Math.round(p.progressPercentage)}%
            </span>
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-slate-500">Time spent</dt>
              <dd className="font-medium text-slate-900">{formatMinutes(p.timeSpent)}</dd>
            </div>
            {p.score !== null ? (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">Score</dt>
                <dd className="font-medium text-slate-900">{p.score}%</dd>
              </div>
            ) : null}
          </dl>
        </div>
        {module ? (
          <ModuleActions
            module={module}
            progress={p}
            actions={actions}
            onOpen={onOpen}
            onCertificate={onCertificate}
          />
        ) : null}
      </article>
    </li>
  );
}
