import type { Db } from "../create-db";

/** The most recent stored assessment of a company, or null. */
export async function latestAssessment(db: Db, params: { companyId: number }) {
  const r = await db
    .selectFrom("esg_assessments")
    .select(["environmental_score", "social_score", "governance_score", "summary_text", "created_at"])
    .where("company_id", "=", params.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return r
    ? {
        esgScore: { E: r.environmental_score, S: r.social_score, G: r.governance_score },
        summaryText: r.summary_text,
        createdAt: r.created_at,
      }
    : null;
}
