import type { CarbonAnalysis } from "@esg/domain";
import { Link } from "@tanstack/react-router";
import { Target } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ProjectionChart } from "./emissions-charts";
import { formatTonnes } from "./format";
import { NoEmissionsNotice } from "./no-emissions-notice";

/**
 * Spec part 1 §2 "Future Projections": the current year, then the next three on the current trajectory
 * beside the net-zero pathway, each method stated as the server computed it (projections from complete
 * years only; the pathway's rule), drawn as lines (actual, projected, pathway) above the figures. A net-zero
 * target is stated only when one of the company's goals sets it; otherwise the tab says there is none and
 * links to Goal Tracking.
 */
export function ProjectionsTab({ analysis }: { analysis: CarbonAnalysis }) {
  const currentYear = analysis.reportingYear;
  if (currentYear === null) return <NoEmissionsNotice what="projections" />;
  const current = analysis.currentEmissions.total;
  const years = Object.keys(analysis.projections).sort();
  const rate = analysis.annualChangeRate * 100;
  const currentLabel = analysis.isPartial ? "Current, partial" : "Current";
  const target = analysis.netZeroTarget;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Emission projections</CardTitle>
        <CardDescription>
          Trajectory {rate <= 0 ? "down" : "up"} {Math.abs(rate).toFixed(1)}% a year.
          {target ? ` Target: net zero by ${target.targetYear}.` : " No net-zero target set."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ProjectionChart analysis={analysis} />
        <ul aria-label="Projected emissions by year" className="mt-6 flex flex-col divide-y divide-slate-100">
          <Row year={currentYear} label={currentLabel} value={current} />
          {years.map((y) => (
            <Row
              key={y}
              year={Number(y)}
              label="Projected"
              value={analysis.projections[y] ?? 0}
              pathway={analysis.netZeroPathway[y]}
            />
          ))}
        </ul>
        <dl className="mt-6 flex flex-col gap-3 text-sm">
          <div>
            <dt className="font-medium text-slate-800">Projection method</dt>
            <dd className="text-slate-600">{analysis.projectionMethod.description}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Net-zero pathway</dt>
            <dd className="text-slate-600">{analysis.pathwayMethod}</dd>
          </div>
        </dl>
        {target ? (
          <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
            Your goal “{target.title}” commits the company to net zero emissions by {target.targetYear}.
          </p>
        ) : (
          <div className="mt-4 flex flex-col items-start gap-2 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
            <p>
              No net-zero target is set. A goal whose title says “net zero”, with its target year, sets one.
            </p>
            <Link
              to="/goal-tracking"
              className="inline-flex shrink-0 items-center gap-1.5 rounded-md font-medium text-brand-700 hover:underline"
            >
              <Target aria-hidden="true" className="size-4" />
              Set a target in Goal Tracking
            </Link>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Row({
  year,
  label,
  value,
  pathway,
}: {
  year: number;
  label: string;
  value: number;
  pathway?: number;
}) {
  return (
    <li className="py-2 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">
          {year} <span className="font-normal text-slate-500">({label})</span>
        </span>
        <span className="tabular-nums text-slate-700">
          {formatTonnes(value)} t CO2e
          {pathway !== undefined ? (
            <span className="text-slate-500"> · net-zero pathway {formatTonnes(pathway)} t</span>
          ) : null}
        </span>
      </div>
    </li>
  );
}
