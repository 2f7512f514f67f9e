import type { CarbonAnalysis } from "@esg/domain";
import { AdminOnly } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Spinner } from "../../components/ui/spinner";
import { useDateFormat } from "../../lib/use-date-format";
import { formatPeriod } from "./format";
import { PartialYearNotice } from "./partial-year-notice";
import { ReportingSettingsButton } from "./reporting-settings-button";
import { YearClosingButton } from "./year-closing-button";
import { YearSelect } from "./year-select";
import { closedWithGapsLabel, partialLabel, yearEntry } from "./year-status";

/**
 * The reporting year shown: the selector, the period in words, whether the year is partial,
 * complete or closed, the base year, and the year's actions (close or reopen for admins; reporting settings).
 */
export function ReportingYearBar({
  analysis,
  selectedYear,
  loading,
  onYearChange,
}: {
  analysis: CarbonAnalysis;
  selectedYear: number | null;
  loading: boolean;
  onYearChange: (year: number) => void;
}) {
  const dates = useDateFormat();
  const year = analysis.reportingYear;
  const entry = yearEntry(analysis.availableYears, year);
  const monthsCovered = entry?.monthsCovered ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label="Reporting year and period"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between"
      >
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end">
          {analysis.availableYears.length > 0 || year !== null ? (
            <YearSelect years={analysis.availableYears} value={selectedYear} onChange={onYearChange} />
          ) : null}
          <div className="flex min-w-0 flex-col gap-1.5 pb-0.5">
            <p className="text-sm font-medium text-slate-900">
              {analysis.reportingPeriod
                ? formatPeriod(analysis.reportingPeriod, dates)
                : "No activity data yet"}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {year !== null && analysis.isPartial ? (
                <Badge tone="amber">{partialLabel(monthsCovered)}</Badge>
              ) : null}
              {entry?.closed && entry.complete ? <Badge tone="grey">Closed</Badge> : null}
              {entry?.closed && !entry.complete ? (
                <Badge tone="amber">{closedWithGapsLabel(entry.missingMonths)}</Badge>
              ) : null}
              {year !== null && !analysis.isPartial && !entry?.closed ? (
                <Badge tone="green">Complete</Badge>
              ) : null}
              <span className="text-xs text-slate-500">Base year: {analysis.baseYear ?? "not set"}</span>
              {loading ? <Spinner label="Loading reporting year" className="[&_svg]:size-4" /> : null}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {year !== null ? (
            <AdminOnly>
              <YearClosingButton
                year={year}
                closed={entry?.closed ?? false}
                partialMonths={analysis.isPartial ? monthsCovered : null}
              />
            </AdminOnly>
          ) : null}
          <ReportingSettingsButton />
        </div>
      </section>
      {year !== null && analysis.isPartial ? (
        <PartialYearNotice year={year} monthsCovered={monthsCovered} />
      ) : null}
    </div>
  );
}
