import { formatCount } from "@esg/domain";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A summary count card (the modules' "five count cards" and similar); a number value is formatted as a count. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  className,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("rounded-xl border border-slate-200 bg-white p-4 shadow-sm", className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-slate-600">{label}</h2>
        {icon ? <span className="text-slate-400 [&_svg]:size-4">{icon}</span> : null}
      </div>
      {/* A count is grouped by thousands (12,480), as every count in the product. */}
      <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
        {typeof value === "number" ? formatCount(value) : value}
      </p>
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
    </section>
  );
}
