import {
  CARBON_SOURCE_TYPE_LABELS,
  type CarbonDataSource,
  type CarbonSourceType,
  countOf,
  formatKgAsTonnes,
} from "@esg/domain";
import { Download, FileText } from "lucide-react";
import { useRef } from "react";
import { DownloadButton } from "../../components/download-button";
import { CanExport, CanWrite } from "../../components/role-gate";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { useDateFormat } from "../../lib/use-date-format";
import { sourceContentUrl } from "./download-urls";
import { EvidenceSection } from "./evidence-section";
import { formatLibraryVersion, formatUploadedAt } from "./format";
import { ReviewActions } from "./review-actions";
import { sourceName } from "./source-name";
import { VoidSourceDialog } from "./void-source-dialog";
import { WarningList } from "./warning-list";

const STATUS_TONE: Record<CarbonDataSource["processingStatus"], BadgeTone> = {
  processed: "green",
  error: "red",
  pending: "amber",
  voided: "grey",
};

/**
 * One upload (spec part 2 §2 "Data Sources"): type, status, activities and kg CO2e, the reason of
 * an error, who voided it when and why, its warnings, and Download / Void.
 */
export function DataSourceItem({ source: s }: { source: CarbonDataSource }) {
  const dates = useDateFormat();
  const name = sourceName(s);
  const heading = useRef<HTMLHeadingElement>(null);
  const voided = s.processingStatus === "voided" || Boolean(s.voided);
  const status = voided ? "voided" : s.processingStatus;
  // Download is an export (not for viewers); Void changes data (admins and editors): for other roles both are
  // shown disabled with the reason (role-gate.tsx).
  const download = s.hasContent;
  const voidable = s.processingStatus === "processed" && !voided;
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
          <div className="min-w-0">
            {/* h2: each upload is a top-level section of the Data Sources tab, right under the page's h1. */}
            <h2
              ref={heading}
              tabIndex={-1}
              className="break-all font-medium text-slate-900 focus:outline-none"
            >
              {name}
            </h2>
            <p className="text-xs text-slate-500">
              {CARBON_SOURCE_TYPE_LABELS[s.sourceType as CarbonSourceType] ?? s.sourceType} · uploaded{" "}
              {formatUploadedAt(s.uploadedAt, dates)}
              {s.factorLibraryVersion
                ? ` · factor library ${formatLibraryVersion(s.factorLibraryVersion)}`
                : ""}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {s.processingStatus === "processed" || voided ? (
            <span
              className={voided ? "tabular-nums text-slate-500 line-through" : "tabular-nums text-slate-600"}
            >
              {countOf(s.activityCount, "activity", "activities")} · {formatKgAsTonnes(s.totalEmissions)}
            </span>
          ) : null}
          <Badge tone={STATUS_TONE[status]}>{status}</Badge>
          {s.reviewStatus === "pending" ? <Badge tone="amber">Pending review</Badge> : null}
          {s.reviewStatus === "rejected" ? <Badge tone="red">Rejected</Badge> : null}
        </div>
      </div>
      {s.reviewStatus === "pending" ? (
        <div className="mt-2 flex flex-col gap-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900">
          <p>
            Counts in no total until an admin other than {s.uploadedBy ? s.uploadedBy.name : "its uploader"}{" "}
            approves it.
          </p>
          <ReviewActions source={s} />
        </div>
      ) : null}
      {s.reviewStatus === "rejected" ? (
        <p className="mt-2 break-words rounded-md bg-red-50 p-2 text-xs text-red-800">
          Rejected{s.reviewedAt ? ` ${formatUploadedAt(s.reviewedAt, dates)}` : ""}
          {s.reviewedBy ? ` by ${s.reviewedBy}` : ""}: {s.reviewReason}
        </p>
      ) : null}
      {s.processingStatus === "error" && s.errorMessage ? (
        <p className="mt-2 rounded-md bg-red-50 p-2 text-xs text-red-800">{s.errorMessage}</p>
      ) : null}
      {s.voided ? (
        <p className="mt-2 break-words rounded-md bg-slate-100 p-2 text-xs text-slate-700">
          Voided {formatUploadedAt(s.voided.at, dates)}
          {s.voided.by ? ` by ${s.voided.by}` : ""}: {s.voided.reason}
        </p>
      ) : null}
      <WarningList warnings={s.warnings ?? []} label={`Warnings for ${name}`} className="mt-2" />
      {download || voidable ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {download ? (
            <CanExport>
              <DownloadButton
                path={sourceContentUrl(s.id)}
                fallbackName={s.fileName ?? `upload-${s.id}`}
                size="sm"
                aria-label={`Download ${name}`}
              >
                <Download aria-hidden="true" />
                Download
              </DownloadButton>
            </CanExport>
          ) : null}
          {voidable ? (
            <CanWrite>
              <VoidSourceDialog source={s} afterVoidFocus={heading} />
            </CanWrite>
          ) : null}
        </div>
      ) : null}
      {s.processingStatus === "processed" || voided ? (
        <EvidenceSection sourceId={s.id} name={name} count={s.evidenceCount} />
      ) : null}
    </li>
  );
}
