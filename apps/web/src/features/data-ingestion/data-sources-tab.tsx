import { CARBON_SOURCE_TYPE_LABELS, type CarbonDataSource, type CarbonSourceType } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { useTRPC } from "../../lib/trpc";
import { formatKg, formatUploadedAt } from "./format";

const STATUS_TONE: Record<CarbonDataSource["processingStatus"], BadgeTone> = {
  processed: "green",
  error: "red",
  pending: "amber",
};

/** Spec part 2 §2 "Data Sources": every upload with its type, status and (on error) the reason. */
export function DataSourcesTab() {
  const trpc = useTRPC();
  const sources = useQuery(trpc.carbon.sources.queryOptions());
  if (sources.isPending) return <Spinner label="Loading data sources" />;
  if (sources.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load data sources
      </p>
    );
  }
  if (sources.data.length === 0) return <EmptyState message="No data sources uploaded yet" />;
  return (
    <ul aria-label="Data sources" className="flex flex-col gap-3">
      {sources.data.map((s) => (
        <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 items-start gap-3">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
              <div className="min-w-0">
                <h3 className="truncate font-medium text-slate-900">{s.fileName ?? `Upload #${s.id}`}</h3>
                <p className="text-xs text-slate-500">
                  {CARBON_SOURCE_TYPE_LABELS[s.sourceType as CarbonSourceType] ?? s.sourceType} · uploaded{" "}
                  {formatUploadedAt(s.uploadedAt)}
                </p>
              </div>
            </div>
            <div className="flex items-center gap-3 text-sm">
              {s.processingStatus === "processed" ? (
                <span className="tabular-nums text-slate-600">
                  {s.activityCount} {s.activityCount === 1 ? "activity" : "activities"} ·{" "}
                  {formatKg(s.totalEmissions)} kg CO2e
                </span>
              ) : null}
              <Badge tone={STATUS_TONE[s.processingStatus]}>{s.processingStatus}</Badge>
            </div>
          </div>
          {s.processingStatus === "error" && s.errorMessage ? (
            <p className="mt-2 rounded-md bg-red-50 p-2 text-xs text-red-800">{s.errorMessage}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
