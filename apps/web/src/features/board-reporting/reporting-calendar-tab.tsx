import { boardCalendarSample, CALENDAR_STATUS_LABELS, deadlineStatus, localIsoDate } from "@esg/domain";
import { CalendarDays } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { useDateFormat } from "../../lib/use-date-format";
import { CALENDAR_STATUS_TONE, DEADLINE_CLASSES } from "./format";

/**
 * Reporting Calendar (spec part 2 §2, §4): static sample deadlines. Past ones are red with 'N days overdue',
 * those within 30 days orange; the others read 'Due today' or 'N days left'.
 */
export function ReportingCalendarTab({ today = localIsoDate(new Date()) }: { today?: string }) {
  const items = boardCalendarSample(today);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">Sample governance deadlines for the reporting year.</p>
      <ul aria-label="Reporting deadlines" className="flex flex-col gap-3">
        {items.map((item) => (
          <CalendarRow key={item.title} item={item} today={today} />
        ))}
      </ul>
    </div>
  );
}

function CalendarRow({
  item,
  today,
}: {
  item: ReturnType<typeof boardCalendarSample>[number];
  today: string;
}) {
  const { formatDate } = useDateFormat();
  const headingId = useId();
  const due = deadlineStatus(item.dueDate, today);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-tone={due.tone}
        className={cn(
          "flex flex-wrap items-center gap-4 rounded-xl border bg-white p-4 shadow-sm",
          DEADLINE_CLASSES[due.tone],
        )}
      >
        <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {item.title}
          </h3>
          <p className="text-sm text-slate-600">{item.description}</p>
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <Badge tone={CALENDAR_STATUS_TONE[item.status]}>{CALENDAR_STATUS_LABELS[item.status]}</Badge>
          <p className="text-sm text-slate-700">{formatDate(item.dueDate)}</p>
          <p className="text-sm font-semibold">{due.label}</p>
        </div>
      </article>
    </li>
  );
}
