import { z } from "zod";

/**
 * A net-zero target the company set itself: a goal whose title says "net zero" (or "net-zero", "netzero"),
 * with its target year. The platform states no net-zero year of its own: without such a goal there is none.
 */
export const netZeroTargetSchema = z.object({
  goalId: z.number().int(),
  title: z.string(),
  targetYear: z.number().int(),
});
export type NetZeroTarget = z.infer<typeof netZeroTargetSchema>;

const NET_ZERO = /\bnet[\s-]?zero\b/i;

/** The earliest-dated net-zero goal (the nearest commitment); null when no goal says net zero. */
export function netZeroTarget(
  goals: readonly { id: number; title: string; targetYear: number }[],
): NetZeroTarget | null {
  let found: NetZeroTarget | null = null;
  for (const g of goals) {
    if (!NET_ZERO.test(g.title)) continue;
    if (
      found === null ||
      g.targetYear < found.targetYear ||
      (g.targetYear === found.targetYear && g.id < found.goalId)
    ) {
      found = { goalId: g.id, title: g.title, targetYear: g.targetYear };
    }
  }
  return found;
}
