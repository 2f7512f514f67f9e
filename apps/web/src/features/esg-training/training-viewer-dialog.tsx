import { contentSections, type TrainingModule, type TrainingProgress } from "@esg/domain";
import { CheckCircle2 } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Progress } from "../../components/ui/progress";
import { formatMinutes } from "./format";
import type { ViewerMode } from "./module-actions";
import type { ProgressActions } from "./use-training";

export type ViewerTarget = { module: TrainingModule; mode: ViewerMode };

/**
 * 'Continue Training' and 'Review' (behaviour not shown in the spec): the module's content and completion
 * criteria. Continuing offers 'Complete Training', which issues the certificate (score 85, spec §9).
 */
export function TrainingViewerDialog({
  target,
  progress,
  actions,
  onClose,
  onCertified,
}: {
  target: ViewerTarget | null;
  progress: TrainingProgress | undefined;
  actions: ProgressActions;
  onClose: () => void;
  onCertified: (progress: TrainingProgress) => void;
}) {
  const module = target?.module;
  // Numbered once here: section titles may repeat, so the number doubles as a stable key.
  const sections = (module ? contentSections(module.content) : []).map((s, i) => ({
    ...s,
    number: i + 1,
    key: `section-${i + 1}`,
  }));
  const criteria = module ? contentSections(module.completionCriteria) : [];
  const busy = module !== undefined && actions.pendingModuleId === module.id;
  const failed = module !== undefined && actions.failedModuleId === module.id;

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={module?.title ?? ""}
      description={module?.description}
      className="max-w-2xl"
    >
      {module ? (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone="outline">{module.category}</Badge>
            <Badge tone="outline">{module.difficulty}</Badge>
            <Badge tone="outline">{formatMinutes(module.duration)}</Badge>
            {module.isRequired ? <Badge tone="brand">Required</Badge> : null}
          </div>
          {progress ? (
            <Progress value={progress.progressPercentage} label={`${module.title} progress`} />
          ) : null}
          <section aria-label="Training content">
            <h3 className="text-sm font-semibold text-slate-900">Training content</h3>
            {sections.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">This module has no structured content yet.</p>
            ) : (
              <ol className="mt-2 flex flex-col gap-2">
                {sections.map((s) => (
                  <li key={s.key} className="rounded-lg border border-slate-200 p-3">
                    <p className="text-sm font-medium text-slate-900">
                      {s.number}. {s.title}
                    </p>
                    {s.body ? <p className="mt-1 text-sm text-slate-600">{s.body}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
          {criteria.length > 0 ? (
            <section aria-label="Completion criteria">
              <h3 className="text-sm font-semibold text-slate-900">Completion criteria</h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
                {criteria.map((c) => (
                  <li key={c.title} className="flex items-start gap-2">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <span>
                      {c.title}
                      {c.body ? `: ${c.body}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {failed ? <p className="text-sm text-red-700">That did not go through. Please try again.</p> : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {target?.mode === "continue" ? (
              <Button
                disabled={busy}
                aria-busy={busy}
                onClick={async () => {
                  const certified = await actions.complete(module.id);
                  if (certified) onCertified(certified);
                }}
              >
                <CheckCircle2 aria-hidden="true" />
                Complete Training
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
