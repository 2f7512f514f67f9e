import { type Benchmark, benchmarkSummary, ordinal } from "@esg/domain";
import { Award, Building2, Target, TrendingDown } from "lucide-react";
import { StatCard } from "../../components/ui/stat-card";

/** Spec §2 cards: overall percentile (mean), count ≥ 75, count < 50, the company's industry. */
export function BenchmarkSummaryCards({
  benchmarks,
  industry,
}: {
  benchmarks: readonly Benchmark[];
  industry: string | null | undefined;
}) {
  const s = benchmarkSummary(benchmarks, industry);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Overall Percentile"
        value={ordinal(s.overallPercentile)}
        hint={`Mean across ${benchmarks.length} ${benchmarks.length === 1 ? "metric" : "metrics"}`}
        icon={<Target />}
      />
      <StatCard
        label="Top Quartile Metrics"
        value={s.topQuartileCount}
        hint="75th percentile or above"
        icon={<Award />}
      />
      <StatCard
        label="Below Average"
        value={s.belowAverageCount}
        hint="Under the 50th percentile"
        icon={<TrendingDown />}
      />
      <StatCard label="Industry" value={s.industry} hint="Your company's peer group" icon={<Building2 />} />
    </div>
  );
}
