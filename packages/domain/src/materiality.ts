import { z } from "zod";
import { idSchema } from "./ids";
import type { BadgeTone } from "./supplier";

/** Materiality Assessment Matrix (spec part 2 §2, §3, §5, §9). */

export const MATERIALITY_CATEGORIES = ["Environmental", "Social", "Governance"] as const;
export const materialityCategorySchema = z.enum(MATERIALITY_CATEGORIES, {
  error: "Choose Environmental, Social or Governance",
});
export type MaterialityCategory = z.infer<typeof materialityCategorySchema>;

export const MATERIALITY_SCORE_MIN = 1;
export const MATERIALITY_SCORE_MAX = 5;

/** Spec §5: the fixed options of the impact and concern selects. */
export const MATERIALITY_SCORE_LABELS = {
  1: "Very Low",
  2: "Low",
  3: "Medium",
  4: "High",
  5: "Very High",
} as const;
export type MaterialityScore = keyof typeof MATERIALITY_SCORE_LABELS;
export const MATERIALITY_SCORES = [1, 2, 3, 4, 5] as const satisfies readonly MaterialityScore[];

export const MATERIALITY_LEVELS = ["Critical", "High", "Medium", "Low"] as const;
export const materialityLevelSchema = z.enum(MATERIALITY_LEVELS);
export type MaterialityLevel = z.infer<typeof materialityLevelSchema>;

export const MATERIALITY_TOPIC_MAX_LENGTH = 120;
export const MATERIALITY_DESCRIPTION_MAX_LENGTH = 2000;

function scoreSchema(name: string) {
  return z
    .number({ error: `${name} must be a whole number from 1 to 5` })
    .int(`${name} must be a whole number from 1 to 5`)
    .min(MATERIALITY_SCORE_MIN, `${name} must be between 1 and 5`)
    .max(MATERIALITY_SCORE_MAX, `${name} must be between 1 and 5`);
}

/**
 * Body of POST /api/materiality and PUT /api/materiality/{id} (spec §7), and the Add/Edit Topic form.
 * The materiality level is never taken from the client: unknown keys are dropped and the server computes it.
 */
export const materialityTopicInputSchema = z.object({
  topic: z
    .string({ error: "Topic name is required" })
    .trim()
    .min(1, "Topic name is required")
    .max(
      MATERIALITY_TOPIC_MAX_LENGTH,
      `Topic name must be at most ${MATERIALITY_TOPIC_MAX_LENGTH} characters`,
    ),
  category: materialityCategorySchema,
  businessImpact: scoreSchema("Business impact"),
  stakeholderConcern: scoreSchema("Stakeholder concern"),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(
      MATERIALITY_DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${MATERIALITY_DESCRIPTION_MAX_LENGTH} characters`,
    )
    .default(""),
});
export type MaterialityTopicInput = z.input<typeof materialityTopicInputSchema>;
export type MaterialityTopicValues = z.output<typeof materialityTopicInputSchema>;

export const materialityTopicUpdateSchema = materialityTopicInputSchema.extend({
  id: idSchema,
});
export type MaterialityTopicUpdate = z.input<typeof materialityTopicUpdateSchema>;

/** A topic as the API returns it; `materialityLevel` is the stored, server-computed level. */
export const materialityTopicSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  topic: z.string(),
  category: materialityCategorySchema,
  businessImpact: z.number().int(),
  stakeholderConcern: z.number().int(),
  description: z.string(),
  materialityLevel: materialityLevelSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaterialityTopic = z.infer<typeof materialityTopicSchema>;

/** Spec §9: the level from the average of impact and concern — ≥4.5 Critical, ≥3.5 High, ≥2.5 Medium, else Low. */
export function materialityLevel(businessImpact: number, stakeholderConcern: number): MaterialityLevel {
  const average = (businessImpact + stakeholderConcern) / 2;
  if (average >= 4.5) return "Critical";
  if (average >= 3.5) return "High";
  if (average >= 2.5) return "Medium";
  return "Low";
}

/** Spec §9: a score's offset on its matrix axis, (value - 1) x 20 percent (1 → 0%, 5 → 80%). */
export function matrixPositionPercent(value: number): number {
  return (value - 1) * 20;
}

/** Spec §2: the sort key of the topic list. */
export function materialitySum(t: { businessImpact: number; stakeholderConcern: number }): number {
  return t.businessImpact + t.stakeholderConcern;
}

/**
 * Spec §2: the topic list, sorted by the sum of the two scores, highest first. Ties keep a stable order:
 * higher business impact first, then topic name.
 */
export function sortTopicsBySum<
  T extends { businessImpact: number; stakeholderConcern: number; topic: string },
>(topics: readonly T[]): T[] {
  return [...topics].sort(
    (a, b) =>
      materialitySum(b) - materialitySum(a) ||
      b.businessImpact - a.businessImpact ||
      a.topic.localeCompare(b.topic),
  );
}

/** Badge colour of a level: the hotter the level, the warmer the colour. */
export function materialityLevelTone(level: MaterialityLevel): BadgeTone {
  switch (level) {
    case "Critical":
      return "red";
    case "High":
      return "amber";
    case "Medium":
      return "grey";
    case "Low":
      return "green";
  }
}

/** "4 (High)": a score with its select label. */
export function materialityScoreLabel(value: number): string {
  const label = MATERIALITY_SCORE_LABELS[value as MaterialityScore];
  return label ? `${value} (${label})` : String(value);
}
