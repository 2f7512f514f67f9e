import { AlertTriangle } from "lucide-react";

/** Says plainly that the year shown is partial: a partial year is always labelled, never passed off as whole. */
export function PartialYearNotice({ year, monthsCovered }: { year: number; monthsCovered: number }) {
  return (
    <div
      role="note"
      aria-label="Partial year"
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        Reporting year {year} is partial: {monthsCovered} of 12 months have activity data, so its totals are
        not comparable with a complete year. Projections continue from complete years only.
      </p>
    </div>
  );
}
