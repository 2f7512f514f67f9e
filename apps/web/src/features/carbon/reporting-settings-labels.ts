import { type ConsolidationApproach, type GwpBasis, MONTH_NAMES } from "@esg/domain";

/** The month names, January first (one list, in @esg/domain). */
export const MONTHS = MONTH_NAMES;

/** GHG Protocol Corporate Standard ch. 3 names of the organisational boundary approaches. */
export const CONSOLIDATION_LABELS: Record<ConsolidationApproach, string> = {
  operational_control: "Operational control",
  financial_control: "Financial control",
  equity_share: "Equity share",
};

/** The IPCC assessment each GWP basis takes its 100-year values from. */
export const GWP_BASIS_LABELS: Record<GwpBasis, string> = {
  AR5: "IPCC AR5 (2013), as the DESNZ and EPA factors",
  AR6: "IPCC AR6 (2021)",
};
