import { type TrainingModule, type TrainingProgress, trainingAction } from "@esg/domain";
import { Award, BookOpen, Eye, Play } from "lucide-react";
import { Button } from "../../components/ui/button";
import type { ProgressActions } from "./use-training";

export type ViewerMode = "continue" | "review";

/**
 * The buttons of a module for the learner's state (spec part 2 §4): 'Start Training' without progress,
 * 'Continue Training' and 'Review' while in progress, 'Get Certificate' when completed without one,
 * 'View Certificate' otherwise.
 */
export function ModuleActions({
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
  const busy = actions.pendingModuleId === module.id;
  const failed = actions.failedModuleId === module.id;
  const action = trainingAction(progress);

  return (
    <div className="flex flex-col items-start gap-1.5">
      <div className="flex flex-wrap gap-2">
        {action === "start" ? (
          <Button size="sm" disabled={busy} aria-busy={busy} onClick={() => void actions.start(module.id)}>
            <Play aria-hidden="true" />
            Start Training
          </Button>
        ) : null}
        {action === "continue" ? (
          <>
            <Button size="sm" onClick={() => onOpen(module, "continue")}>
              <BookOpen aria-hidden="true" />
              Continue Training
            </Button>
            <Button size="sm" variant="outline" onClick={() => onOpen(module, "review")}>
              <Eye aria-hidden="true" />
              Review
            </Button>
          </>
        ) : null}
        {action === "get_certificate" ? (
          <Button
            size="sm"
            disabled={busy}
            aria-busy={busy}
            onClick={async () => {
              const certified = await actions.complete(module.id);
              if (certified) onCertificate(certified);
            }}
          >
            <Award aria-hidden="true" />
            Get Certificate
          </Button>
        ) : null}
        {action === "view_certificate" && progress ? (
          <Button size="sm" variant="outline" onClick={() => onCertificate(progress)}>
            <Award aria-hidden="true" />
            View Certificate
          </Button>
        ) : null}
      </div>
      {failed ? <p className="text-xs text-red-700">That did not go through. Please try again.</p> : null}
    </div>
  );
}
