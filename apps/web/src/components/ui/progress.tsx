import { PROGRESS_MAX } from "@esg/domain";
import * as ProgressPrimitive from "radix-ui/progress";
import { cn } from "../../lib/cn";

type ProgressProps = {
  value: number;
  /** Spec part 1 §9: progress bars have a maximum of 100 by default. */
  max?: number;
  label: string;
  className?: string;
  indicatorClassName?: string;
};

export function Progress({ value, max = PROGRESS_MAX, label, className, indicatorClassName }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      aria-label={label}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-slate-100", className)}
    >
      <ProgressPrimitive.Indicator
        className={cn("h-full bg-brand-600 transition-[width]", indicatorClassName)}
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
