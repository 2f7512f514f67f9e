import {
  BOARD_STATUS_LABELS,
  type BoardReport,
  boardReportAction,
  boardTemplate,
  contentSections,
} from "@esg/domain";
import { CheckCircle2, Send } from "lucide-react";
import { useId } from "react";
import { CanWrite } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { useRole } from "../../lib/roles";
import { useDateFormat } from "../../lib/use-date-format";
import { REPORT_TYPE_LABELS, STATUS_TONE } from "./format";
import type { useReportStatus } from "./use-board-mutations";

/** One report on the Reports tab, with 'Submit for Review' (draft) or 'Approve' (review). */
export function ReportCard({
  report,
  status,
}: {
  report: BoardReport;
  status: ReturnType<typeof useReportStatus>;
}) {
  const { formatDate } = useDateFormat();
  const headingId = useId();
  // Submitting and approving change the report: admins and editors only; other roles see the
  // action disabled with the reason, and a click cannot move the report.
  const { canWrite } = useRole();
  const action = boardReportAction(report.status);
  const busy = status.pendingId === report.id;
  const summary = contentSections(report.content);
  const metrics = contentSections(report.keyMetrics);
  const recommendations = contentSections(report.recommendations);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="font-semibold break-words text-slate-900">
              {report.title}
            </h3>
            <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
              <Badge tone={STATUS_TONE[report.status]}>{BOARD_STATUS_LABELS[report.status]}</Badge>
              <Badge tone="outline">{REPORT_TYPE_LABELS[report.reportType] ?? report.reportType}</Badge>
              <Badge tone="outline">{report.reportingPeriod}</Badge>
              <Badge tone="outline">{boardTemplate(report.template)?.name ?? report.template}</Badge>
            </div>
            <p className="mt-2 text-xs text-slate-500">
              Created {formatDate(report.createdAt)}
              {report.approvedBy
                ? ` · Approved by ${report.approvedBy} on ${formatDate(report.approvalDate)}`
                : ""}
              {report.publishedAt ? ` · Published ${formatDate(report.publishedAt)}` : ""}
            </p>
          </div>
          {action ? (
            <div className="flex flex-col items-end gap-1">
              <CanWrite>
                <Button
                  size="sm"
                  variant={action.next === "approved" ? "default" : "outline"}
                  disabled={busy}
                  aria-busy={busy}
                  onClick={() => {
                    if (canWrite) void status.move(report.id, action.next);
                  }}
                >
                  {action.next === "approved" ? (
                    <CheckCircle2 aria-hidden="true" />
                  ) : (
                    <Send aria-hidden="true" />
                  )}
                  {action.label}
                </Button>
              </CanWrite>
              {status.failedId === report.id ? (
                <p className="text-xs text-red-700">The status could not be changed.</p>
              ) : null}
            </div>
          ) : null}
        </div>
        {summary.length + metrics.length + recommendations.length > 0 ? (
          <div className="mt-3 grid gap-3 text-sm md:grid-cols-3">
            <Entries title="Content" entries={summary} />
            <Entries title="Key Metrics" entries={metrics} />
            <Entries title="Recommendations" entries={recommendations} />
          </div>
        ) : null}
      </article>
    </li>
  );
}

const MAX_ENTRIES = 6;

function Entries({ title, entries }: { title: string; entries: { title: string; body: string }[] }) {
  if (entries.length === 0) return null;
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <dl className="mt-1 flex flex-col gap-1">
        {entries.slice(0, MAX_ENTRIES).map((e) => (
          <div key={e.title} className="min-w-0">
            <dt className="inline font-medium text-slate-800">{e.title}: </dt>
            <dd className="inline break-words text-slate-600">{e.body}</dd>
          </div>
        ))}
      </dl>
      {entries.length > MAX_ENTRIES ? (
        <p className="mt-1 text-xs text-slate-500">and {entries.length - MAX_ENTRIES} more</p>
      ) : null}
    </div>
  );
}
