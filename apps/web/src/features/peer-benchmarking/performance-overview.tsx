import { type Benchmark, groupBenchmarks } from "@esg/domain";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ShownItems } from "../../components/ui/show-more";
import { BenchmarkRow } from "./benchmark-row";
import { CATEGORY_TONE } from "./benchmark-style";

export const NO_BENCHMARKS_MESSAGE =
  "No benchmark data available. Add your first metric to start comparing with industry peers.";

/** Spec §2 "Performance Overview": metrics grouped into Environmental, Social, Governance and Other. */
export function PerformanceOverview({ benchmarks }: { benchmarks: readonly Benchmark[] }) {
  if (benchmarks.length === 0) return <EmptyState message={NO_BENCHMARKS_MESSAGE} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {groupBenchmarks(benchmarks).map((g) => (
        <Card key={g.category} aria-label={`${g.category} metrics`}>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle as="h3">{g.category}</CardTitle>
            <Badge tone={CATEGORY_TONE[g.category]}>
              {g.rows.length} {g.rows.length === 1 ? "metric" : "metrics"}
            </Badge>
          </CardHeader>
          <CardContent>
            <ShownItems items={g.rows} noun="metrics">
              {(shown) => (
                <ul className="divide-y divide-slate-100">
                  {shown.map((b) => (
                    <BenchmarkRow key={b.id} benchmark={b} />
                  ))}
                </ul>
              )}
            </ShownItems>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
