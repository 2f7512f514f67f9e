import { z } from "zod";
import { optionalText } from "./form-fields";

/** Third-Party ESG Ratings (spec part 2 §2, §3, §5, §9). */

export const RATING_PROVIDERS = ["MSCI", "Sustainalytics", "CDP", "Refinitiv"] as const;
export const ratingProviderSchema = z.enum(RATING_PROVIDERS, {
  error: `Provider must be one of ${RATING_PROVIDERS.join(", ")}`,
});
export type RatingProvider = z.infer<typeof ratingProviderSchema>;

export const RATING_TRENDS = ["improving", "stable", "declining"] as const;
export const ratingTrendSchema = z.enum(RATING_TRENDS, {
  error: `Trend must be one of ${RATING_TRENDS.join(", ")}`,
});
export type RatingTrend = z.infer<typeof ratingTrendSchema>;

/** Spec §4 / §5: defaults of the Add ESG Rating form. */
export const DEFAULT_RATING_TREND: RatingTrend = "stable";
export const DEFAULT_PEER_RANKING = 50;
/** A pillar score left empty is "not rated" (null), never 0%. */
export const DEFAULT_PILLAR_SCORE = null;
export const NOT_RATED = "Not rated";

/** Spec §5: the placeholder hint of the overall-rating field per provider. */
export const RATING_PLACEHOLDERS: Record<RatingProvider, string> = {
  MSCI: "e.g., AAA, AA, A, BBB, BB, B, CCC",
  Sustainalytics: "e.g., 18.5 (ESG risk score)",
  CDP: "e.g., A, A-, B, B-, C, C-, D",
  Refinitiv: "e.g., 72 (score out of 100)",
};

/** Spec §9: MSCI letter grades on the 0-100 scale. */
export const MSCI_SCALE: Readonly<Record<string, number>> = {
  AAA: 100,
  AA: 85,
  A: 70,
  BBB: 55,
  BB: 40,
  B: 25,
  CCC: 10,
};

/** Spec §9: CDP letter grades on the 0-100 scale. */
export const CDP_SCALE: Readonly<Record<string, number>> = {
  A: 100,
  "A-": 90,
  B: 80,
  "B-": 70,
  C: 60,
  "C-": 50,
  D: 30,
};

/** A rating that is a plain decimal number: "18.5", "72", not "18.5 risk" nor "1e2". */
const PLAIN_NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * What a provider's overall rating may be: MSCI and CDP a grade of their scales (spec §9), Sustainalytics a risk
 * number 0-100, any other provider a score 0-100. Null when `rating` is valid, else what a valid one looks like.
 */
export function ratingGradeProblem(provider: string, rating: string): string | null {
  const grade = rating.trim().toUpperCase();
  const scale = provider === "MSCI" ? MSCI_SCALE : provider === "CDP" ? CDP_SCALE : null;
  if (scale) {
    // "an MSCI grade", "a CDP grade": initialisms take the article of their first letter's name.
    const article = /^[AEFHILMNORSX]/.test(provider) ? "an" : "a";
    return grade in scale ? null : `must be ${article} ${provider} grade: ${Object.keys(scale).join(", ")}`;
  }
  const n = PLAIN_NUMBER.test(grade) ? Number(grade) : Number.NaN;
  if (n >= 0 && n <= 100) return null;
  return provider === "Sustainalytics"
    ? "must be a Sustainalytics risk score between 0 and 100 (e.g., 18.5)"
    : `must be a ${provider} score between 0 and 100`;
}

/** A valid rating as stored: trimmed, grades in capitals ("a-" → "A-"), numbers as typed. */
export function normalizeRating(rating: string): string {
  return rating.trim().toUpperCase();
}

/** The leading number of a text (parseFloat semantics), or null when there is none. */
function leadingNumber(text: string): number | null {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : null;
}

const clampScore = (n: number) => Math.min(100, Math.max(0, n));

/**
 * Spec §9 "Rating to 0-100 score": MSCI and CDP grades from their scales; Sustainalytics 100 minus the risk
 * number, floored at 0; other providers the number parsed, or 0. Unknown grades give 0. Grades are matched
 * trimmed and case-insensitively; the result is kept on the 0-100 scale the spec names.
 */
export function ratingToScore(provider: string, rating: string): number {
  const grade = rating.trim().toUpperCase();
  switch (provider) {
    case "MSCI":
      return MSCI_SCALE[grade] ?? 0;
    case "CDP":
      return CDP_SCALE[grade] ?? 0;
    case "Sustainalytics": {
      const risk = leadingNumber(grade);
      return risk === null ? 0 : clampScore(100 - risk);
    }
    default: {
      const n = leadingNumber(grade);
      return n === null ? 0 : clampScore(n);
    }
  }
}

export type ScoreColour = "green" | "yellow" | "red";

/** Spec §9: a score of 80% or more is green, 60% or more yellow, otherwise red. */
export function scoreColour(score: number): ScoreColour {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar date (YYYY-MM-DD) of a date or ISO timestamp text, or null when it is not a real date. */
export function toIsoDate(text: string): string | null {
  const m = ISO_DATE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = date.toISOString().slice(0, 10);
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  return iso === `${y}-${mo}-${d}` ? iso : null;
}

/** A pillar score 0-100; empty (null or absent) means the provider did not rate the pillar. */
function pillarScore(label: string) {
  const range = `${label} score must be between 0 and 100`;
  return z
    .number({ error: `${label} score must be a number` })
    .int(`${label} score must be a whole number`)
    .min(0, range)
    .max(100, range)
    .nullish()
    .transform((v) => v ?? DEFAULT_PILLAR_SCORE);
}

const listItems = (label: string) =>
  z
    .array(z.string().trim().max(200, `Each ${label} must be at most 200 characters`), {
      error: `${label} must be a list of texts`,
    })
    .max(20, `At most 20 ${label}`)
    .transform((items) => items.filter((s) => s.length > 0));

const isObjectInput = (input: unknown) =>
  typeof input === "object" && input !== null && !Array.isArray(input);

const gradeRule = (field: "overallScore" | "previousScore", label: string) => ({
  path: [field],
  // Never on a null or non-object input: the rule reads its fields.
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    isObjectInput(payload.value) &&
    !payload.issues.some((i) => i.path?.[0] === "provider" || i.path?.[0] === field),
  error: (issue: { input: unknown }) => {
    const r = issue.input as { provider: string } & Record<typeof field, string>;
    return `${label} ${ratingGradeProblem(r.provider, r[field] ?? "") ?? "is invalid"}`;
  },
});

/**
 * POST /api/esg-ratings and the Add ESG Rating form (spec §3, §5): rating date and overall rating required; the
 * overall (and any previous) rating valid for its provider (`ratingGradeProblem`), stored in capitals; pillar
 * scores whole numbers 0-100 or empty for "not rated"; peer ranking a percentile 1-100. The company comes from
 * the session.
 */
export const esgRatingInputSchema = z
  .object({
    provider: ratingProviderSchema,
    overallScore: z
      .string({ error: "Overall rating is required" })
      .trim()
      .min(1, "Overall rating is required")
      .max(20, "Overall rating must be at most 20 characters"),
    previousScore: optionalText("Previous rating", 20),
    environmentalScore: pillarScore("Environmental").default(DEFAULT_PILLAR_SCORE),
    socialScore: pillarScore("Social").default(DEFAULT_PILLAR_SCORE),
    governanceScore: pillarScore("Governance").default(DEFAULT_PILLAR_SCORE),
    ratingDate: z
      .string({ error: "Rating date is required" })
      .trim()
      .min(1, { error: "Rating date is required", abort: true })
      .refine((s) => toIsoDate(s) !== null, "Rating date must be a valid date (YYYY-MM-DD)")
      .transform((s) => toIsoDate(s) as string),
    trend: ratingTrendSchema.default(DEFAULT_RATING_TREND),
    methodology: optionalText("Methodology", 500),
    peerRanking: z
      .number({ error: "Peer ranking must be a number" })
      .int("Peer ranking must be a whole number")
      .min(1, "Peer ranking must be between 1 and 100")
      .max(100, "Peer ranking must be between 1 and 100")
      .default(DEFAULT_PEER_RANKING),
    strengths: listItems("strengths").default([]),
    weaknesses: listItems("improvement areas").default([]),
  })
  .refine(
    (r) => ratingGradeProblem(r.provider, r.overallScore) === null,
    gradeRule("overallScore", "Overall rating"),
  )
  .refine(
    (r) => r.previousScore === null || ratingGradeProblem(r.provider, r.previousScore) === null,
    gradeRule("previousScore", "Previous rating"),
  )
  .transform((r) => ({
    ...r,
    overallScore: normalizeRating(r.overallScore),
    previousScore: r.previousScore === null ? null : normalizeRating(r.previousScore),
  }));
export type EsgRatingInput = z.input<typeof esgRatingInputSchema>;
export type EsgRatingValues = z.output<typeof esgRatingInputSchema>;

/** A stored rating; `normalizedScore` is `ratingToScore` computed by the server when it was recorded. */
export const esgRatingSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  provider: z.string(),
  overallScore: z.string(),
  previousScore: z.string().nullable(),
  /** Null: not rated by the provider. */
  environmentalScore: z.number().nullable(),
  socialScore: z.number().nullable(),
  governanceScore: z.number().nullable(),
  ratingDate: z.string(),
  trend: z.string(),
  methodology: z.string().nullable(),
  peerRanking: z.number(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  normalizedScore: z.number(),
  createdAt: z.string(),
});
export type EsgRating = z.infer<typeof esgRatingSchema>;

/** Spec §5: strengths and weaknesses are entered comma-separated, split on commas and trimmed. */
export function splitCommaList(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** An English ordinal for a percentile or rank: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 68th. */
export function ordinal(n: number): string {
  const i = Math.round(n);
  const mod100 = Math.abs(i) % 100;
  const mod10 = Math.abs(i) % 10;
  const suffix =
    mod100 >= 11 && mod100 <= 13 ? "th" : mod10 === 1 ? "st" : mod10 === 2 ? "nd" : mod10 === 3 ? "rd" : "th";
  return `${i}${suffix}`;
}

/** Newest first by rating date; among ratings of the same date the later-recorded one first. */
export function byRatingDateDesc(a: EsgRating, b: EsgRating): number {
  if (a.ratingDate !== b.ratingDate) return a.ratingDate < b.ratingDate ? 1 : -1;
  return b.id - a.id;
}

function providerOrder(provider: string): number {
  const i = (RATING_PROVIDERS as readonly string[]).indexOf(provider);
  return i === -1 ? RATING_PROVIDERS.length : i;
}

export type ProviderHistory = { provider: string; ratings: EsgRating[] };

/** Spec §2 "Trends": each provider's ratings newest first; providers in the form's order. */
export function ratingHistoryByProvider(ratings: readonly EsgRating[]): ProviderHistory[] {
  const groups = new Map<string, EsgRating[]>();
  for (const r of [...ratings].sort(byRatingDateDesc)) {
    const list = groups.get(r.provider) ?? [];
    list.push(r);
    groups.set(r.provider, list);
  }
  return [...groups.entries()]
    .map(([provider, list]) => ({ provider, ratings: list }))
    .sort(
      (a, b) => providerOrder(a.provider) - providerOrder(b.provider) || a.provider.localeCompare(b.provider),
    );
}

/** Spec §2/§9: the overview shows only the latest rating per provider by date. */
export function latestRatingPerProvider(ratings: readonly EsgRating[]): EsgRating[] {
  return ratingHistoryByProvider(ratings).map((h) => h.ratings[0] as EsgRating);
}

export type TrendCounts = Record<RatingTrend, number>;

/** Spec §2 "Comparison": how many providers' latest ratings are improving, stable and declining. */
export function trendCounts(ratings: readonly EsgRating[]): TrendCounts {
  const counts: TrendCounts = { improving: 0, stable: 0, declining: 0 };
  for (const r of latestRatingPerProvider(ratings)) {
    if (r.trend === "improving" || r.trend === "stable" || r.trend === "declining") counts[r.trend] += 1;
  }
  return counts;
}

export type RatingSummary = {
  providers: number;
  /** Rounded percent. */
  averageScore: number;
  improving: number;
  /** Rounded percentile. */
  averagePeerRanking: number;
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;

/**
 * The average ESG rating score (spec part 2 §9 "Average score is the mean over all ratings"): the mean
 * normalised 0-100 score over every rating on file, rounded to a whole point; null without ratings. The one
 * computation behind the ratings screen's Average Score card and the board's average third-party rating.
 */
export function averageRatingScore(ratings: readonly { normalizedScore: number }[]): number | null {
  return ratings.length === 0 ? null : Math.round(mean(ratings.map((r) => r.normalizedScore)));
}

/**
 * Spec §2 cards: providers rated; average score = mean normalised score over ALL ratings (§9); improving and
 * average peer ranking describe where each provider stands now, i.e. its latest rating.
 */
export function ratingSummary(ratings: readonly EsgRating[]): RatingSummary {
  const latest = latestRatingPerProvider(ratings);
  return {
    providers: latest.length,
    averageScore: averageRatingScore(ratings) ?? 0,
    improving: latest.filter((r) => r.trend === "improving").length,
    averagePeerRanking: Math.round(mean(latest.map((r) => r.peerRanking))),
  };
}
