import { EVIDENCE_ACCEPT } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Download, Paperclip } from "lucide-react";
import { useId, useState } from "react";
import { DownloadButton } from "../../components/download-button";
import { CanExport, CanWrite } from "../../components/role-gate";
import { Progress } from "../../components/ui/progress";
import { useTRPC } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { evidenceFileUrl } from "./download-urls";
import { formatUploadedAt } from "./format";
import { useAttachEvidence } from "./use-attach-evidence";

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A data source's evidence: a disclosure (a native <details>, reachable and opened with the keyboard) that
 * lists the files with their SHA-256 and a download each, and attaches a new one with a file input. The list
 * is read only when opened.
 */
export function EvidenceSection({
  sourceId,
  name,
  count,
}: {
  sourceId: number;
  name: string;
  count: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-3 rounded-md border border-slate-200 p-2 text-sm"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer font-medium text-slate-800">
        Evidence ({count}) <span className="sr-only">for {name}</span>
      </summary>
      {open ? <EvidenceBody sourceId={sourceId} name={name} /> : null}
    </details>
  );
}

function EvidenceBody({ sourceId, name }: { sourceId: number; name: string }) {
  const trpc = useTRPC();
  const dates = useDateFormat();
  const files = useQuery(trpc.carbon.evidence.queryOptions({ id: sourceId }));
  return (
    <div className="mt-2 flex flex-col gap-3">
      {files.isPending ? <p className="text-xs text-slate-500">Loading evidence…</p> : null}
      {files.isError ? (
        <p role="alert" className="text-xs text-red-700">
          The evidence could not be loaded.
        </p>
      ) : null}
      {files.data && files.data.length === 0 ? (
        <p className="text-xs text-slate-500">No evidence attached yet.</p>
      ) : null}
      {files.data && files.data.length > 0 ? (
        <ul aria-label={`Evidence for ${name}`} className="flex flex-col gap-2">
          {files.data.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-all">
                {f.fileName}{" "}
                <span className="text-xs text-slate-500">
                  · {size(f.size)} · SHA-256 <code>{f.sha256.slice(0, 12)}</code> · added{" "}
                  {formatUploadedAt(f.uploadedAt, dates)}
                  {f.uploadedBy ? ` by ${f.uploadedBy}` : ""}
                </span>
              </span>
              <CanExport>
                <DownloadButton
                  path={evidenceFileUrl(sourceId, f.id)}
                  fallbackName={f.fileName}
                  size="sm"
                  aria-label={`Download ${f.fileName}`}
                >
                  <Download aria-hidden="true" />
                  Download
                </DownloadButton>
              </CanExport>
            </li>
          ))}
        </ul>
      ) : null}
      <CanWrite>
        <AttachEvidence sourceId={sourceId} name={name} />
      </CanWrite>
    </div>
  );
}

function AttachEvidence({ sourceId, name }: { sourceId: number; name: string }) {
  const id = useId();
  const { phase, attach } = useAttachEvidence(sourceId);
  const sending = phase.kind === "sending";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex items-center gap-1.5 text-xs font-medium text-slate-700">
        <Paperclip aria-hidden="true" className="size-3.5" />
        Attach evidence to {name}
      </label>
      <input
        id={id}
        type="file"
        accept={EVIDENCE_ACCEPT}
        disabled={sending}
        aria-describedby={`${id}-hint`}
        className="text-xs file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-2 file:py-1"
        onChange={async (e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          await attach(file);
          input.value = "";
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        PDF, image (PNG, JPEG, WebP, GIF) or spreadsheet (XLSX, XLS, ODS, CSV), up to 20 MiB.
      </p>
      {phase.kind === "sending" ? (
        <div className="flex flex-col gap-1" aria-live="polite">
          <Progress
            value={phase.total > 0 ? Math.floor((phase.loaded / phase.total) * 100) : 0}
            label={`Sending ${phase.fileName}`}
          />
          <p className="text-xs text-slate-600">
            Sending {phase.fileName}: {size(phase.loaded)} of {size(phase.total)}
          </p>
        </div>
      ) : null}
      {phase.kind === "failed" ? (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-xs text-red-800">
          {phase.message}
        </p>
      ) : null}
    </div>
  );
}
