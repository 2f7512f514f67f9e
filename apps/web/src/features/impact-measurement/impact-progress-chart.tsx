import type { ImpactMeasurement } from "@esg/domain";
import { SERIES_COLOURS } from "../../components/charts/chart-colours";
import { HorizontalBarChart } from "../../components/charts/lazy-charts";

const CATEGORY_COLOUR: Record<string, string> = {
  Environmental: "#047857",
  Social: "#2563eb",
  Economic: "#b45309",
};

/**
 * Each measurement's progress to target in a category as a bar out of 100 %, the target marked.
 * The percentages are the server's `progressToTarget` (domain `impactProgressOrNull`); measurements without a
 * target above 0 show no progress (spec §9) and are left out.
 */
export function ImpactProgressChart({
  category,
  items,
}: {
  category: string;
  items: readonly ImpactMeasurement[];
}) {
  const bars = items
    .filter((m): m is ImpactMeasurement & { progressToTarget: number } => m.progressToTarget !== null)
    .map((m) => ({
      key: String(m.id),
      label: m.metric,
      value: m.progressToTarget,
      colour: CATEGORY_COLOUR[category] ?? SERIES_COLOURS.actual,
    }));
  if (bars.length === 0) return null;
  const pct = (n: number) => `${Math.round(n)}%`;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Progress to target</p>
      <HorizontalBarChart
        testId={`impact-progress-chart-${category}`}
        bars={bars}
        summary={`Progress to target of ${category.toLowerCase()} measurements, out of 100%. ${bars
          .map((b) => `${b.label}: ${pct(b.value)}`)
          .join("; ")}.`}
        tableCaption={`Progress to target, ${category} measurements`}
        categoryName="Measurement"
        valueName="Progress to target"
        formatValue={pct}
        max={100}
        marker={{ value: 100, label: "Target", colour: SERIES_COLOURS.target }}
      />
    </div>
  );
}
