import type { MaterialityCategory } from "@esg/domain";

/** One colour per ESG pillar, shared by the matrix dots, their legend and the list. */
export const CATEGORY_DOT: Record<MaterialityCategory, string> = {
  Environmental: "bg-emerald-600",
  Social: "bg-sky-600",
  Governance: "bg-violet-600",
};
