import { cn } from "../../lib/cn";

/**
 * The placeholder of a lazily loaded chart: the chart's own height, so nothing below it moves when the chart
 * arrives. Hidden from assistive technology; the chart brings its own name and data table.
 */
export function ChartSkeleton({ height, className }: { height: number; className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="chart-skeleton"
      style={{ height }}
      className={cn("w-full animate-pulse rounded-lg bg-slate-100", className)}
    />
  );
}
