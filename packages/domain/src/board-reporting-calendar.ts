/** Spec part 2 §4, §9: the Reporting Calendar of the Board Reporting screen (static sample deadlines). */

export const CALENDAR_WARNING_DAYS = 30;

export const CALENDAR_STATUSES = ["completed", "in_progress", "planned"] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

export type DeadlineTone = "red" | "orange" | "neutral";

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of an instant in the viewer's time zone. */
export function localIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** Whole days from `today` to `due`, both YYYY-MM-DD (negative when the due date has passed). */
export function daysUntil(due: string, today: string): number {
  return Math.round(
    (Date.parse(`${due.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/**
 * Spec part 2 §4: a past deadline is red with 'N days overdue'; one within 30 days is orange; the text is
 * otherwise 'Due today' or 'N days left'.
 */
export function deadlineStatus(
  due: string,
  today: string,
): { days: number; tone: DeadlineTone; label: string } {
  const days = daysUntil(due, today);
  if (days < 0) return { days, tone: "red", label: `${plural(-days, "day")} overdue` };
  const tone: DeadlineTone = days <= CALENDAR_WARNING_DAYS ? "orange" : "neutral";
  return { days, tone, label: days === 0 ? "Due today" : `${plural(days, "day")} left` };
}

export type CalendarItem = {
  title: string;
  description: string;
  dueDate: string;
  status: CalendarStatus;
};

/**
 * The static sample deadlines, placed relative to today so every colour of the rule stays visible in the demo:
 * one overdue, two inside the 30-day window, the rest further out.
 */
const SAMPLE: readonly (Omit<CalendarItem, "dueDate"> & { offsetDays: number })[] = [
  {
    title: "Quarterly ESG Board Pack",
    description: "Board paper on the quarter's ESG performance, for the main board meeting.",
    offsetDays: -4,
    status: "in_progress",
  },
  {
    title: "Audit Committee: ESG Data Controls Review",
    description: "Internal audit findings on emissions and workforce data controls.",
    offsetDays: 12,
    status: "completed",
  },
  {
    title: "Sustainability Committee Meeting",
    description: "Climate transition plan progress and supplier engagement update.",
    offsetDays: 21,
    status: "in_progress",
  },
  {
    title: "CSRD Sustainability Statement Sign-off",
    description: "Board approval of the ESRS sustainability statement before limited assurance.",
    offsetDays: 45,
    status: "planned",
  },
  {
    title: "Annual Report: ESG Section Approval",
    description: "Approval of the strategic report's climate (TCFD / ISSB S2) and ESG disclosures.",
    offsetDays: 90,
    status: "planned",
  },
  {
    title: "AGM Shareholder ESG Briefing",
    description: "ESG questions and voting guidance ahead of the annual general meeting.",
    offsetDays: 150,
    status: "planned",
  },
];

/** The sample deadlines dated from `today` (YYYY-MM-DD), soonest first. */
export function boardCalendarSample(today: string): CalendarItem[] {
  const base = Date.parse(`${today}T00:00:00Z`);
  return SAMPLE.map(({ offsetDays, ...item }) => ({
    ...item,
    dueDate: new Date(base + offsetDays * DAY_MS).toISOString().slice(0, 10),
  }));
}

export const CALENDAR_STATUS_LABELS: Record<CalendarStatus, string> = {
  completed: "Completed",
  in_progress: "In Progress",
  planned: "Planned",
};
