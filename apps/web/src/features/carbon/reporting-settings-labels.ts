import type { ConsolidationApproach } from "@esg/domain";

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** GHG Protocol Corporate Standard ch. 3 names of the organisational boundary approaches. */
export const CONSOLIDATION_LABELS: Record<ConsolidationApproach, string> = {
  operational_control: "Operational control",
  financial_control: "Financial control",
  equity_share: "Equity share",
};
