import { z } from "zod";

export const riskTierSchema = z.enum(["high", "medium", "low"]);
export type RiskTier = z.infer<typeof riskTierSchema>;

/** Supplier as listed on the dashboard heatmap (spec part 1 §3). */
export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  riskTier: z.string(),
  disclosureScore: z.number(),
  responded: z.boolean(),
  country: z.string().nullable(),
  category: z.string().nullable(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export type BadgeTone = "red" | "amber" | "green" | "grey";

/** Spec §4: high red, medium amber, low green, anything else grey; compared case-insensitively. */
export function riskTierTone(tier: string | null | undefined): BadgeTone {
  switch ((tier ?? "").trim().toLowerCase()) {
    case "high":
      return "red";
    case "medium":
      return "amber";
    case "low":
      return "green";
    default:
      return "grey";
  }
}

/** Spec §4: 'Responded' when responded is true, otherwise 'Pending'. */
export function responseStatusLabel(responded: boolean): "Responded" | "Pending" {
  return responded ? "Responded" : "Pending";
}

/** Spec §2: the disclosure score is shown as 'n/100'. */
export function formatDisclosureScore(score: number): string {
  return `${Math.round(score)}/100`;
}
