/** How the Full Assessment screen shows the model's output (spec part 1 §2 "Full Assessment screen"). */
import { humanizeKey } from "../carbon-status";
import { SUB_SCORE_LABELS } from "./labels";

const LABELS: Readonly<Record<string, string>> = SUB_SCORE_LABELS;

/** The name of a sub-score ("renewableEnergy" → "Renewable energy"); unknown keys as words. */
export function subScoreLabel(key: string): string {
  return LABELS[key] ?? humanizeKey(key);
}

export type PeerBadgeTone = "green" | "brand" | "red" | "grey";

/** Spec §2: the peer-comparison badge styles Excellent, Above Average and Below Average; anything else is neutral. */
export function peerComparisonTone(label: string): PeerBadgeTone {
  switch (label) {
    case "Excellent":
      return "green";
    case "Above Average":
      return "brand";
    case "Below Average":
      return "red";
    default:
      return "grey";
  }
}
