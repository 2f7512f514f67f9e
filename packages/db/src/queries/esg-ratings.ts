import type { EsgRating, EsgRatingValues, ListPage } from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { EsgRatingsTable } from "../tables/esg-ratings";
import { onePage } from "./list-paging";

type RatingRow = Selectable<EsgRatingsTable>;

const COLUMNS = [
  "id",
  "company_id",
  "provider",
  "overall_score",
  "previous_score",
  "environmental_score",
  "social_score",
  "governance_score",
  "rating_date",
  "trend",
  "methodology",
  "peer_ranking",
  "strengths",
  "weaknesses",
  "normalized_score",
  "created_at",
] as const;

function textList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

function toRating(r: RatingRow): EsgRating {
  return {
    id: r.id,
    companyId: r.company_id,
    provider: r.provider,
    overallScore: r.overall_score,
    previousScore: r.previous_score,
    environmentalScore: r.environmental_score,
    socialScore: r.social_score,
    governanceScore: r.governance_score,
    ratingDate: r.rating_date,
    trend: r.trend,
    methodology: r.methodology,
    peerRanking: r.peer_ranking,
    strengths: textList(r.strengths),
    weaknesses: textList(r.weaknesses),
    normalizedScore: r.normalized_score,
    createdAt: r.created_at,
  };
}

/** A company's ratings, newest rating date first. */
export async function listEsgRatings(
  db: Db,
  params: { companyId: number; page?: ListPage },
): Promise<EsgRating[]> {
  const rows = await db
    .selectFrom("esg_ratings")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .orderBy("rating_date", "desc")
    .orderBy("id", "desc")
    .$call((q) => onePage(q, params.page))
    .execute();
  return rows.map(toRating);
}

/** Records a rating; `normalizedScore` is the caller's `ratingToScore` of the overall rating. */
export async function insertEsgRating(
  db: Db,
  params: { companyId: number; values: EsgRatingValues; normalizedScore: number; now?: Date },
): Promise<EsgRating> {
  const v = params.values;
  const row = await db
    .insertInto("esg_ratings")
    .values({
      company_id: params.companyId,
      provider: v.provider,
      overall_score: v.overallScore,
      previous_score: v.previousScore,
      environmental_score: v.environmentalScore,
      social_score: v.socialScore,
      governance_score: v.governanceScore,
      rating_date: v.ratingDate,
      trend: v.trend,
      methodology: v.methodology,
      peer_ranking: v.peerRanking,
      strengths: JSON.stringify(v.strengths),
      weaknesses: JSON.stringify(v.weaknesses),
      normalized_score: params.normalizedScore,
      created_at: (params.now ?? new Date()).toISOString(),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRating(row);
}

/** One of the company's ESG rating (null when unknown to it, another company's id included). */
export async function findEsgRating(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("esg_ratings")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toRating(r) : null;
}
