import { z } from "zod";

/** GET /api/assessment/full (spec part 1 §3 "Full assessment response"), with the model's own workings. */

const breakdownSchema = z.record(z.string(), z.number().min(0).max(100));

export const pillarAssessmentSchema = z.object({
  score: z.number().min(0).max(100),
  /** Sub-score key → 0-100, for the sub-scores whose input is on record, data coverage included. */
  breakdown: breakdownSchema,
  recommendations: z.array(z.string()),
  /** What is not on record (each lowers data coverage). */
  missingData: z.array(z.string()),
});
export type PillarAssessment = z.infer<typeof pillarAssessmentSchema>;

export const subScoreBenchmarkSchema = z.object({
  percentile: z.number(),
  comparison: z.string(),
  recommendation: z.string(),
});

export const environmentalAssessmentSchema = pillarAssessmentSchema.extend({
  /** Sub-score key → benchmarking, for the sub-scores with industry reference values. */
  benchmarking: z.record(z.string(), subScoreBenchmarkSchema),
});

export const peerComparisonSchema = z.object({
  environmental: z.string(),
  social: z.string(),
  governance: z.string(),
});

export const methodologyEntrySchema = z.object({
  pillar: z.enum(["environmental", "social", "governance"]),
  key: z.string(),
  label: z.string(),
  weight: z.number(),
  rule: z.string(),
});
export type MethodologyEntry = z.infer<typeof methodologyEntrySchema>;

export const fullAssessmentSchema = z.object({
  detailedScores: z.object({
    environmental: environmentalAssessmentSchema,
    social: pillarAssessmentSchema,
    governance: pillarAssessmentSchema,
  }),
  benchmarking: z.object({
    ranking: z.string(),
    industry: z.string(),
    peerComparison: peerComparisonSchema,
    /** Why the emissions intensity is not compared with the industry (no revenue for the year); else null. */
    intensityNote: z.string().nullable(),
    /** The Carbon Analysis industry reference of the same year (t CO2e); null without revenue or emissions. */
    industryEmissions: z
      .object({
        year: z.number().int(),
        topPerformer: z.number(),
        median: z.number(),
        average: z.number(),
        source: z.string(),
      })
      .nullable(),
  }),
  /** Priority actions, largest gain on the overall score first. */
  nextSteps: z.array(z.string()),
  /** Mean of the three pillar scores. */
  overallScore: z.number().min(0).max(100),
  /** Share of all inputs on record, 0-100. */
  dataCoverage: z.number().min(0).max(100),
  summaryText: z.string(),
  /** Every sub-score's weight and rule. */
  methodology: z.array(methodologyEntrySchema),
});
export type FullAssessment = z.infer<typeof fullAssessmentSchema>;
