import {
  CHECKLIST_FRAMEWORKS,
  type ChecklistFramework,
  checklistCompletion,
  frameworkChecklist,
  type RegulatoryRequirement,
} from "@esg/domain";
import { CheckCircle2, Circle, CircleDashed, Plus } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";

const FRAMEWORK_NAMES: Record<ChecklistFramework, string> = {
  CSRD: "Corporate Sustainability Reporting Directive (ESRS)",
  TCFD: "Task Force on Climate-related Financial Disclosures",
  SEC: "SEC climate-related disclosure rules",
};

/**
 * Framework Overview (spec part 2 §2, §9): the 5 standard items of CSRD, TCFD and SEC, each matched to a
 * requirement of that framework by the first 10 characters of its title. An untracked item can be added.
 */
export function FrameworkOverviewTab({
  requirements,
  onTrack,
}: {
  requirements: RegulatoryRequirement[];
  /** Absent for roles that cannot add requirements: no Track buttons. */
  onTrack?: (framework: ChecklistFramework, title: string) => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {CHECKLIST_FRAMEWORKS.map((framework) => {
        const items = frameworkChecklist(framework, requirements);
        const done = checklistCompletion(items);
        return (
          <Card key={framework} aria-labelledby={`checklist-${framework}`}>
            <CardHeader>
              <CardTitle id={`checklist-${framework}`}>{framework} Checklist</CardTitle>
              <CardDescription>{FRAMEWORK_NAMES[framework]}</CardDescription>
              <div className="mt-2 flex items-center gap-3">
                <Progress
                  value={(done.completed / done.total) * 100}
                  label={`${framework} items completed`}
                  className="flex-1"
                />
                <span className="text-sm text-slate-600 tabular-nums">
                  {done.completed}/{done.total} completed
                </span>
              </div>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col divide-y divide-slate-100">
                {items.map(({ title, requirement }) => (
                  <li key={title} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                    {requirement?.status === "completed" ? (
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
                    ) : requirement ? (
                      <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
                    ) : (
                      <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-300" />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-slate-900">{title}</p>
                      <p className="text-xs text-slate-500">
                        {requirement === null
                          ? "Not tracked"
                          : requirement.status === "completed"
                            ? "Completed"
                            : `${requirement.status === "in_progress" ? "In progress" : "Pending"} · ${requirement.completionPercentage}%`}
                      </p>
                    </div>
                    {requirement === null && onTrack ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Track ${title}`}
                        onClick={() => onTrack(framework, title)}
                      >
                        <Plus aria-hidden="true" />
                        Track
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
