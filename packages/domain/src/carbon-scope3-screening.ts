/**
 * Scope 3 screening (GHG Protocol Scope 3 Standard ch. 6-7; ESRS E1-6 AR 46(b), (d), (g)): for a reporting
 * year, each of the 15 categories with its status, method and, for a category left out, why. A category
 * with stored activities is `calculated` from them whatever was recorded for it; the others keep what the
 * company recorded, else are `not_yet_screened`. The share of scope 3 from primary data is the one the
 * analysis and the reports state (scope3-primary-data.ts); the share computed with factors entered with the
 * activity is a different fact about the method, named as such.
 */
import { z } from "zod";
import { optionalText } from "./form-fields";
import { GHG_PROTOCOL_CATEGORIES, type GhgCategory, ghgCategorySchema } from "./ghg/scope-rules";
import { PRIMARY_DATA_DEFINITION } from "./scope3-primary-data";

export const scope3StatusSchema = /* @__PURE__ */ z.enum(
  ["calculated", "estimated", "not_relevant", "not_yet_screened"],
  { error: "Status must be calculated, estimated, not_relevant or not_yet_screened" },
);
export type Scope3Status = z.infer<typeof scope3StatusSchema>;

export const SCOPE3_STATUS_LABELS: Readonly<Record<Scope3Status, string>> = {
  calculated: "Calculated",
  estimated: "Estimated",
  not_relevant: "Not relevant",
  not_yet_screened: "Not yet screened",
};

const entryFields = z.object({
  category: ghgCategorySchema,
  status: scope3StatusSchema,
  method: optionalText("Method", 1000),
  justification: optionalText("Justification", 2000),
});

/** One category as sent: a category left out of scope 3 must say why. */
export const scope3ScreeningEntryInputSchema = /* @__PURE__ */ entryFields.superRefine((v, ctx) => {
  if (v.status === "not_relevant" && !v.justification) {
    ctx.addIssue({
      code: "custom",
      path: ["justification"],
      message: `Category ${v.category} (${GHG_PROTOCOL_CATEGORIES[v.category]}) is marked not relevant: give a justification`,
    });
  }
});

/** PUT /api/carbon/scope3-screening: some or all categories of a year, each at most once. */
export const scope3ScreeningInputSchema = /* @__PURE__ */ z
  .object({
    year: z
      .number({ error: "Year must be a four-digit year" })
      .int("Year must be a whole number")
      .min(1990, "Year must be 1990 or later")
      .max(2100, "Year must be 2100 or earlier"),
    categories: z.array(scope3ScreeningEntryInputSchema).min(1, "Give at least one category").max(15),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.categories.forEach((c, i) => {
      if (seen.has(c.category))
        ctx.addIssue({
          code: "custom",
          path: ["categories", i, "category"],
          message: `Category ${c.category} is given more than once`,
        });
      seen.add(c.category);
    });
  });
export type Scope3ScreeningInput = z.input<typeof scope3ScreeningInputSchema>;
export type Scope3ScreeningValues = z.output<typeof scope3ScreeningInputSchema>;

export const scope3ScreeningCategorySchema = /* @__PURE__ */ z.object({
  category: ghgCategorySchema,
  name: z.string(),
  status: scope3StatusSchema,
  method: z.string().nullable(),
  justification: z.string().nullable(),
  /** t CO2e of the year's activities of the category (as consolidated); null without any. */
  tCO2e: z.number().nullable(),
});
export type Scope3ScreeningCategory = z.infer<typeof scope3ScreeningCategorySchema>;

export const scope3ScreeningSchema = /* @__PURE__ */ z.object({
  year: z.number().int(),
  categories: z.array(scope3ScreeningCategorySchema),
  /** Tonnes of the year's scope 3. */
  scope3Tonnes: z.number(),
  /**
   * ESRS E1 AR 46(g): % of the year's scope 3 calculated from primary data, the analysis's
   * `dataQuality.scope3PrimaryDataPct` (one definition, `primaryDataNote`); null without scope 3 or its scores.
   */
  primaryDataSharePct: z.number().nullable(),
  primaryDataNote: z.string(),
  /**
   * % of the year's scope 3 computed with an emission factor entered with the activity rather than the
   * library's (a method fact, not the primary-data disclosure); null without scope 3.
   */
  ownFactorSharePct: z.number().nullable(),
  ownFactorNote: z.string(),
});
export type Scope3Screening = z.infer<typeof scope3ScreeningSchema>;

/** What the company recorded for a category of the year. */
export type StoredScreening = {
  category: number;
  status: string;
  method: string | null;
  justification: string | null;
};

/** The year's scope 3 from its activities: kg and activity count per category, and its primary-data share. */
export type Scope3Data = {
  byCategory: ReadonlyMap<number, { kg: number; activities: number }>;
  /** The disclosed share from primary data (`scope3PrimaryDataPct` of the year). */
  primaryDataPct: number | null;
  /** kg of scope 3 activities computed with a factor entered with the activity. */
  ownFactorKg: number;
};

const tonnes = (kg: number) => Math.round(kg) / 1000;
const CATEGORIES = Object.keys(GHG_PROTOCOL_CATEGORIES).map(Number) as GhgCategory[];

/** The 15 categories of `year`: data first, then what was recorded, else not yet screened. */
export function scope3Screening(
  year: number,
  stored: readonly StoredScreening[],
  data: Scope3Data,
): Scope3Screening {
  const byCategory = new Map(stored.map((s) => [s.category, s]));
  const categories = CATEGORIES.map((category): Scope3ScreeningCategory => {
    const s = byCategory.get(category);
    const d = data.byCategory.get(category);
    const base = {
      category,
      name: GHG_PROTOCOL_CATEGORIES[category],
      justification: s?.justification ?? null,
    };
    if (d && d.activities > 0) {
      return {
        ...base,
        status: "calculated",
        method:
          s?.method ??
          `Calculated from ${d.activities} stored ${d.activities === 1 ? "activity" : "activities"} with the factor library's emission factors`,
        tCO2e: tonnes(d.kg),
      };
    }
    const status = scope3StatusSchema.safeParse(s?.status);
    return {
      ...base,
      // "calculated" without activities in the year has nothing to show: it reads as not yet screened.
      status: status.success && status.data !== "calculated" ? status.data : "not_yet_screened",
      method: s?.method ?? null,
      tCO2e: null,
    };
  });
  const scope3Kg = [...data.byCategory.values()].reduce((s, c) => s + c.kg, 0);
  return {
    year,
    categories,
    scope3Tonnes: tonnes(scope3Kg),
    primaryDataSharePct: scope3Kg > 0 ? data.primaryDataPct : null,
    primaryDataNote: PRIMARY_DATA_DEFINITION,
    ownFactorSharePct: scope3Kg > 0 ? Math.round((data.ownFactorKg / scope3Kg) * 1000) / 10 : null,
    ownFactorNote:
      "Own emission factors: scope 3 activities calculated with an emission factor entered with the activity, with its named source, where the factor library has none. Whether such a row is primary data depends on its data-quality score, not on the factor.",
  };
}

/** Categories in the inventory (calculated or estimated) and those left out, with the reasons. */
export function scope3Boundary(s: Scope3Screening) {
  return {
    included: s.categories.filter((c) => c.status === "calculated" || c.status === "estimated"),
    excluded: s.categories.filter((c) => c.status === "not_relevant"),
    unscreened: s.categories.filter((c) => c.status === "not_yet_screened"),
  };
}
