import type { RiskCategory, RiskLevel } from "@esg/domain";

/** Level badges: Critical red, High orange, Medium amber, Low green. */
export const LEVEL_BADGE: Record<RiskLevel, string> = {
  Critical: "bg-red-100 text-red-800 ring-red-600/20",
  High: "bg-orange-100 text-orange-800 ring-orange-600/20",
  Medium: "bg-amber-100 text-amber-800 ring-amber-600/20",
  Low: "bg-green-100 text-green-800 ring-green-600/20",
};

/** Matrix cells, coloured by the level of the cell's probability x impact. */
export const LEVEL_CELL: Record<RiskLevel, string> = {
  Critical: "bg-red-500 text-white",
  High: "bg-orange-400 text-slate-900",
  Medium: "bg-amber-200 text-slate-900",
  Low: "bg-green-200 text-slate-900",
};

export const CATEGORY_DESCRIPTIONS: Record<RiskCategory, string> = {
  Climate: "Physical and transition risks",
  Social: "Workforce, communities and supply chain",
  Governance: "Ethics, oversight and controls",
  Operational: "Continuity, assets and systems",
};
