/**
 * The charts as lazily loaded components: visx and the chart code load in their own chunks when a
 * chart first renders, so the first-load bundle budget (src/bundle-budget.test.ts) holds. Until then a
 * skeleton of the chart's height keeps the layout still.
 */
import { type ComponentProps, lazy, Suspense } from "react";
import { ChartSkeleton } from "./chart-skeleton";
import type { HorizontalBarChart as HorizontalBarChartImpl } from "./horizontal-bar-chart";
import type { LineChart as LineChartImpl } from "./line-chart";
import type { StackedBarChart as StackedBarChartImpl } from "./stacked-bar-chart";

const LazyStackedBarChart = lazy(() =>
  import("./stacked-bar-chart").then((m) => ({ default: m.StackedBarChart })),
);
const LazyLineChart = lazy(() => import("./line-chart").then((m) => ({ default: m.LineChart })));
const LazyHorizontalBarChart = lazy(() =>
  import("./horizontal-bar-chart").then((m) => ({ default: m.HorizontalBarChart })),
);

/** The legend's line under a chart. */
export const LEGEND = 32;

export function StackedBarChart(props: ComponentProps<typeof StackedBarChartImpl>) {
  return (
    <Suspense fallback={<ChartSkeleton height={(props.height ?? 280) + LEGEND} />}>
      <LazyStackedBarChart {...props} />
    </Suspense>
  );
}

export function LineChart(props: ComponentProps<typeof LineChartImpl>) {
  return (
    <Suspense fallback={<ChartSkeleton height={(props.height ?? 260) + LEGEND} />}>
      <LazyLineChart {...props} />
    </Suspense>
  );
}

export function HorizontalBarChart(props: ComponentProps<typeof HorizontalBarChartImpl>) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.bars.length * 36 + 16 + LEGEND} />}>
      <LazyHorizontalBarChart {...props} />
    </Suspense>
  );
}
