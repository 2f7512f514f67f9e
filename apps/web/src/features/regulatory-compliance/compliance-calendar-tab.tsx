import {
  dueInWords,
  dueUrgency,
  groupByDueMonth,
  REQUIREMENT_STATUS_LABELS,
  type RegulatoryRequirement,
} from "@esg/domain";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { cn } from "../../lib/cn";
import { useDateFormat } from "../../lib/use-date-format";
import { STATUS_TONES, URGENCY_TEXT } from "./requirement-style";

/** Compliance Calendar (spec part 2 §2): the deadlines month by month, earliest first. */
export function ComplianceCalendarTab({
  requirements,
  today,
}: {
  requirements: RegulatoryRequirement[];
  today: Date;
}) {
  const { formatDate, formatMonth } = useDateFormat();
  const months = groupByDueMonth(requirements);
  if (months.length === 0) return <EmptyState message="No compliance deadlines set" />;
  return (
    <div className="flex flex-col gap-6">
      {months.map(({ month, items }) => (
        <Card key={month} aria-labelledby={`month-${month}`}>
          <CardHeader>
            <CardTitle id={`month-${month}`}>{formatMonth(month)}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-slate-100">
              {items.map((r) => {
                const urgency = dueUrgency(r.dueDate, today);
                const open = r.status !== "completed";
                return (
                  <li key={r.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
                    <time
                      dateTime={r.dueDate}
                      className="w-28 shrink-0 text-sm font-medium text-slate-900 tabular-nums"
                    >
                      {formatDate(r.dueDate)}
                    </time>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-slate-900">{r.requirement}</p>
                      <p className="text-xs text-slate-500">
                        {r.framework ?? "No framework"}
                        {r.assignedTo ? ` · ${r.assignedTo}` : ""}
                      </p>
                    </div>
                    <Badge tone={STATUS_TONES[r.status]}>{REQUIREMENT_STATUS_LABELS[r.status]}</Badge>
                    {open ? (
                      <span className={cn("w-32 text-right text-sm font-medium", URGENCY_TEXT[urgency])}>
                        {dueInWords(r.dueDate, today)}
                      </span>
                    ) : (
                      <span className="w-32" />
                    )}
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
