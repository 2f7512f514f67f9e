import { Link } from "@tanstack/react-router";
import { Info } from "lucide-react";
import { cn } from "../lib/cn";

/**
 * Why an intensity or an industry figure is missing (the API's `intensityNote`), with the way to fix it: the
 * revenue is recorded in Settings → Company. Shown instead of a figure, never beside a stand-in one.
 */
export function IntensityNote({ note, className }: { note: string; className?: string }) {
  return (
    <div
      role="note"
      className={cn(
        "flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900",
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">{note}</p>
      <Link
        to="/settings"
        search={{ tab: "company" }}
        className="rounded-md font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Open Settings → Company
      </Link>
    </div>
  );
}
