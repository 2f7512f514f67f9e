/**
 * POST /api/carbon/estimate: the ingest's answer for the same body, without a data source (nothing is
 * stored), plus every calculated row, so an integrator can show a figure before committing it.
 */
import { z } from "zod";
import type { EmissionRecord } from "./carbon-ingest-rows";
import { carbonIngestResultSchema } from "./carbon-schemas";
import { ghgCategorySchema } from "./ghg/scope-rules";

export const estimatedRowSchema = /* @__PURE__ */ z.object({
  /** The 1-based input row the activity came from (a billing period gives one activity per month). */
  sourceRow: z.number().int(),
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  category: ghgCategorySchema.nullable(),
  activity: z.string(),
  amount: z.number(),
  unit: z.string(),
  /** YYYY-MM-DD */
  date: z.string().meta({ format: "date" }),
  region: z.string().nullable(),
  /** kg CO2e, location-based. */
  kgCO2e: z.number(),
  /** kg CO2e, market-based: set on scope 2 rows, null elsewhere. */
  marketBasedKgCO2e: z.number().nullable(),
  factorId: z.string(),
  factorSource: z.string(),
  factorYear: z.number().int(),
  /** A derived category 3 row: the index in `rows` of the energy row it was derived from; null otherwise. */
  derivedFrom: z.number().int().nullable(),
});
export type EstimatedRow = z.infer<typeof estimatedRowSchema>;

export const carbonEstimateResultSchema = /* @__PURE__ */ carbonIngestResultSchema
  .omit({ dataSourceId: true, partialYears: true })
  .extend({ rows: z.array(estimatedRowSchema) });
export type CarbonEstimateResult = z.infer<typeof carbonEstimateResultSchema>;

export function estimatedRow(r: EmissionRecord): EstimatedRow {
  return {
    sourceRow: r.sourceRow,
    scope: r.scope,
    category: r.ghgCategory,
    activity: r.activity,
    amount: r.amount,
    unit: r.unit,
    date: r.date,
    region: r.region,
    kgCO2e: r.kgCO2e,
    marketBasedKgCO2e: r.marketBasedKgCO2e,
    factorId: r.factorId,
    factorSource: r.factorSource,
    factorYear: r.factorYear,
    derivedFrom: r.derivedFrom,
  };
}
