import { onboardingComplete } from "@esg/domain";
import { Link } from "@tanstack/react-router";
import { ArrowRight, CheckCircle2, Circle, ListChecks } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { useRole } from "../../lib/roles";
import { ONBOARDING_STEP_COPY } from "./onboarding-steps";
import { useDismissOnboarding, useOnboarding } from "./use-onboarding";

/**
 * The first-run checklist on the dashboard: each step ticks itself from the company's stored data and links
 * to the screen that does it. Shown until every step is done or a member who can edit hides it.
 */
export function SetupChecklistCard() {
  const onboarding = useOnboarding();
  const dismiss = useDismissOnboarding();
  const { canWrite } = useRole();
  if (!onboarding.data || onboardingComplete(onboarding.data)) return null;
  const { steps } = onboarding.data;
  const done = steps.filter((s) => s.done).length;
  const next = steps.find((s) => !s.done)?.key;
  return (
    <Card className="mb-6" aria-labelledby="setup-checklist-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="setup-checklist-title">
            <ListChecks aria-hidden="true" className="size-4 text-slate-500" />
            Set up your company
          </CardTitle>
          <CardDescription>
            {done} of {steps.length} steps done. Each ticks itself once its data is saved.
          </CardDescription>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={!canWrite || dismiss.isPending}
            aria-describedby={canWrite ? undefined : "setup-checklist-hide-reason"}
            onClick={() => dismiss.mutate()}
          >
            Hide checklist
          </Button>
          {canWrite ? null : (
            <p id="setup-checklist-hide-reason" className="text-xs text-slate-500">
              Only admins and editors can hide it.
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Progress value={(done / steps.length) * 100} label="Set-up progress" />
        <ol aria-label="Set-up steps" className="flex flex-col divide-y divide-slate-100">
          {steps.map((step) => {
            const copy = ONBOARDING_STEP_COPY[step.key];
            return (
              <li key={step.key} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                {step.done ? (
                  <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-600" />
                ) : (
                  <Circle aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                )}
                {/* Its own line on a phone (the basis), so the step's words are not squeezed beside its link. */}
                <div className="min-w-0 flex-1 basis-56">
                  <p
                    className={
                      step.done
                        ? "text-sm font-medium text-slate-500 line-through"
                        : "text-sm font-medium text-slate-900"
                    }
                  >
                    {copy.title}
                    <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
                  </p>
                  <p className="text-xs text-slate-600">{copy.description}</p>
                </div>
                {step.done ? null : (
                  <Link
                    {...copy.target}
                    aria-label={`${copy.action}: ${copy.title}`}
                    className={
                      step.key === next
                        ? "ml-8 inline-flex items-center gap-1.5 rounded-md bg-brand-700 px-3 py-1.5 text-xs font-medium text-white hover:bg-brand-800 sm:ml-0"
                        : "ml-8 inline-flex items-center gap-1.5 rounded-md text-xs font-medium text-brand-700 hover:text-brand-800 hover:underline sm:ml-0"
                    }
                  >
                    {copy.action}
                    <ArrowRight aria-hidden="true" className="size-3.5" />
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
