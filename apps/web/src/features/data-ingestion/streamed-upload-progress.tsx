import { X } from "lucide-react";
import { Button } from "../../components/ui/button";
import type { StreamedUploadPhase } from "./use-streamed-upload";

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Percent done: sending counts the bytes sent; processing counts the bytes of the kept file read so far. */
export function uploadPercent(phase: StreamedUploadPhase): number {
  if (phase.kind === "sending") return phase.total > 0 ? Math.floor((phase.loaded / phase.total) * 100) : 0;
  if (phase.kind === "processing") {
    const s = phase.status;
    if (!s?.bytesTotal) return 0;
    return Math.min(100, Math.floor((s.bytesRead / s.bytesTotal) * 100));
  }
  return 0;
}

function describe(phase: StreamedUploadPhase): string {
  if (phase.kind === "sending")
    return `Sending ${phase.fileName}: ${size(phase.loaded)} of ${size(phase.total)}`;
  if (phase.kind === "processing") {
    const rows = phase.status?.rowsRead ?? 0;
    // Uploads are processed a few at a time: a waiting one says where it stands rather than looking stuck.
    if (phase.status?.status === "queued" && phase.status.queuePosition)
      return `Queued (position ${phase.status.queuePosition}): ${phase.fileName} arrived and waits its turn`;
    if (!phase.status || phase.status.status === "queued") return `${phase.fileName} arrived; starting…`;
    return `Processing ${phase.fileName}: ${rows.toLocaleString("en-GB")} rows checked and calculated`;
  }
  return "";
}

/**
 * The progress of a streamed upload — a bar with the percent, the rows processed so far, and Cancel.
 * Colleagues keep working meanwhile: the server processes it in the background.
 */
export function StreamedUploadProgress({
  phase,
  onCancel,
  cancelling,
}: {
  phase: StreamedUploadPhase;
  onCancel: () => void;
  cancelling: boolean;
}) {
  if (phase.kind === "idle") return null;
  const percent = uploadPercent(phase);
  const label = phase.kind === "sending" ? "Sending file" : "Processing upload";
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="relative h-2 w-full overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="w-10 shrink-0 text-right text-xs tabular-nums text-slate-700">{percent}%</span>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={cancelling}>
          <X aria-hidden="true" />
          {cancelling ? "Cancelling..." : "Cancel"}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-xs text-slate-600">
        {describe(phase)}
      </p>
    </div>
  );
}
