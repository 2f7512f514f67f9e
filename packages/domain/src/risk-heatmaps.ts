import { z } from "zod";
import { optionalText } from "./form-fields";
import { idSchema } from "./ids";

/** ESG Risk Heat Maps (spec part 2 §2-§9): schemas, the level calculator, the matrix and the groupings. */

export const RISK_CATEGORIES = ["Climate", "Social", "Governance", "Operational"] as const;
export const riskCategorySchema = z.enum(RISK_CATEGORIES, {
  error: `Category must be one of ${RISK_CATEGORIES.join(", ")}`,
});
export type RiskCategory = z.infer<typeof riskCategorySchema>;

/** Lowest to highest. */
export const RISK_LEVELS = ["Low", "Medium", "High", "Critical"] as const;
export const riskLevelSchema = z.enum(RISK_LEVELS, {
  error: `Risk level must be one of ${RISK_LEVELS.join(", ")}`,
});
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const RISK_STATUSES = ["active", "mitigated"] as const;
export const riskStatusSchema = z.enum(RISK_STATUSES, {
  error: `Status must be one of ${RISK_STATUSES.join(", ")}`,
});
export type RiskStatus = z.infer<typeof riskStatusSchema>;

/** Spec §9: the matrix is 5x5; probability and impact default to 3. */
export const RISK_SCALE = [1, 2, 3, 4, 5] as const;
export const RISK_SCALE_MAX = 5;
export const DEFAULT_RISK_PROBABILITY = 3;
export const DEFAULT_RISK_IMPACT = 3;

/** Words for the 1-5 scales (the usual ISO 31000-style likelihood and consequence wording). */
export const PROBABILITY_LABELS: Record<number, string> = {
  1: "Rare",
  2: "Unlikely",
  3: "Possible",
  4: "Likely",
  5: "Almost certain",
};
export const IMPACT_LABELS: Record<number, string> = {
  1: "Negligible",
  2: "Minor",
  3: "Moderate",
  4: "Major",
  5: "Severe",
};

/** Spec §9: thresholds of probability x impact. */
export const RISK_LEVEL_THRESHOLDS = { Critical: 20, High: 12, Medium: 6 } as const;

export function riskScore(probability: number, impact: number): number {
  return probability * impact;
}

/** Spec §9: 20 or more Critical, 12 or more High, 6 or more Medium, otherwise Low. */
export function riskLevelForScore(score: number): RiskLevel {
  if (score >= RISK_LEVEL_THRESHOLDS.Critical) return "Critical";
  if (score >= RISK_LEVEL_THRESHOLDS.High) return "High";
  if (score >= RISK_LEVEL_THRESHOLDS.Medium) return "Medium";
  return "Low";
}

/** Spec §9: risk level from probability x impact. */
export function riskLevel(probability: number, impact: number): RiskLevel {
  return riskLevelForScore(riskScore(probability, impact));
}

export const riskAssessmentSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  riskCategory: riskCategorySchema,
  riskType: z.string(),
  description: z.string(),
  geography: z.string().nullable(),
  businessUnit: z.string().nullable(),
  probability: z.number().int(),
  impact: z.number().int(),
  riskLevel: riskLevelSchema,
  mitigationStrategy: z.string().nullable(),
  owner: z.string().nullable(),
  status: riskStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RiskAssessment = z.infer<typeof riskAssessmentSchema>;

export const RISK_TYPE_MAX = 120;
export const RISK_DESCRIPTION_MAX = 4000;
export const RISK_PLACE_MAX = 120;
export const RISK_MITIGATION_MAX = 4000;
export const RISK_OWNER_MAX = 120;

function scaleSchema(label: string, fallback: number) {
  return z
    .number({ error: `${label} must be a number from 1 to 5` })
    .int(`${label} must be a whole number from 1 to 5`)
    .min(1, `${label} must be from 1 to 5`)
    .max(RISK_SCALE_MAX, `${label} must be from 1 to 5`)
    .default(fallback);
}

/**
 * POST /api/risk-assessments and the Add Risk form (spec §5, §7): risk type and description required;
 * geography, business unit, mitigation and owner optional. `riskLevel` may be sent (the spec's client
 * computes it) but the server stores the level computed from probability x impact.
 */
export const createRiskInputSchema = z.object({
  riskCategory: riskCategorySchema.default("Climate"),
  riskType: z
    .string({ error: "Risk type is required" })
    .trim()
    .min(1, "Risk type is required")
    .max(RISK_TYPE_MAX, `Risk type must be at most ${RISK_TYPE_MAX} characters`),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(RISK_DESCRIPTION_MAX, `Description must be at most ${RISK_DESCRIPTION_MAX} characters`),
  geography: optionalText("Geography", RISK_PLACE_MAX),
  businessUnit: optionalText("Business unit", RISK_PLACE_MAX),
  probability: scaleSchema("Probability", DEFAULT_RISK_PROBABILITY),
  impact: scaleSchema("Impact", DEFAULT_RISK_IMPACT),
  mitigationStrategy: optionalText("Mitigation strategy", RISK_MITIGATION_MAX),
  owner: optionalText("Owner", RISK_OWNER_MAX),
  riskLevel: riskLevelSchema.optional(),
});
export type CreateRiskInput = z.input<typeof createRiskInputSchema>;
export type CreateRiskData = z.output<typeof createRiskInputSchema>;

/** PUT /api/risk-assessments/{id}/status. */
export const updateRiskStatusInputSchema = z.object({ id: idSchema, status: riskStatusSchema });
export type UpdateRiskStatusInput = z.input<typeof updateRiskStatusInputSchema>;

export type RiskStatusChange = { ok: true; status: RiskStatus } | { ok: false; reason: string };

/** Spec §4: a risk goes from active to mitigated (Mark as Mitigated), and nowhere else. */
export function applyRiskStatusChange(current: RiskStatus, requested: RiskStatus): RiskStatusChange {
  if (current === "active" && requested === "mitigated") return { ok: true, status: "mitigated" };
  if (current === "mitigated") return { ok: false, reason: "This risk is already mitigated" };
  return { ok: false, reason: "An active risk can only be marked as mitigated" };
}

/** Spec §4: Mark as Mitigated is shown only for active risks. */
export function canMarkRiskMitigated(r: { status: RiskStatus }): boolean {
  return r.status === "active";
}

type Scored = { probability: number; impact: number };

/** Counts per cell: `matrix[probability - 1][impact - 1]`. Values outside 1-5 are left out. */
export function riskMatrixCounts(risks: readonly Scored[]): number[][] {
  const matrix = RISK_SCALE.map(() => RISK_SCALE.map(() => 0));
  for (const r of risks) {
    const row = matrix[r.probability - 1];
    if (row && r.impact >= 1 && r.impact <= RISK_SCALE_MAX) row[r.impact - 1] = (row[r.impact - 1] ?? 0) + 1;
  }
  return matrix;
}

export type LevelCounts = Record<RiskLevel, number>;

function emptyLevelCounts(): LevelCounts {
  return { Low: 0, Medium: 0, High: 0, Critical: 0 };
}

export function countByLevel(risks: readonly { riskLevel: RiskLevel }[]): LevelCounts {
  const counts = emptyLevelCounts();
  for (const r of risks) counts[r.riskLevel] += 1;
  return counts;
}

export type CategoryRiskCount = {
  category: RiskCategory;
  total: number;
  active: number;
  byLevel: LevelCounts;
};

/** Spec §2 "counts per category": every category, with its active risks counted by level. */
export function riskCountsByCategory(
  risks: readonly { riskCategory: RiskCategory; status: RiskStatus; riskLevel: RiskLevel }[],
): CategoryRiskCount[] {
  return RISK_CATEGORIES.map((category) => {
    const inCategory = risks.filter((r) => r.riskCategory === category);
    const active = inCategory.filter((r) => r.status === "active");
    return { category, total: inCategory.length, active: active.length, byLevel: countByLevel(active) };
  });
}

export type RiskGroup<T> = {
  name: string;
  risks: T[];
  active: number;
  byLevel: LevelCounts;
  /** The highest level among the group's active risks, or null when all are mitigated. */
  highestLevel: RiskLevel | null;
  /** Mean probability x impact of the active risks, one decimal; 0 when none is active. */
  averageScore: number;
};

/**
 * Geography and Business Unit views: risks grouped by the (trimmed) field; risks without one are left out.
 * Groups run from the most exposed (highest active level, then average score, then count) to the least.
 */
export function groupRisksBy<
  T extends { geography: string | null; businessUnit: string | null } & Scored & {
      riskLevel: RiskLevel;
      status: RiskStatus;
    },
>(risks: readonly T[], field: "geography" | "businessUnit"): RiskGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const r of risks) {
    const name = r[field]?.trim();
    if (!name) continue;
    const list = groups.get(name);
    if (list) list.push(r);
    else groups.set(name, [r]);
  }
  const result = [...groups.entries()].map(([name, list]): RiskGroup<T> => {
    const active = list.filter((r) => r.status === "active");
    const scores = active.map((r) => riskScore(r.probability, r.impact));
    const highest = active.reduce<RiskLevel | null>(
      (top, r) =>
        top === null || RISK_LEVELS.indexOf(r.riskLevel) > RISK_LEVELS.indexOf(top) ? r.riskLevel : top,
      null,
    );
    return {
      name,
      risks: [...list].sort(compareRisksBySeverity),
      active: active.length,
      byLevel: countByLevel(active),
      highestLevel: highest,
      averageScore: scores.length
        ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10
        : 0,
    };
  });
  const levelRank = (l: RiskLevel | null) => (l === null ? -1 : RISK_LEVELS.indexOf(l));
  return result.sort(
    (a, b) =>
      levelRank(b.highestLevel) - levelRank(a.highestLevel) ||
      b.averageScore - a.averageScore ||
      b.risks.length - a.risks.length ||
      a.name.localeCompare(b.name),
  );
}

/** Register order: active before mitigated, then the highest probability x impact first, then newest id. */
export function compareRisksBySeverity(
  a: Scored & { status: RiskStatus; id?: number },
  b: Scored & { status: RiskStatus; id?: number },
): number {
  const activeFirst = (a.status === "active" ? 0 : 1) - (b.status === "active" ? 0 : 1);
  return (
    activeFirst ||
    riskScore(b.probability, b.impact) - riskScore(a.probability, a.impact) ||
    (b.id ?? 0) - (a.id ?? 0)
  );
}
