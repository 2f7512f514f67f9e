import type { ReportListEntry } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { ModulePage } from "../../components/layout/module-page";
import { NavButton } from "../../components/nav-button";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { useReportDownload } from "../../components/use-report-download";
import { useCurrentUser } from "../../lib/auth";
import { useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { ReportYearCard } from "./report-year-card";
import { xbrlPackagesOf } from "./xbrl-packages";

const keyOf = (r: ReportListEntry) => `${r.id}-${r.year ?? "undated"}`;

/** The list's entries by reporting year, newest first; the reports without a year last. */
function byYear(reports: readonly ReportListEntry[]): [number | null, ReportListEntry[]][] {
  const groups = new Map<number | null, ReportListEntry[]>();
  for (const r of reports) groups.set(r.year, [...(groups.get(r.year) ?? []), r]);
  return [...groups.entries()].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b - a));
}

/** Every report the platform generates, for every reporting year with data, built from live data on download. */
export function ReportsPage() {
  const trpc = useTRPC();
  const list = useQuery(trpc.reports.list.queryOptions());
  const download = useReportDownload();
  const { role, canExport, canWrite } = useRole();
  const companyName = useCurrentUser().data?.company.name ?? "Company";

  return (
    <ModulePage
      title="Reports"
      subtitle="ESRS E1, IFRS S2, GRI 305 and supplier risk reports, and ESRS E1 / VSME B3 Inline XBRL packages, generated from your data each time you download."
    >
      {list.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading reports" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load reports
        </p>
      ) : list.data.reports.length === 0 ? (
        <EmptyState
          message="No reports are available yet. Upload your first activity data to build them."
          action={canWrite ? <NavButton to="/data-ingestion">Upload data</NavButton> : undefined}
        />
      ) : (
        <div className="flex flex-col gap-6">
          {role && !canExport ? (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
              You can see which reports exist; admins, editors and auditors can download them.
            </p>
          ) : null}
          {byYear(list.data.reports).map(([year, reports]) => (
            <ReportYearCard
              key={year ?? "undated"}
              year={year}
              isDefault={year !== null && year === list.data.defaultYear}
              reports={reports}
              isBusy={(r) => download.isBusy(keyOf(r))}
              onDownload={(r) =>
                download.start({ key: keyOf(r), path: r.downloadPath, filename: r.filename })
              }
              packages={year !== null && reports[0]?.hasData ? xbrlPackagesOf(year, companyName) : []}
              isPackageBusy={(p) => download.isBusy(p.key)}
              onDownloadPackage={(p) => download.start({ key: p.key, path: p.path, filename: p.filename })}
            />
          ))}
        </div>
      )}
    </ModulePage>
  );
}
