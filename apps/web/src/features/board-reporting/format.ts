import type { BoardReportStatus, CalendarStatus, DeadlineTone } from "@esg/domain";

export const REPORT_TYPE_LABELS: Record<string, string> = {
  quarterly: "Quarterly",
  annual: "Annual",
  special: "Special",
};

export const STATUS_TONE: Record<BoardReportStatus, "grey" | "amber" | "green" | "brand"> = {
  draft: "grey",
  review: "amber",
  approved: "green",
  published: "brand",
};

export const CALENDAR_STATUS_TONE: Record<CalendarStatus, "green" | "amber" | "grey"> = {
  completed: "green",
  in_progress: "amber",
  planned: "grey",
};

/** Spec part 2 §4: past red, within 30 days orange. */
export const DEADLINE_CLASSES: Record<DeadlineTone, string> = {
  red: "border-red-200 bg-red-50 text-red-700",
  orange: "border-orange-200 bg-orange-50 text-orange-700",
  neutral: "border-slate-200 bg-slate-50 text-slate-700",
};

export const METRIC_TONE_CLASSES = {
  green: "text-green-700",
  amber: "text-amber-700",
  red: "text-red-700",
  grey: "text-slate-900",
} as const;
