import { AlertTriangle } from "lucide-react";
import { cn } from "../../lib/cn";

export type Warning = { code: string; message: string; rows?: number };

const rowsLabel = (n: number) => `${new Intl.NumberFormat("en-GB").format(n)} ${n === 1 ? "row" : "rows"}`;

/**
 * The engine's notes on a calculation (a proxy region, a fallback factor year, a CO2-only factor, a currency
 * conversion), each with how many rows it concerns when that is known. Icon and text: never colour alone.
 */
export function WarningList({
  warnings,
  label = "Warnings",
  className,
}: {
  warnings: readonly Warning[];
  label?: string;
  className?: string;
}) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-col gap-1 text-xs text-amber-900", className)}>
      {warnings.map((w) => (
        <li key={`${w.code}-${w.message}`} className="flex items-start gap-1.5">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-amber-600" />
          <span className="min-w-0 break-words">
            {w.message}
            {w.rows !== undefined ? <span className="text-amber-700"> — {rowsLabel(w.rows)}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
