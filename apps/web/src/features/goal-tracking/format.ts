import type { BadgeTone, GoalProgressStatus } from "@esg/domain";

const NUMBER = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

export const formatNumber = (n: number) => NUMBER.format(n);

/** A stored ISO timestamp as "5 Aug 2025"; the raw text when it does not parse. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE.format(d);
}

export const PROGRESS_STATUS_TONE: Record<GoalProgressStatus, BadgeTone | "brand"> = {
  not_started: "grey",
  needs_attention: "amber",
  on_track: "brand",
  achieved: "green",
};

export const PROGRESS_STATUS_BAR: Record<GoalProgressStatus, string> = {
  not_started: "bg-slate-400",
  needs_attention: "bg-amber-500",
  on_track: "bg-brand-600",
  achieved: "bg-green-600",
};
