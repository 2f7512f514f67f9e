import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The spec's empty-state texts (part 2 §8) go in `message`, verbatim. */
export function EmptyState({
  message,
  action,
  className,
}: {
  message: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center",
        className,
      )}
    >
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      {action}
    </div>
  );
}
