import type { FullAssessment } from "@esg/domain";
import { Sparkles } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

/** The overall score, how much of the model's input is on record, and the generated summary. */
export function AssessmentSummaryCard({ assessment }: { assessment: FullAssessment }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Sparkles aria-hidden="true" className="size-4 text-brand-700" />
          Assessment Summary
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <dl className="flex shrink-0 gap-6">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Overall score</dt>
            <dd className="text-2xl font-bold text-slate-900">
              {assessment.overallScore}
              <span className="text-sm font-medium text-slate-500">/100</span>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Data coverage</dt>
            <dd className="text-2xl font-bold text-slate-900">{assessment.dataCoverage}%</dd>
          </div>
        </dl>
        <p className="text-sm leading-relaxed text-slate-700">{assessment.summaryText}</p>
      </CardContent>
    </Card>
  );
}
