import { Copy } from "lucide-react";
import { Button } from "../../components/ui/button";
import type { IngestProblem } from "./use-ingest";

const SHOWN_ISSUES = 10;

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
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="break-words font-medium">{problem.message}</p>
      {problem.issues.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-xs">
          {problem.issues.slice(0, SHOWN_ISSUES).map((i) => (
            <li key={`${i.path.join(".")}-${i.message}`} className="break-words">
              {i.message}
            </li>
          ))}
          {problem.issues.length > SHOWN_ISSUES ? (
            <li>…and {problem.issues.length - SHOWN_ISSUES} more</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
