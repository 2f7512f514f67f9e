import { z } from "zod";
import { optionalText, requiredText } from "./form-fields";
import { MAX_AMOUNT } from "./numeric-bounds";

/** Impact Measurement Tools (spec part 2 §2, §3, §4, §5, §9). */

/** Spec §9: Environmental (default), Social, Economic. */
export const IMPACT_CATEGORIES = ["Environmental", "Social", "Economic"] as const;
export const impactCategorySchema = z.enum(IMPACT_CATEGORIES, { error: "Choose a category" });
export type ImpactCategory = z.infer<typeof impactCategorySchema>;

/** Spec §4: unverified (default), self_reported, third_party_verified; chosen on create, never changed. */
export const VERIFICATION_STATUSES = ["unverified", "self_reported", "third_party_verified"] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES, {
  error: "Choose a verification status",
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  unverified: "Unverified",
  self_reported: "Self-reported",
  third_party_verified: "Third-party verified",
};

export const IMPACT_TEXT_MAX = 200;
export const IMPACT_DESCRIPTION_MAX = 2000;
export const IMPACT_UNIT_MAX = 50;
export const IMPACT_PERIOD_MAX = 50;
export const IMPACT_VALUE_LIMIT = MAX_AMOUNT;
export const IMPACT_BENEFICIARIES_MAX = 10_000_000_000;

const numberIssue = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? `${label} is required` : `${label} must be a number`,
});

const boundedNumber = (label: string) =>
  z
    .number(numberIssue(label))
    .min(-IMPACT_VALUE_LIMIT, `${label} is too small`)
    .max(IMPACT_VALUE_LIMIT, `${label} is too large`);

const optionalNumber = (label: string) =>
  boundedNumber(label)
    .nullish()
    .transform((v) => v ?? null);

/**
 * POST /api/impact-measurements (spec §5): metric, description, value and unit required; everything else
 * optional. An empty target date is stored as null.
 */
export const impactMeasurementInputSchema = z.object({
  category: impactCategorySchema.default("Environmental"),
  metric: requiredText("Metric", IMPACT_TEXT_MAX),
  description: requiredText("Description", IMPACT_DESCRIPTION_MAX),
  value: boundedNumber("Value"),
  unit: requiredText("Unit", IMPACT_UNIT_MAX),
  baseline: optionalNumber("Baseline"),
  target: optionalNumber("Target"),
  targetDate: z
    .union([z.iso.date("Target date must be a date (YYYY-MM-DD)"), z.literal("")], {
      error: "Target date must be a date (YYYY-MM-DD)",
    })
    .nullish()
    .transform((v) => (v ? v : null)),
  methodology: optionalText("Methodology", IMPACT_DESCRIPTION_MAX),
  verificationStatus: verificationStatusSchema.default("unverified"),
  dataSource: optionalText("Data source", IMPACT_TEXT_MAX),
  beneficiaries: z
    .number(numberIssue("Beneficiaries"))
    .int("Beneficiaries must be a whole number")
    .min(0, "Beneficiaries cannot be negative")
    .max(IMPACT_BENEFICIARIES_MAX, "Beneficiaries is too large")
    .nullish()
    .transform((v) => v ?? null),
  geographicScope: optionalText("Geographic scope", IMPACT_TEXT_MAX),
  reportingPeriod: optionalText("Reporting period", IMPACT_PERIOD_MAX),
});
export type ImpactMeasurementInput = z.input<typeof impactMeasurementInputSchema>;
export type NewImpactMeasurement = z.output<typeof impactMeasurementInputSchema>;

/** An impact measurement as GET /api/impact-measurements/{companyId} returns it. */
export const impactMeasurementSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  category: z.string(),
  metric: z.string(),
  description: z.string(),
  value: z.number(),
  unit: z.string(),
  baseline: z.number().nullable(),
  target: z.number().nullable(),
  targetDate: z.string().nullable(),
  methodology: z.string().nullable(),
  verificationStatus: z.string(),
  dataSource: z.string().nullable(),
  beneficiaries: z.number().int().nullable(),
  geographicScope: z.string().nullable(),
  reportingPeriod: z.string().nullable(),
  createdAt: z.string(),
  /** Progress to target in percent (0-100), or null when no target above 0 is set (spec §9: not shown). */
  progressToTarget: z.number().nullable(),
});
export type ImpactMeasurement = z.infer<typeof impactMeasurementSchema>;

/**
 * Spec §9: progress to target = (value - baseline) / (target - baseline) x 100, clamped to 0-100, and 0 when
 * the target equals the baseline. A missing baseline counts as 0.
 */
export function impactProgressToTarget(value: number, baseline: number | null, target: number): number {
  const base = baseline ?? 0;
  if (target === base) return 0;
  const raw = ((value - base) / (target - base)) * 100;
  if (!Number.isFinite(raw)) return 0;
  return Math.min(100, Math.max(0, raw));
}

/** Spec §9: progress to target is shown only when the target is above 0. */
export function showsImpactProgress(target: number | null | undefined): target is number {
  return typeof target === "number" && target > 0;
}

/** The progress a measurement shows, or null when it shows none. */
export function impactProgressOrNull(m: { value: number; baseline: number | null; target: number | null }) {
  return showsImpactProgress(m.target) ? impactProgressToTarget(m.value, m.baseline, m.target) : null;
}

export type ImpactSummary = {
  total: number;
  environmental: number;
  social: number;
  economic: number;
  verified: number;
  beneficiaries: number;
};

/** Spec §2: the six counts. Verified means third-party verified; beneficiaries are summed (none = 0). */
export function summariseImpact(
  items: readonly { category: string; verificationStatus: string; beneficiaries: number | null }[],
): ImpactSummary {
  return {
    total: items.length,
    environmental: items.filter((m) => m.category === "Environmental").length,
    social: items.filter((m) => m.category === "Social").length,
    economic: items.filter((m) => m.category === "Economic").length,
    verified: items.filter((m) => m.verificationStatus === "third_party_verified").length,
    beneficiaries: items.reduce((sum, m) => sum + (m.beneficiaries ?? 0), 0),
  };
}

/** Spec §2 Impact Overview: measurements grouped by category, in the fixed category order (empty kept). */
export function groupImpactByCategory<T extends { category: string }>(items: readonly T[]) {
  return IMPACT_CATEGORIES.map((category) => ({
    category,
    items: items.filter((m) => m.category === category),
  }));
}

/** Spec §2 Verification tab: grouped by verification status with counts, strongest assurance first. */
export function groupImpactByVerification<T extends { verificationStatus: string }>(items: readonly T[]) {
  return (["third_party_verified", "self_reported", "unverified"] as const).map((status) => {
    const group = items.filter((m) => m.verificationStatus === status);
    return { status, label: VERIFICATION_STATUS_LABELS[status], count: group.length, items: group };
  });
}

export type SuggestedImpactMetric = { metric: string; unit: string; description: string };

/**
 * Suggested metrics shown on each category tab (spec §2 "list and suggested metrics"; the list itself is not
 * given). Drawn from common impact frameworks: GRI 302/303/305/306 for Environmental, GRI 403/404/413 for
 * Social, GRI 201/203/204 for Economic.
 */
export const SUGGESTED_IMPACT_METRICS: Record<ImpactCategory, readonly SuggestedImpactMetric[]> = {
  Environmental: [
    {
      metric: "GHG emissions avoided",
      unit: "tCO2e",
      description: "Emissions avoided by projects against a baseline (GRI 305-5)",
    },
    {
      metric: "Renewable energy generated",
      unit: "MWh",
      description: "On-site renewable electricity generated (GRI 302-1)",
    },
    { metric: "Water saved", unit: "m³", description: "Reduction in water withdrawal (GRI 303-3)" },
    {
      metric: "Waste diverted from landfill",
      unit: "tonnes",
      description: "Waste reused, recycled or recovered (GRI 306-4)",
    },
  ],
  Social: [
    { metric: "Training hours delivered", unit: "hours", description: "Employee training hours (GRI 404-1)" },
    {
      metric: "Community members reached",
      unit: "people",
      description: "People reached by community programmes (GRI 413-1)",
    },
    {
      metric: "Apprenticeships completed",
      unit: "people",
      description: "Apprentices who completed their programme",
    },
    {
      metric: "Employee volunteering hours",
      unit: "hours",
      description: "Paid volunteering time given to local causes",
    },
  ],
  Economic: [
    {
      metric: "Spend with local suppliers",
      unit: "GBP",
      description: "Procurement spend with local suppliers (GRI 204-1)",
    },
    {
      metric: "Community investment",
      unit: "GBP",
      description: "Donations and community investment (GRI 201-1)",
    },
    { metric: "Jobs supported", unit: "jobs", description: "Direct and indirect jobs supported (GRI 203-2)" },
    {
      metric: "Infrastructure investment",
      unit: "GBP",
      description: "Investment in infrastructure and services supported (GRI 203-1)",
    },
  ],
};
