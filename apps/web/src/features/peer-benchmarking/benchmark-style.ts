import type { BenchmarkCategory, PercentileTone } from "@esg/domain";

export const PERCENTILE_BAR: Record<PercentileTone, string> = {
  green: "bg-green-500",
  brand: "bg-brand-600",
  amber: "bg-amber-500",
  red: "bg-red-500",
};

export const CATEGORY_TONE: Record<BenchmarkCategory, "green" | "brand" | "amber" | "grey"> = {
  Environmental: "green",
  Social: "brand",
  Governance: "amber",
  Other: "grey",
};

/** Figures as typed: up to two decimals, thousands separated. */
export function formatNumber(n: number): string {
  return n.toLocaleString("en-GB", { maximumFractionDigits: 2 });
}
