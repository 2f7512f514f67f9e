import {
  type CarbonIngestResult,
  countOf,
  formatKgAsTonnes,
  PENDING_REVIEW_NOTE,
  rowsWithDerived,
} from "@esg/domain";
import { CheckCircle2 } from "lucide-react";
import { PartialYearsNote } from "./partial-years-note";
import { WarningList } from "./warning-list";

/**
 * What the last upload stored: the count and kg CO2e by scope with market-based Scope 2, the
 * category 3 activities derived from its energy rows, the partial years it touched and the engine's warnings.
 */
export function UploadResult({ result }: { result: CarbonIngestResult }) {
  const s = result.summary;
  return (
    <section
      aria-label="Upload result"
      className="flex flex-col gap-3 rounded-lg border border-green-200 bg-green-50/60 p-3 text-sm text-slate-800"
    >
      <p className="flex items-start gap-2 font-medium text-green-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Processed {rowsWithDerived(result.emissionsProcessed, result.derivedActivities ?? 0)} totaling{" "}
          {formatKgAsTonnes(result.totalEmissions)} (upload #{result.dataSourceId})
        </span>
      </p>
      {result.reviewStatus === "pending" ? (
        <p className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-900">
          Waiting for review. {PENDING_REVIEW_NOTE}
        </p>
      ) : null}
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-xs">
        <dt className="text-slate-600">Scope 1</dt>
        <dd className="tabular-nums">{formatKgAsTonnes(s.scope1)}</dd>
        <dt className="text-slate-600">Scope 2</dt>
        <dd className="tabular-nums">
          {formatKgAsTonnes(s.scope2)} location-based
          {result.scope2MarketBased !== undefined
            ? ` · ${formatKgAsTonnes(result.scope2MarketBased)} market-based`
            : ""}
        </dd>
        <dt className="text-slate-600">Scope 3</dt>
        <dd className="tabular-nums">{formatKgAsTonnes(s.scope3)}</dd>
        {result.derivedActivities !== undefined ? (
          <>
            <dt className="text-slate-600">Category 3 derived</dt>
            <dd>
              {countOf(result.derivedActivities, "upstream row")} (well-to-tank and transmission and
              distribution losses) derived from the energy rows, so the upload holds{" "}
              {countOf(result.emissionsProcessed + result.derivedActivities, "activity", "activities")}
            </dd>
          </>
        ) : null}
      </dl>
      <PartialYearsNote years={result.partialYears ?? []} />
      <WarningList warnings={result.warnings} label="Upload warnings" />
    </section>
  );
}
