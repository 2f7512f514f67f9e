import {
  type CarbonAnalysis,
  carbonShareColour,
  MEDIAN_LABEL,
  reductionNeeded,
  type ShareColour,
  TOP_PERFORMER_LABEL,
} from "@esg/domain";
import { Link } from "@tanstack/react-router";
import { IntensityNote } from "../../components/intensity-note";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { formatTonnes } from "./format";

const BAR: Record<ShareColour, string> = { red: "bg-red-500", amber: "bg-amber-500", green: "bg-green-600" };

/**
 * Spec part 1 §2 "Industry Benchmarking": the top performer (P90), the median (P50) and the average, the
 * company's total against them (bars coloured by the §9 share rule), and the reduction to the top performer.
 */
export function BenchmarkingTab({ analysis }: { analysis: CarbonAnalysis }) {
  const ic = analysis.industryComparison;
  if (ic.topPerformer === null || ic.medianEmissions === null || ic.averageEmissions === null) {
    return <NoBenchmark analysis={analysis} />;
  }
  const total = analysis.currentEmissions.total;
  // Without a reporting year the company has no total to compare: 0 t would read as "better than the best".
  const noData = analysis.reportingYear === null;
  const average = ic.averageEmissions;
  const rows = [
    ...(noData ? [] : [{ label: "Your emissions", value: total }]),
    { label: `Top performer (${TOP_PERFORMER_LABEL})`, value: ic.topPerformer },
    { label: `Industry median (${MEDIAN_LABEL})`, value: ic.medianEmissions },
    { label: "Industry average", value: average },
  ];
  const max = Math.max(...rows.map((r) => r.value), 1);
  const needed = reductionNeeded(total, ic.topPerformer);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{ic.industry} industry comparison</CardTitle>
          <CardDescription>Annual emissions, t CO2e</CardDescription>
        </CardHeader>
        <CardContent>
          {noData ? (
            <p className="mb-4 text-sm text-slate-600">
              Your emissions: no data yet. The industry figures below are the reference they will be compared
              with.
            </p>
          ) : null}
          <dl className="flex flex-col gap-4">
            {rows.map((r) => (
              // A dl's group holds only its dt and dd elements: the bar is a second dd of the same term.
              <div key={r.label} className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 gap-y-1 text-sm">
                <dt className="font-medium text-slate-800">{r.label}</dt>
                <dd className="tabular-nums text-slate-700">{formatTonnes(r.value)} t CO2e</dd>
                <dd className="col-span-2">
                  <Progress
                    value={(r.value / max) * 100}
                    label={r.label}
                    indicatorClassName={BAR[carbonShareColour(r.value, average)]}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Reduction needed</CardTitle>
          <CardDescription>To reach the top performer ({TOP_PERFORMER_LABEL})</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {noData ? (
            <p className="text-sm text-slate-600">
              No emissions recorded yet.{" "}
              <Link to="/data-ingestion" className="font-medium text-brand-700 underline">
                Upload activity data
              </Link>{" "}
              to see how far you are from the top performer.
            </p>
          ) : (
            <p className="flex items-baseline gap-1.5">
              <span className="text-3xl font-bold tabular-nums text-slate-900">{formatTonnes(needed)}</span>
              <span className="text-sm text-slate-500">t CO2e</span>
            </p>
          )}
          <p className="text-xs text-slate-500">
            Source:{" "}
            <a href={ic.sourceUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">
              {ic.source}
            </a>
            . {ic.basis}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/** The industry figures are scaled by the year's revenue: without it, the note says so and where to add it. */
function NoBenchmark({ analysis }: { analysis: CarbonAnalysis }) {
  const ic = analysis.industryComparison;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ic.industry} industry comparison</CardTitle>
        <CardDescription>Annual emissions, t CO2e</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <IntensityNote note={ic.intensityNote ?? "No revenue recorded for this year."} />
        <p className="text-xs text-slate-500">
          Source:{" "}
          <a href={ic.sourceUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">
            {ic.source}
          </a>
          . {ic.basis}
        </p>
      </CardContent>
    </Card>
  );
}
