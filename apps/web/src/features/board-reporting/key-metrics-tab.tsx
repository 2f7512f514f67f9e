import { BOARD_METRIC_PILLARS, type BoardKeyMetric, NO_DATA_YET } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { useTRPC } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { METRIC_TONE_CLASSES } from "./format";

/**
 * Key Metrics tab: computed on the server from the company's live data (suppliers, the latest assessment,
 * carbon accounting and the other modules). Other screens change that data, so it is re-read on every visit.
 */
export function KeyMetricsTab() {
  const { formatDate } = useDateFormat();
  const trpc = useTRPC();
  const metrics = useQuery({ ...trpc.boardReporting.keyMetrics.queryOptions(), refetchOnMount: "always" });
  if (metrics.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading key metrics" />
      </div>
    );
  }
  if (metrics.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load key metrics
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Computed from your live data on {formatDate(metrics.data.generatedAt)}. Metrics without data say “
        {NO_DATA_YET}”.
      </p>
      {BOARD_METRIC_PILLARS.map((pillar) => (
        <PillarSection
          key={pillar}
          pillar={pillar}
          metrics={metrics.data.metrics.filter((m) => m.pillar === pillar)}
        />
      ))}
    </div>
  );
}

function PillarSection({ pillar, metrics }: { pillar: string; metrics: BoardKeyMetric[] }) {
  const headingId = useId();
  if (metrics.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {pillar}
      </h3>
      <ul aria-label={`${pillar} metrics`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {metrics.map((m) => (
          <MetricCard key={m.key} metric={m} />
        ))}
      </ul>
    </section>
  );
}

function MetricCard({ metric: m }: { metric: BoardKeyMetric }) {
  const labelId = useId();
  const empty = m.value === null;
  return (
    <li>
      <article
        aria-labelledby={labelId}
        className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h4 id={labelId} className="text-sm font-medium text-slate-600">
          {m.label}
        </h4>
        <p
          className={cn(
            empty ? "text-base font-medium text-slate-500 italic" : "text-2xl font-bold tracking-tight",
            !empty && METRIC_TONE_CLASSES[m.tone],
          )}
        >
          {m.display}
        </p>
        {m.detail ? <p className="text-xs text-slate-600">{m.detail}</p> : null}
        <p className="mt-auto pt-1 text-xs text-slate-500">Source: {m.source}</p>
      </article>
    </li>
  );
}
