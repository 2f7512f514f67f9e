import { type CarbonAnalysis, NET_ZERO_YEAR, PROJECTION_CURRENT_YEAR } from "@esg/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ProjectionChart } from "./emissions-charts";
import { formatTonnes } from "./format";

/**
 * Spec part 1 §2 "Future Projections": the current year, then the next three on the current trajectory
 * beside the net-zero pathway, each method stated as the server computed it (issue 15: projections from
 * complete years only; the pathway's rule). Issue 20: drawn as lines (actual, projected, pathway) above the
 * figures.
 */
export function ProjectionsTab({ analysis }: { analysis: CarbonAnalysis }) {
  const current = analysis.currentEmissions.total;
  const currentYear = analysis.reportingYear ?? PROJECTION_CURRENT_YEAR;
  const years = Object.keys(analysis.projections).sort();
  const rate = analysis.annualChangeRate * 100;
  const currentLabel = analysis.isPartial ? "Current, partial" : "Current";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Emission projections</CardTitle>
        <CardDescription>
          Trajectory {rate <= 0 ? "down" : "up"} {Math.abs(rate).toFixed(1)}% a year. Target: net zero by{" "}
          {NET_ZERO_YEAR}.
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
        <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
          The company is committed to net zero emissions by {NET_ZERO_YEAR}.
        </p>
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
