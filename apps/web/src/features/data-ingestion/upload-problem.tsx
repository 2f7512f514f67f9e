import type { DuplicateRowMatch } from "@esg/domain";
import { Copy } from "lucide-react";
import { Button } from "../../components/ui/button";
import type { IngestProblem } from "./use-ingest";

/** Longer lists scroll within the message. */
const SCROLL_AFTER = 12;

/** Each row that is a bill already counted, and where it is counted (or which earlier row it repeats). */
function DuplicateRows({ duplicates }: { duplicates: readonly DuplicateRowMatch[] }) {
  if (duplicates.length === 0) return null;
  return (
    <ul
      tabIndex={duplicates.length > SCROLL_AFTER ? 0 : undefined}
      aria-label="Rows already counted"
      className="mt-2 max-h-64 list-disc overflow-y-auto pl-5 text-xs"
    >
      {duplicates.map((d) => (
        <li key={`${d.row}-${d.sourceId ?? "same"}`} className="break-words">
          {d.sameAsRow !== null
            ? `Row ${d.row}: the same bill as row ${d.sameAsRow} of this upload`
            : `Row ${d.row}: already counted in data source #${d.sourceId} (activity #${d.activityId})`}
        </li>
      ))}
    </ul>
  );
}

/**
 * Why an upload was refused: the server's message and its first row issues; for a duplicate (409), the
 * earlier upload it names and the choice to upload anyway.
 */
export function UploadProblem({
  problem,
  onUploadAnyway,
  onDismiss,
}: {
  problem: IngestProblem;
  /** Offered for a duplicate that was not already sent with allowDuplicate. */
  onUploadAnyway: (() => void) | null;
  onDismiss: () => void;
}) {
  if (problem.duplicate) {
    return (
      <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="flex items-start gap-2 font-medium">
          <Copy aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{problem.message}</span>
        </p>
        <p className="mt-1 text-xs">
          Nothing was stored. Uploading the same rows again would count their emissions twice.
        </p>
        <DuplicateRows duplicates={problem.duplicates ?? []} />
        {onUploadAnyway ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={onUploadAnyway}>
              Upload anyway
            </Button>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  const more = (problem.total ?? problem.issues.length) - problem.issues.length;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="break-words font-medium">{problem.message}</p>
      {problem.issues.length > 0 ? (
        // Every row error, in a list that scrolls (and takes keyboard focus to do so) when it is long.
        <ul
          tabIndex={problem.issues.length > SCROLL_AFTER ? 0 : undefined}
          aria-label="Row errors"
          className="mt-2 max-h-64 list-disc overflow-y-auto pl-5 text-xs"
        >
          {problem.issues.map((i, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id and never reorder
            <li key={n} className="break-words">
              {i.message}
            </li>
          ))}
          {more > 0 ? <li>…and {more.toLocaleString("en-GB")} more</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
