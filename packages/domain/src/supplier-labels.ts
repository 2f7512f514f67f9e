/**
 * How a supplier's tier, response and score are shown, apart from the schemas in ./supplier.ts (which re-exports
 * them): the dashboard's supplier table shows them without loading zod or the form-field rules.
 */
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
