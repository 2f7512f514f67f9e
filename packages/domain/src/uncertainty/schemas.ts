/** The uncertainty and data-quality fields of an activity, the analysis and the Monte Carlo endpoint. */
import { z } from "zod";
import { TOTAL_KEYS } from "./monte-carlo";

/** A stated relative 95% uncertainty, % (0 … 500: a factor can be off by several times, not by more). */
export const MAX_UNCERTAINTY_PCT = 500;
export const uncertaintyPctSchema = /* @__PURE__ */ z.coerce
  .number({ error: "must be a number of percent" })
  .min(0, { error: "must be at least 0 (%)" })
  .max(MAX_UNCERTAINTY_PCT, { error: `must be at most ${MAX_UNCERTAINTY_PCT} (%)` });
export const dataQualityScoreSchema = /* @__PURE__ */ z.coerce
  .number({ error: "must be a whole number from 1 to 5" })
  .int({ error: "must be a whole number from 1 to 5" })
  .min(1, { error: "must be a whole number from 1 to 5" })
  .max(5, { error: "must be a whole number from 1 to 5" });

/** What each activity carries (returned with it). */
export const activityQualitySchema = /* @__PURE__ */ z.object({
  dataQuality: z.number().int().min(1).max(5),
  dataQualityBasis: z.string(),
  activityUncertaintyPct: z.number(),
  factorUncertaintyPct: z.number(),
});
export type ActivityQuality = z.infer<typeof activityQualitySchema>;

export const uncertaintyRangeSchema = /* @__PURE__ */ z.object({
  /** Half the 95% confidence interval as % of the total, to 0.1. */
  pct95: z.number(),
  /** Tonnes CO2e: the total less and plus that half-width (not below 0). */
  low: z.number(),
  high: z.number(),
  method: z.literal("IPCC Approach 1"),
});

const totalsOf = <T extends z.ZodType>(item: T) =>
  z.object(Object.fromEntries(TOTAL_KEYS.map((k) => [k, item])) as Record<(typeof TOTAL_KEYS)[number], T>);

/** Each total's range; null where the year's rows carry no uncertainty (closed before it was recorded). */
export const totalsUncertaintySchema = /* @__PURE__ */ totalsOf(uncertaintyRangeSchema.nullable());

export const detailsUncertaintySchema = /* @__PURE__ */ z.object({
  scope1Details: z.record(z.string(), uncertaintyRangeSchema),
  scope2Details: z.record(z.string(), uncertaintyRangeSchema),
  scope3Details: z.record(z.string(), uncertaintyRangeSchema),
});

const qualityFigureSchema = z.object({
  meanScore: z.number().nullable(),
  primaryDataPct: z.number().nullable(),
});

/**
 * Above this relative 95% uncertainty (U, half the interval) a metric is listed as highly uncertain (ESRS 2
 * BP-2). A documented choice, not an IPCC number: the error-propagation condition IPCC good practice states is a
 * standard deviation under 0.3 of the mean, i.e. U under about 59% (1.96 × 0.3); 30% on U flags earlier.
 */
export const HIGH_UNCERTAINTY_PCT = 30;

export const dataQualitySummarySchema = /* @__PURE__ */ z.object({
  total: qualityFigureSchema,
  scope1: qualityFigureSchema,
  scope2: qualityFigureSchema,
  scope3: qualityFigureSchema,
  byCategory: z.array(
    z.object({ scope: z.number().int(), detailKey: z.string(), quality: qualityFigureSchema }),
  ),
  /** ESRS E1-6: % of scope 3 calculated from primary data (scores 1-2); null without scope 3. */
  scope3PrimaryDataPct: z.number().nullable(),
  /** ESRS 2 BP-2: the totals and categories whose 95% uncertainty exceeds `threshold` %. */
  highUncertainty: z.object({
    threshold: z.number(),
    metrics: z.array(z.object({ metric: z.string(), pct95: z.number() })),
  }),
});
export type DataQualitySummary = z.infer<typeof dataQualitySummarySchema>;

export const MAX_MONTE_CARLO_DRAWS = 100_000;
export const DEFAULT_MONTE_CARLO_DRAWS = 10_000;

export const monteCarloInputSchema = /* @__PURE__ */ z.object({
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  draws: z.coerce
    .number()
    .int()
    .min(100, { error: "must be at least 100 draws" })
    .max(MAX_MONTE_CARLO_DRAWS, { error: `must be at most ${MAX_MONTE_CARLO_DRAWS} draws` })
    .default(DEFAULT_MONTE_CARLO_DRAWS),
  seed: z.coerce.number().int().min(0).max(4294967295).default(1),
});

const monteCarloTotalSchema = z.object({
  p2_5: z.number(),
  p50: z.number(),
  p97_5: z.number(),
  approach1Pct95: z.number(),
  monteCarloPct95: z.number(),
});

export const monteCarloOutputSchema = /* @__PURE__ */ z.object({
  year: z.number().int().nullable(),
  draws: z.number().int(),
  seed: z.number().int(),
  /** Normal inputs up to 30% relative uncertainty, lognormal above (same mean and standard deviation). */
  distributions: z.string(),
  results: totalsOf(monteCarloTotalSchema),
});
export type MonteCarloOutput = z.infer<typeof monteCarloOutputSchema>;
