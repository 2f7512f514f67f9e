/** Inputs and outputs of the carbon endpoints (spec part 2 §3, §7; part 1 §3 "Carbon analysis response"). */
import { z } from "zod";
import type { ReductionScenario } from "./carbon-status";

export const CARBON_SOURCE_TYPES = [
  "energy_bill",
  "fuel_receipt",
  "travel_expense",
  "supplier_invoice",
] as const;
export const carbonSourceTypeSchema = /* @__PURE__ */ z.enum(CARBON_SOURCE_TYPES);
export type CarbonSourceType = z.infer<typeof carbonSourceTypeSchema>;
/** Spec part 2 §9: the default ingestion source type. */
export const DEFAULT_CARBON_SOURCE_TYPE: CarbonSourceType = "energy_bill";

export const PROCESSING_STATUSES = ["pending", "processed", "error"] as const;
export const processingStatusSchema = /* @__PURE__ */ z.enum(PROCESSING_STATUSES);
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

/** Spec part 2 §4: processed and error as stored, anything else shows as pending. */
export function displayProcessingStatus(status: string): ProcessingStatus {
  return status === "processed" || status === "error" ? status : "pending";
}

/**
 * POST /api/carbon/ingest. `rawData` is the canonical `{activities: [...]}`, a per-source shape, an array of
 * rows, or `{rawText}` (CSV, or JSON the client could not parse); `normalizeIngestPayload` reads them all.
 */
export const carbonIngestInputSchema = /* @__PURE__ */ z.object({
  sourceType: carbonSourceTypeSchema.nullish().transform((v) => v ?? DEFAULT_CARBON_SOURCE_TYPE),
  rawData: z.unknown().optional(),
  fileName: z
    .string()
    .trim()
    .max(255, "File name must be at most 255 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CarbonIngestInput = z.input<typeof carbonIngestInputSchema>;

/** kg CO2e by scope; total is their sum. */
export const scopeTotalsSchema = /* @__PURE__ */ z.object({
  scope1: z.number(),
  scope2: z.number(),
  scope3: z.number(),
  total: z.number(),
});
export type ScopeTotals = z.infer<typeof scopeTotalsSchema>;

export const carbonIngestResultSchema = /* @__PURE__ */ z.object({
  emissionsProcessed: z.number().int(),
  /** kg CO2e, location-based. */
  totalEmissions: z.number(),
  dataSourceId: z.number().int(),
  summary: scopeTotalsSchema,
  /** Distinct notes from the engine (a fallback region or factor year), with how many rows each concerns. */
  warnings: z.array(z.object({ code: z.string(), message: z.string(), rows: z.number().int() })),
});
export type CarbonIngestResult = z.infer<typeof carbonIngestResultSchema>;

export const carbonDataSourceSchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  fileName: z.string().nullable(),
  sourceType: z.string(),
  processingStatus: processingStatusSchema,
  /** Why processing failed, when it did. */
  errorMessage: z.string().nullable(),
  activityCount: z.number().int(),
  /** kg CO2e of the activities written from this source. */
  totalEmissions: z.number(),
  uploadedAt: z.string(),
});
export type CarbonDataSource = z.infer<typeof carbonDataSourceSchema>;

export const ghgScopeNumberSchema = /* @__PURE__ */ z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** One stored emission activity with the audit trail of its factor. */
export const emissionActivitySchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  dataSourceId: z.number().int(),
  scope: ghgScopeNumberSchema,
  /** Breakdown label: a fuel (scope 1), electricity or heat (scope 2), a GHG Protocol category (scope 3). */
  category: z.string(),
  /** GHG Protocol scope 3 category number; null on scopes 1 and 2. */
  ghgCategory: z.number().int().nullable(),
  /** The factor-file activity id the row resolved to. */
  activity: z.string(),
  description: z.string().nullable(),
  activityAmount: z.number(),
  activityUnit: z.string(),
  activityDate: z.string(),
  region: z.string().nullable(),
  /** kg CO2e (location-based for scope 2). */
  totalEmissions: z.number(),
  /** kg CO2e per `emissionFactorUnit`. */
  emissionFactor: z.number(),
  emissionFactorUnit: z.string(),
  factorId: z.string(),
  factorSource: z.string(),
  factorYear: z.number().int(),
  /** Market-based kg CO2e when the row carried a supplier or certificate factor. */
  marketBasedEmissions: z.number().nullable(),
});
export type EmissionActivity = z.infer<typeof emissionActivitySchema>;

export const carbonEmissionsResponseSchema = /* @__PURE__ */ z.object({
  /** The most recent activities, newest first (at most `EMISSIONS_LIST_LIMIT`). */
  emissions: z.array(emissionActivitySchema),
  /** kg CO2e over every stored activity. */
  summary: scopeTotalsSchema,
  /** How many activities are stored in all; more than `emissions.length` when the list is cut. */
  totalCount: z.number().int(),
});
export type CarbonEmissionsResponse = z.infer<typeof carbonEmissionsResponseSchema>;
export const EMISSIONS_LIST_LIMIT = 500;

export const reductionScenarioSchema = /* @__PURE__ */ z.object({
  targetReduction: z.number(),
  actions: z.array(z.string()),
  timeline: z.string(),
  investment: z.string(),
  /** t CO2e a year the scenario would avoid. */
  annualSavings: z.number().optional(),
  /** What the figure was sized from. */
  basis: z.string().optional(),
}) satisfies z.ZodType<ReductionScenario>;

export const industryComparisonSchema = /* @__PURE__ */ z.object({
  topPerformer: z.number(),
  medianEmissions: z.number(),
  averageEmissions: z.number(),
  industry: z.string(),
  /** The named source of the figures and how they were derived. */
  source: z.string(),
  sourceUrl: z.string(),
  basis: z.string(),
});
export type IndustryComparisonFigures = z.infer<typeof industryComparisonSchema>;

const tonnesMap = /* @__PURE__ */ z.record(z.string(), z.number());

export const carbonAnalysisSchema = /* @__PURE__ */ z.object({
  /** Calendar year of the latest activity; null when nothing is stored. */
  reportingYear: z.number().int().nullable(),
  /** Tonnes CO2e of the reporting year. */
  currentEmissions: z.object({
    scope1: z.number(),
    scope2: z.number(),
    scope3: z.number(),
    total: z.number(),
    breakdown: z.object({ scope1Details: tonnesMap, scope2Details: tonnesMap, scope3Details: tonnesMap }),
  }),
  reductionScenarios: z.record(z.string(), reductionScenarioSchema),
  industryComparison: industryComparisonSchema,
  /** Tonnes CO2e keyed by year: the current trajectory continued. */
  projections: tonnesMap,
  /** Tonnes CO2e keyed by year on a straight line to net zero. */
  netZeroPathway: tonnesMap,
  /** Tonnes CO2e of every year with data, oldest first. */
  trajectory: z.array(z.object({ year: z.number().int(), total: z.number() })),
  /** Yearly change of the trajectory used for the projections (e.g. -0.04 = 4% less a year). */
  annualChangeRate: z.number(),
  netZeroYear: z.number().int(),
});
export type CarbonAnalysis = z.infer<typeof carbonAnalysisSchema>;
