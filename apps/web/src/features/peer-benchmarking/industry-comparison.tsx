import {
  BENCHMARK_DIRECTION_LABELS,
  type Benchmark,
  NOT_TRACKED_MESSAGE,
  ordinal,
  percentileLabel,
  percentileTone,
  standardMetricComparison,
  standardMetricDirection,
} from "@esg/domain";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { CATEGORY_TONE, formatNumber } from "./benchmark-style";

/** Spec §2 "Industry Comparison": the 8 standard metrics, each with its latest figure or 'Not tracked - …'. */
export function IndustryComparison({
  benchmarks,
  industry,
}: {
  benchmarks: readonly Benchmark[];
  industry: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Industry Comparison</CardTitle>
        <CardDescription>Standard peer-comparison metrics for the {industry} industry</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Standard metrics" className="divide-y divide-slate-100">
          {standardMetricComparison(benchmarks).map((m) => (
            <li key={m.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0">
              <h4 className="font-medium text-slate-900">{m.label}</h4>
              <Badge tone={CATEGORY_TONE[m.category]}>{m.category}</Badge>
              <span className="text-xs text-slate-600">
                {
                  BENCHMARK_DIRECTION_LABELS[
                    m.latest?.direction ?? standardMetricDirection(m.key) ?? "higher"
                  ]
                }
              </span>
              {m.latest ? (
                <>
                  <span className="text-sm text-slate-700">
                    {formatNumber(m.latest.value)} {m.latest.unit} vs industry average{" "}
                    {formatNumber(m.latest.industryAverage)} ({m.latest.year})
                  </span>
                  <span className="ml-auto flex items-center gap-2">
                    <span className="text-sm font-semibold text-slate-900">
                      {ordinal(m.latest.percentile)} percentile
                    </span>
                    <Badge tone={percentileTone(m.latest.percentile)}>
                      {percentileLabel(m.latest.percentile)}
                    </Badge>
                  </span>
                </>
              ) : (
                <span className="w-full text-sm text-slate-500">{NOT_TRACKED_MESSAGE}</span>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
