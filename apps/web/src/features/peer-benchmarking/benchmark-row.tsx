import {
  BENCHMARK_DIRECTION_LABELS,
  type Benchmark,
  metricLabel,
  ordinal,
  percentileLabel,
  percentileTone,
} from "@esg/domain";
import { Badge } from "../../components/ui/badge";
import { Progress } from "../../components/ui/progress";
import { formatNumber, PERCENTILE_BAR } from "./benchmark-style";

/** One benchmark: the company's value against the industry average and top quartile, with its percentile. */
export function BenchmarkRow({ benchmark: b }: { benchmark: Benchmark }) {
  const name = metricLabel(b.metric);
  const percentile = Math.round(b.percentile);
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-medium break-words text-slate-900">{name}</h4>
        <Badge tone="outline">{b.year}</Badge>
        <Badge tone={percentileTone(b.percentile)}>{percentileLabel(b.percentile)}</Badge>
        <span className="ml-auto text-sm font-semibold text-slate-900">{ordinal(percentile)} percentile</span>
      </div>
      <Progress
        value={b.percentile}
        label={`${name} ${b.year}: ${ordinal(percentile)} percentile`}
        indicatorClassName={PERCENTILE_BAR[percentileTone(b.percentile)]}
      />
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <Figure label="Your value" value={`${formatNumber(b.value)} ${b.unit}`} strong />
        <Figure label="Industry average" value={`${formatNumber(b.industryAverage)} ${b.unit}`} />
        <Figure label="Top quartile" value={`${formatNumber(b.topQuartile)} ${b.unit}`} />
      </dl>
      <p className="text-xs text-slate-500">
        {b.industry} · {b.region} · {BENCHMARK_DIRECTION_LABELS[b.direction]}
        {b.dataSource ? ` · Source: ${b.dataSource}` : ""}
      </p>
    </li>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className={strong ? "font-semibold break-words text-slate-900" : "break-words text-slate-700"}>
        {value}
      </dd>
    </div>
  );
}
