/** Inputs and outputs of the carbon endpoints (spec part 2 §3, §7; part 1 §3 "Carbon analysis response"). */
import { z } from "zod";
import { MAX_PERIOD_DAYS } from "./carbon-billing-period";
import { projectionMethodSchema } from "./carbon-projection";
import type { ReductionScenario } from "./carbon-status";
import { EMISSIONS_PAGE_SIZE_DEFAULT, EMISSIONS_PAGE_SIZE_MAX } from "./emissions-paging";
import { gwpBasisSchema } from "./ghg/gwp";
import { cursorField } from "./list-paging";
import { netZeroTargetSchema } from "./net-zero-target";
import { availableYearsSchema } from "./reporting-coverage";
import { consolidationApproachSchema, reportingPeriodSchema } from "./reporting-period";
import {
  dataQualitySummarySchema,
  detailsUncertaintySchema,
  totalsUncertaintySchema,
} from "./uncertainty/schemas";

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

export const PROCESSING_STATUSES = ["pending", "processed", "error", "voided"] as const;
export const processingStatusSchema = /* @__PURE__ */ z.enum(PROCESSING_STATUSES);
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

/** Spec part 2 §4: processed and error as stored, voided, anything else shows as pending. */
export function displayProcessingStatus(status: string): ProcessingStatus {
  return status === "processed" || status === "error" || status === "voided" ? status : "pending";
}

/**
 * POST /api/carbon/ingest. `rawData` is the canonical `{activities: [...]}`, a per-source shape, an array of
 * rows, or `{rawText}` (CSV, or JSON the client could not parse); `normalizeIngestPayload` reads them all.
 */
export const carbonIngestInputSchema = /* @__PURE__ */ z.object({
  sourceType: carbonSourceTypeSchema.nullish().transform((v) => v ?? DEFAULT_CARBON_SOURCE_TYPE),
  rawData: z
    .unknown()
    .optional()
    .meta({
      description: `The rows: {"activities": [{activity, amount, unit, region, date, description, site}]}, a per-source shape, an array of rows, or {"rawText": "<CSV>"}. A row may carry a billing period instead of a date: periodStart and periodEnd (CSV period_start, period_end; inclusive YYYY-MM-DD, both or neither, not with a date, at most ${MAX_PERIOD_DAYS} days); its amount is apportioned by days to the calendar months it covers, one activity per month dated the period's first day in that month.`,
    }),
  fileName: z
    .string()
    .trim()
    .max(255, "File name must be at most 255 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Rows that are bills already counted (or repeated within the request) answer 409 listing them, unless this is true. */
  allowDuplicate: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false)
    .meta({
      description:
        "true counts rows that are bills already counted: the same activity, amount, unit, date or billing period, site and region as a counted, unvoided activity, or as an earlier row of the request (default: 409 with `duplicates` listing each such row)",
    }),
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
  /** `region` names the region of a warning given once per region (category 3 not derived there). */
  warnings: z.array(
    z.object({
      code: z.string(),
      message: z.string(),
      rows: z.number().int(),
      region: z.string().optional(),
    }),
  ),
  /** kg CO2e, market-based Scope 2 of this upload (location-based rows elsewhere unchanged). */
  scope2MarketBased: z.number().optional(),
  /** Category 3 activities derived from the upload's energy rows (well-to-tank, T&D losses). */
  derivedActivities: z.number().int().optional(),
  /** Reporting years the upload touched that are partial (not every month has data), newest first. */
  partialYears: z.array(z.number().int()).optional(),
  /** "pending" while the company requires approval: the upload counts in no total until it is approved. */
  reviewStatus: z.enum(["approved", "pending"]).optional(),
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
  /** The uploaded content is kept and downloadable (GET /api/carbon/sources/{id}/content). */
  hasContent: z.boolean().optional(),
  /** A voided upload's activities left every total; nothing was deleted. */
  voided: z.object({ at: z.string(), by: z.string().nullable(), reason: z.string() }).nullable().optional(),
  warnings: z
    .array(
      z.object({
        code: z.string(),
        message: z.string(),
        rows: z.number().int(),
        region: z.string().optional(),
      }),
    )
    .optional(),
  factorLibraryVersion: z.string().nullable().optional(),
  /** Who uploaded it (null for uploads from before this was kept, or a user who left). */
  uploadedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** "approved" counts; "pending" waits for another admin; "rejected" never counts (carbon-review.ts). */
  reviewStatus: z.enum(["approved", "pending", "rejected"]),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewReason: z.string().nullable(),
  /** Evidence files kept for it. */
  evidenceCount: z.number().int(),
});
export type CarbonDataSource = z.infer<typeof carbonDataSourceSchema>;

export const ghgScopeNumberSchema = /* @__PURE__ */ z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** What one activity holds by gas (kg of gas; `fGas.kgCO2e` in kg CO2e), where its factor's source gives it. */
export const activityGasesSchema = /* @__PURE__ */ z.object({
  /** false: the source gives CO2e only, and the row counts as "unsplit". */
  split: z.boolean(),
  kgCo2: z.number().nullable(),
  kgCh4: z.number().nullable(),
  kgN2o: z.number().nullable(),
  /** A refrigerant leak: its reporting group (hfc, pfc, sf6, nf3, montreal, none), gas, kg and kg CO2e. */
  fGas: z.object({ group: z.string(), name: z.string(), kg: z.number(), kgCO2e: z.number() }).nullable(),
  /** kg biogenic CO2, reported outside the scopes. */
  biogenicKgCo2: z.number().nullable(),
});

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
  /** The factor in words for people ("UK grid electricity, DESNZ 2024"); `factorId` is for machines. */
  factorName: z.string().optional(),
  factorSource: z.string(),
  factorYear: z.number().int(),
  /** Market-based kg CO2e (scope 2: instrument, residual mix or the location figure; null elsewhere). */
  marketBasedEmissions: z.number().nullable(),
  /** The fiscal reporting year the activity's date falls in (labelled by the year in which it ends). */
  reportingYear: z.number().int().optional(),
  /**
   * 0-1: the share of the activity the inventory counts under the consolidation approach (its site's
   * control or ownership share; 1 without a site).
   */
  includedShare: z.number().min(0).max(1).optional(),
  /** kg CO2e counted: `totalEmissions` × `includedShare` (location-based for scope 2). */
  consolidatedEmissions: z.number().optional(),
  /** Market-based kg CO2e counted (scope 2); null elsewhere. */
  consolidatedMarketBasedEmissions: z.number().nullable().optional(),
  /** The audit trail a verifier asks for. */
  factorUnitFull: z.string().nullable().optional(),
  gwpBasis: z.string().nullable().optional(),
  factorLicence: z.string().nullable().optional(),
  factorLibraryVersion: z.string().nullable().optional(),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
  flags: z.record(z.string(), z.unknown()).optional(),
  marketMethod: z.enum(["instrument", "residual_mix", "location_fallback"]).nullable().optional(),
  marketFactor: z
    .object({ id: z.string().nullable(), source: z.string().nullable(), value: z.number().nullable() })
    .nullable()
    .optional(),
  instrument: z
    .object({
      type: z.string(),
      supplier: z.string().nullable(),
      kgCO2ePerUnit: z.number().nullable(),
      volume: z.number().nullable(),
      vintage: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** A derived category 3 activity: the energy row it came from and what it is. */
  derivedFromId: z.number().int().nullable().optional(),
  derivedKind: z.string().nullable().optional(),
  voided: z.boolean().optional(),
  /**
   * The billing period (inclusive YYYY-MM-DD) of the row this activity was apportioned from: its amount is
   * the period's share for the month of `activityDate`. Null for a dated row.
   */
  periodStart: z.string().nullable().optional(),
  periodEnd: z.string().nullable().optional(),
  gases: activityGasesSchema.optional(),
  /**
   * Data-quality score 1 (metered or supplier-verified primary data) … 5 (spend-based or sector average), its
   * basis in words, and the relative 95% uncertainties (%) of the activity data, the factor and their product
   * √(U_AD² + U_EF²) (uncertainty/defaults.ts gives the defaults and their sources).
   */
  dataQuality: z.number().int().min(1).max(5).optional(),
  dataQualityBasis: z.string().optional(),
  activityUncertaintyPct: z.number().optional(),
  factorUncertaintyPct: z.number().optional(),
  uncertaintyPct: z.number().optional(),
});
export type EmissionActivity = z.infer<typeof emissionActivitySchema>;

export { EMISSIONS_PAGE_SIZE_DEFAULT, EMISSIONS_PAGE_SIZE_MAX } from "./emissions-paging";

/** The emissions list's cursor: the last row's activity date and id (the list's order). */
export const emissionsCursorSchema = /* @__PURE__ */ cursorField({
  d: z.iso.date(),
  i: z.number().int().positive(),
});

/** GET /api/carbon/emissions/{companyId}?year=&scope=&sourceId=&dataQuality=&page=&pageSize=&cursor= */
export const carbonEmissionsQuerySchema = /* @__PURE__ */ z.object({
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  scope: z.coerce.number().int().min(1).max(3).optional(),
  sourceId: z.coerce.number().int().positive().optional(),
  /** Only activities of this data-quality score (1 best … 5). */
  dataQuality: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(EMISSIONS_PAGE_SIZE_MAX, `Page size must be at most ${EMISSIONS_PAGE_SIZE_MAX}`)
    .default(EMISSIONS_PAGE_SIZE_DEFAULT),
  /** Walks on from a previous answer's `nextCursor` (then `page` is ignored): no row twice under inserts. */
  cursor: emissionsCursorSchema.optional(),
});
export type CarbonEmissionsQuery = z.input<typeof carbonEmissionsQuerySchema>;

/**
 * kg CO2e by scope with both Scope 2 methods, over the filtered (non-voided) activities, as consolidated under
 * the company's approach (the sum of the rows' consolidated figures; for a year, the analysis of that year).
 */
export const emissionsSummarySchema = /* @__PURE__ */ scopeTotalsSchema.extend({
  scope2MarketBased: z.number(),
  totalMarketBased: z.number(),
  /** kg CO2e before consolidation, location-based: the sum of the rows' `totalEmissions`. */
  grossTotal: z.number(),
  consolidationApproach: consolidationApproachSchema,
  /** Reporting years the summary covers. */
  years: z.array(z.number().int()),
});

export const carbonEmissionsResponseSchema = /* @__PURE__ */ z.object({
  /** The page of activities, newest activity date first. */
  emissions: z.array(emissionActivitySchema),
  summary: emissionsSummarySchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Activities matching the filter in all. */
  total: z.number().int(),
  hasMore: z.boolean(),
  /** `?cursor=` for the rows after this page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CarbonEmissionsResponse = z.infer<typeof carbonEmissionsResponseSchema>;

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
  /** t CO2e for the company's revenue of the year; null without revenue for it (see `intensityNote`). */
  topPerformer: z.number().nullable(),
  medianEmissions: z.number().nullable(),
  averageEmissions: z.number().nullable(),
  /** Why the figures are null, in plain words with where to fix it; null when they are shown. */
  intensityNote: z.string().nullable(),
  industry: z.string(),
  /** The named source of the figures and how they were derived. */
  source: z.string(),
  sourceUrl: z.string(),
  basis: z.string(),
});
export type IndustryComparisonFigures = z.infer<typeof industryComparisonSchema>;

const tonnesMap = /* @__PURE__ */ z.record(z.string(), z.number());

/**
 * Tonnes CO2e of one reporting year by scope; `scope2` and `total` location-based. Not the
 * reports' `YearEmissions` (reports/data.ts), which carries the full GRI 305 detail of a year.
 */
export const scopeYearEmissionsSchema = /* @__PURE__ */ z.object({
  year: z.number().int(),
  scope1: z.number(),
  scope2: z.number(),
  scope3: z.number(),
  total: z.number(),
  scope2MarketBased: z.number(),
  totalMarketBased: z.number(),
  /** Months of the year with activity data (0-12). */
  monthsCovered: z.number().int().min(0).max(12),
  /** All 12 months have data, or the year is closed; otherwise the year is partial. */
  complete: z.boolean(),
});
export type ScopeYearEmissions = z.infer<typeof scopeYearEmissionsSchema>;

export const carbonAnalysisSchema = /* @__PURE__ */ z.object({
  /**
   * The reporting year shown (labelled by the calendar year in which it ends): `?year=` when asked, else the
   * latest closed or complete year, else the latest year with data (then `isPartial`); null with no data.
   */
  reportingYear: z.number().int().nullable(),
  reportingPeriod: reportingPeriodSchema.nullable(),
  isPartial: z.boolean(),
  availableYears: availableYearsSchema,
  baseYear: z.number().int().nullable(),
  /** Tonnes CO2e of the reporting year; `scope2` and `total` are location-based. */
  currentEmissions: z.object({
    scope1: z.number(),
    scope2: z.number(),
    scope3: z.number(),
    total: z.number(),
    scope2MarketBased: z.number(),
    totalMarketBased: z.number(),
    breakdown: z.object({
      scope1Details: tonnesMap,
      scope2Details: tonnesMap,
      scope3Details: tonnesMap,
      /** IPCC Approach 1 range of each breakdown key (tonnes), where its rows carry uncertainties. */
      uncertainty: detailsUncertaintySchema.optional(),
    }),
    /**
     * IPCC Approach 1 range of each total (uncertainty/approach1.ts): `pct95` is half the 95% confidence
     * interval as % of the total, `low`/`high` in tonnes; null for a year closed before uncertainties were kept.
     */
    uncertainty: totalsUncertaintySchema.optional(),
  }),
  /**
   * Emission-weighted mean data-quality score and share from primary data (scores 1-2) per scope and category;
   * ESRS E1-6's % of scope 3 from primary data; ESRS 2 BP-2's metrics above the uncertainty threshold.
   */
  dataQuality: dataQualitySummarySchema.optional(),
  reductionScenarios: z.record(z.string(), reductionScenarioSchema),
  industryComparison: industryComparisonSchema,
  /** Tonnes CO2e keyed by year: the current trajectory continued. */
  projections: tonnesMap,
  /** Tonnes CO2e keyed by year on a straight line to net zero. */
  netZeroPathway: tonnesMap,
  /** Tonnes CO2e of every year with data, oldest first. */
  trajectory: z.array(z.object({ year: z.number().int(), total: z.number() })),
  /**
   * Tonnes CO2e of every reporting year with data by scope, both Scope 2 methods, oldest first;
   * the chosen year's figures equal `currentEmissions`. A year that is neither complete nor closed is partial.
   */
  emissionsByYear: z.array(scopeYearEmissionsSchema),
  /**
   * The net-zero pathway in tonnes CO2e for every year from its base year to the last projection
   * year, oldest first (the same rule as `netZeroPathway`); empty when there is no base year.
   */
  pathwayByYear: z.array(z.object({ year: z.number().int(), total: z.number() })),
  /** Yearly change of the trajectory used for the projections (e.g. -0.04 = 4% less a year). */
  annualChangeRate: z.number(),
  /**
   * The target year of the company's own net-zero goal (`netZeroTarget`); null when no goal says net zero:
   * the platform never states a target the company did not set.
   */
  netZeroYear: z.number().int().nullable(),
  netZeroTarget: netZeroTargetSchema.nullable(),
  /** How the projections were made (complete years only) and the pathway's stated rule. */
  projectionMethod: projectionMethodSchema,
  pathwayMethod: z.string(),
  /** How the organisational boundary is drawn (equity share weighs each site by its ownership). */
  consolidationApproach: consolidationApproachSchema.optional(),
  /** Tonnes CO2e of the reporting year by site ("No site" last), as counted under the approach. */
  bySite: z
    .array(
      z.object({
        siteId: z.number().int().nullable(),
        name: z.string(),
        total: z.number(),
        totalMarketBased: z.number(),
      }),
    )
    .optional(),
  /**
   * kWh of the reporting year's Scope 2 energy by how its market-based figure was made (a contractual
   * instrument, the residual mix, or the location-based factor as a fallback), at each site's included share.
   */
  scope2Coverage: z.object({
    instrumentKwh: z.number(),
    residualMixKwh: z.number(),
    locationFallbackKwh: z.number(),
  }),
  /** The factor-library versions the reporting year's activities were computed with (null: not recorded). */
  factorLibraryVersions: z.array(z.object({ version: z.string().nullable(), activities: z.number().int() })),
  /**
   * Tonnes CO2e of the reporting year by gas, location-based, summing to `currentEmissions.total`; `unsplit`
   * is the part whose factor source gives CO2e only (carbon-gases.ts).
   */
  byGas: z.object({
    co2: z.number(),
    ch4: z.number(),
    n2o: z.number(),
    hfc: z.number(),
    pfc: z.number(),
    sf6: z.number(),
    nf3: z.number(),
    unsplit: z.number(),
  }),
  /** Tonnes of biogenic CO2 (biofuel blends, biomass, UK grid electricity): reported outside scopes 1-3. */
  biogenicCo2: z.number(),
  /** Tonnes CO2e of Montreal Protocol gases leaked (R-22 and other HCFCs, CFCs): a memo, in no scope. */
  montrealProtocolGases: z.number(),
  /**
   * The GWP basis the company applies to gas masses, and the bases the year's rows were computed on (rows
   * whose source gives CO2e only keep the source's, IPCC AR5 for the factor library).
   */
  gwpBasis: z.object({ setting: gwpBasisSchema, rows: z.array(z.string()) }),
  /**
   * 0-100: the share of the reporting year's scope 1 from sites under a regulated emissions trading scheme
   * (ESRS E1-6 paragraph 48(b)); null without scope 1.
   */
  etsShareOfScope1Pct: z.number().min(0).max(100).nullable(),
});
export type CarbonAnalysis = z.infer<typeof carbonAnalysisSchema>;
