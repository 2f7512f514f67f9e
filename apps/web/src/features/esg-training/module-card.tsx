import { type TrainingModule, type TrainingProgress, trainingStatusLabel } from "@esg/domain";
import { Clock } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../components/ui/badge";
import { Progress } from "../../components/ui/progress";
import { formatMinutes } from "./format";
import { ModuleActions, type ViewerMode } from "./module-actions";
import type { ProgressActions } from "./use-training";

export const DIFFICULTY_TONE = { Beginner: "green", Intermediate: "amber", Advanced: "red" } as const;

export function difficultyTone(difficulty: string) {
  return DIFFICULTY_TONE[difficulty as keyof typeof DIFFICULTY_TONE] ?? "grey";
}

export function statusTone(progress: TrainingProgress) {
  const label = trainingStatusLabel(progress);
  return label === "Certified" ? "green" : label === "Completed" ? "brand" : "amber";
}

/** One module on the Training Modules tab: what it is, where the learner stands, and the next action. */
export function ModuleCard({
  module,
  progress,
  actions,
  onOpen,
  onCertificate,
}: {
  module: TrainingModule;
  progress: TrainingProgress | undefined;
  actions: ProgressActions;
  onOpen: (module: TrainingModule, mode: ViewerMode) => void;
  onCertificate: (progress: TrainingProgress) => void;
}) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 id={headingId} className="min-w-0 flex-1 font-semibold break-words text-slate-900">
            {module.title}
          </h4>
          {progress ? <Badge tone={statusTone(progress)}>{trainingStatusLabel(progress)}</Badge> : null}
        </div>
        <p className="text-sm text-slate-600">{module.description}</p>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={difficultyTone(module.difficulty)}>{module.difficulty}</Badge>
          <Badge tone="outline">
            <Clock aria-hidden="true" className="mr-1 size-3" />
            {formatMinutes(module.duration)}
          </Badge>
          {module.isRequired ? <Badge tone="brand">Required</Badge> : null}
        </div>
        {progress ? (
          <div className="flex items-center gap-2">
            <Progress value={progress.progressPercentage} label={`${module.title} progress`} />
            <span className="w-10 shrink-0 text-right text-xs text-slate-600">
              {Math.round(progress.progressPercentage)}%
            </span>
          </div>
        ) : null}
        <div className="mt-auto pt-1">
          <ModuleActions
            module={module}
            progress={progress}
            actions={actions}
            onOpen={onOpen}
            onCertificate={onCertificate}
          />
        </div>
      </article>
    </li>
  );
}
