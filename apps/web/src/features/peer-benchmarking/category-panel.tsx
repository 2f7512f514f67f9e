import {
  type Benchmark,
  type BenchmarkCategory,
  benchmarkCategory,
  CATEGORY_KEYWORDS,
  metricKey,
} from "@esg/domain";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ShownItems } from "../../components/ui/show-more";
import { BenchmarkRow } from "./benchmark-row";

type PillarCategory = Exclude<BenchmarkCategory, "Other">;

/** Spec §2: the Environmental, Social and Governance tabs: that category's metrics and the metrics it covers. */
export function CategoryPanel({
  category,
  benchmarks,
}: {
  category: PillarCategory;
  benchmarks: readonly Benchmark[];
}) {
  const rows = benchmarks.filter((b) => benchmarkCategory(b.metric) === category);
  const tracked = new Set(
    CATEGORY_KEYWORDS[category].filter((k) => benchmarks.some((b) => metricKey(b.metric).includes(k))),
  );
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        {rows.length === 0 ? (
          <EmptyState message={`No ${category.toLowerCase()} metrics recorded yet.`} />
        ) : (
          <Card>
            <CardHeader>
              <CardTitle as="h3">{category} Performance</CardTitle>
            </CardHeader>
            <CardContent>
              <ShownItems items={rows} noun="metrics">
                {(shown) => (
                  <ul aria-label={`${category} benchmarks`} className="divide-y divide-slate-100">
                    {shown.map((b) => (
                      <BenchmarkRow key={b.id} benchmark={b} />
                    ))}
                  </ul>
                )}
              </ShownItems>
            </CardContent>
          </Card>
        )}
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{category} Metrics</CardTitle>
        </CardHeader>
        <CardContent>
          <ul aria-label={`${category} metric keywords`} className="flex flex-col gap-2 text-sm">
            {CATEGORY_KEYWORDS[category].map((k) => (
              <li key={k} className="flex items-center justify-between gap-2">
                <code className="text-slate-700">{k}</code>
                {tracked.has(k) ? (
                  <Badge tone="green">Tracked</Badge>
                ) : (
                  <Badge tone="grey">Not tracked</Badge>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
