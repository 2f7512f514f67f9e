import { cn } from "../../lib/cn";

/** Placeholder of the same shape while a lazily loaded chart arrives. */
export function ChartSkeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("w-full animate-pulse rounded-lg bg-slate-100", className)} />;
}
