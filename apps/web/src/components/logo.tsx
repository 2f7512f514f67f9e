import { clsx } from "clsx";
import { Leaf } from "lucide-react";
import { PRODUCT_NAME } from "../lib/brand";

/** The product mark and name. `compact` hides the name visually on small screens (it stays in the a11y tree). */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-2 font-semibold tracking-tight text-slate-900",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white shadow-sm"
      >
        <Leaf className="size-4.5" strokeWidth={2.4} />
      </span>
      <span className={clsx("text-lg", compact && "max-sm:sr-only")}>{PRODUCT_NAME}</span>
    </span>
  );
}
