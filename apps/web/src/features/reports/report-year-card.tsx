import type { ReportListEntry } from "@esg/domain";
import { NavButton } from "../../components/nav-button";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useRole } from "../../lib/roles";
import { ReportRow } from "./report-row";
import type { XbrlPackageEntry } from "./xbrl-packages";

type YearStatus = { label: string; tone: BadgeTone };

/** How far a reporting year's figures go, in words: a report of a partial year says so too. */
export function yearStatus(
  r: Pick<ReportListEntry, "hasData" | "isPartial" | "closed" | "monthsCovered">,
): YearStatus {
  // Closing a year does not fill its months: a gap stays named.
  if (r.closed && r.monthsCovered !== null && r.monthsCovered !== undefined && r.monthsCovered < 12)
    return { label: `Closed with gaps: ${r.monthsCovered} of 12 months with data`, tone: "amber" };
  if (r.closed) return { label: "Closed", tone: "green" };
  if (!r.hasData) return { label: "No data yet", tone: "grey" };
  if (r.isPartial)
    return { label: `Partial year: ${r.monthsCovered ?? 0} of 12 months with data`, tone: "amber" };
  return { label: "Complete", tone: "green" };
}

/** The reports of one reporting year (or, with `year` null, those not tied to a year). */
export function ReportYearCard({
  year,
  isDefault,
  reports,
  isBusy,
  onDownload,
  packages = [],
  isPackageBusy,
  onDownloadPackage,
}: {
  year: number | null;
  isDefault: boolean;
  reports: readonly ReportListEntry[];
  isBusy: (report: ReportListEntry) => boolean;
  onDownload: (report: ReportListEntry) => void;
  /** The year's Inline XBRL report packages (years with data only). */
  packages?: readonly XbrlPackageEntry[];
  isPackageBusy?: (entry: XbrlPackageEntry) => boolean;
  onDownloadPackage?: (entry: XbrlPackageEntry) => void;
}) {
  const { canWrite } = useRole();
  const first = reports[0];
  const status = year !== null && first ? yearStatus(first) : null;
  const headingId = `reports-${year ?? "undated"}`;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="flex flex-row flex-wrap items-center gap-2">
        <CardTitle id={headingId}>
          {year === null ? "Not tied to a year" : `Reporting year ${year}`}
        </CardTitle>
        {status ? <Badge tone={status.tone}>{status.label}</Badge> : null}
        {isDefault ? <Badge tone="brand">Shown on the dashboard</Badge> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {year !== null && first && !first.hasData ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p className="min-w-0 flex-1">
              No emissions data has been recorded for {year} yet. These reports say so until you upload it.
            </p>
            {canWrite ? (
              <NavButton to="/data-ingestion" size="sm">
                Upload data
              </NavButton>
            ) : null}
          </div>
        ) : null}
        <ul className="divide-y divide-slate-100">
          {reports.map((r) => (
            <ReportRow
              key={`${r.type}-${r.year}`}
              report={r}
              busy={isBusy(r)}
              onDownload={() => onDownload(r)}
            />
          ))}
        </ul>
        {packages.length > 0 ? (
          <section aria-labelledby={`${headingId}-xbrl`} className="flex flex-col gap-2">
            <h3 id={`${headingId}-xbrl`} className="text-sm font-semibold text-slate-900">
              Digital disclosure (Inline XBRL)
            </h3>
            <p className="text-xs text-slate-500">
              Tagged report packages for regulators' tools, validated against the ESRS and VSME taxonomies.
            </p>
            <ul className="divide-y divide-slate-100">
              {packages.map((p) => (
                <ReportRow
                  key={p.key}
                  report={p}
                  busy={isPackageBusy?.(p) ?? false}
                  onDownload={() => onDownloadPackage?.(p)}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
