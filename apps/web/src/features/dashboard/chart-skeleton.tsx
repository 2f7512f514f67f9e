import type { CSSProperties } from "react";
import { cn } from "../../lib/cn";

/** Placeholder of the same box while a lazily loaded chart arrives. */
export function ChartSkeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      aria-hidden="true"
      style={style}
      className={cn("w-full animate-pulse rounded-lg bg-slate-100", className)}
    />
  );
}
