import type { DueUrgency, RequirementStatus } from "@esg/domain";
import type { BadgeTone } from "../../components/ui/badge";

export const STATUS_TONES: Record<RequirementStatus, BadgeTone | "brand"> = {
  pending: "grey",
  in_progress: "amber",
  completed: "green",
  overdue: "red",
};

/** Urgency colours: overdue red, urgent orange, approaching amber, future green, none grey. */
export const URGENCY_CLASSES: Record<DueUrgency, string> = {
  overdue: "bg-red-100 text-red-800 ring-red-600/20",
  urgent: "bg-orange-100 text-orange-800 ring-orange-600/20",
  approaching: "bg-amber-100 text-amber-800 ring-amber-600/20",
  future: "bg-green-100 text-green-800 ring-green-600/20",
  none: "bg-slate-100 text-slate-700 ring-slate-500/20",
};

/** The text colour of a deadline's distance: past red, within 30 days orange, otherwise grey. */
export const URGENCY_TEXT: Record<DueUrgency, string> = {
  overdue: "text-red-700",
  urgent: "text-orange-700",
  approaching: "text-slate-600",
  future: "text-slate-600",
  none: "text-slate-600",
};
