import { type ConsolidationApproach, MONTH_NAMES } from "@esg/domain";

/** The month names, January first (one list, in @esg/domain). */
export const MONTHS = MONTH_NAMES;

/** GHG Protocol Corporate Standard ch. 3 names of the organisational boundary approaches. */
export const CONSOLIDATION_LABELS: Record<ConsolidationApproach, string> = {
  operational_control: "Operational control",
  financial_control: "Financial control",
  equity_share: "Equity share",
};
