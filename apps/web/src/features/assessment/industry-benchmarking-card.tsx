import { type FullAssessment, formatTonnes } from "@esg/domain";
import { IntensityNote } from "../../components/intensity-note";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

type Props = { benchmarking: FullAssessment["benchmarking"]; nextSteps: string[] };

/** Spec §2: the ranking, the industry and a numbered list of priority actions. */
export function IndustryBenchmarkingCard({ benchmarking, nextSteps }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Industry Benchmarking</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {benchmarking.intensityNote ? (
          <IntensityNote note={benchmarking.intensityNote} className="md:col-span-2" />
        ) : null}
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Ranking</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{benchmarking.ranking}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Industry</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{benchmarking.industry}</dd>
          </div>
          {/* The Carbon screen's Industry Benchmarking figures of the same year, from the same calculation. */}
          {benchmarking.industryEmissions ? (
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                Industry emissions, {benchmarking.industryEmissions.year}
              </dt>
              <dd className="mt-0.5 text-slate-900">
                Top performer (P90){" "}
                <span className="font-semibold">
                  {formatTonnes(benchmarking.industryEmissions.topPerformer)}
                </span>
                <br />
                Median{" "}
                <span className="font-semibold">{formatTonnes(benchmarking.industryEmissions.median)}</span>
                <span className="mt-0.5 block text-xs text-slate-500">
                  {benchmarking.industryEmissions.source}, for the company's revenue
                </span>
              </dd>
            </div>
          ) : (
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                Industry emissions
              </dt>
              <dd className="mt-0.5 text-slate-500">
                Needs a year of emissions data and the company's revenue.
              </dd>
            </div>
          )}
        </dl>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Priority Actions</h3>
          {nextSteps.length === 0 ? (
            <p className="text-sm text-slate-500">No priority actions: every sub-score is at 100.</p>
          ) : (
            <ol aria-label="Priority actions" className="flex flex-col gap-2">
              {nextSteps.map((step, i) => (
                <li key={step} className="flex gap-3 text-sm text-slate-700">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800"
                  >
                    {i + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
