import { clsx } from "clsx";
import { Loader2 } from "lucide-react";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={clsx("inline-flex items-center justify-center", className)}
    >
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-700" />
    </span>
  );
}

/** Centred spinner that fills the viewport: authentication and route loads. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
