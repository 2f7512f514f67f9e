import type { BadgeTone, GoalProgressStatus } from "@esg/domain";

const NUMBER = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

export const formatNumber = (n: number) => NUMBER.format(n);

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
