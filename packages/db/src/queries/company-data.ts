import type { AcademicAnalysis, ScrapedCompanyData, VerificationResult } from "@esg/domain";
import type { Db } from "../create-db";

export type CompanyScrapeKind = "scrape" | "verified" | "demo-amaroq" | "demo-polyus";

export type StoredCompanyScrape = {
  id: number;
  companyId: number;
  kind: CompanyScrapeKind;
  createdAt: string;
  data: ScrapedCompanyData;
  academicAnalysis: AcademicAnalysis | null;
  verification: VerificationResult | null;
};

/** Stores one completed extraction (never a partial one: callers insert only after success). */
export async function insertCompanyScrape(
  db: Db,
  params: {
    companyId: number;
    kind: CompanyScrapeKind;
    data: ScrapedCompanyData;
    academicAnalysis: AcademicAnalysis | null;
    verification: VerificationResult | null;
    createdAt: string;
  },
): Promise<StoredCompanyScrape> {
  const row = await db
    .insertInto("company_scrapes")
    .values({
      company_id: params.companyId,
      website_url: params.data.websiteUrl,
      company_name: params.data.companyName,
      kind: params.kind,
      data: JSON.stringify(params.data),
      academic_analysis: params.academicAnalysis ? JSON.stringify(params.academicAnalysis) : null,
      verification: params.verification ? JSON.stringify(params.verification) : null,
      created_at: params.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ...params, id: row.id };
}

/** The company's most recent extraction, or null. */
export async function latestCompanyScrape(
  db: Db,
  params: { companyId: number },
): Promise<StoredCompanyScrape | null> {
  const r = await db
    .selectFrom("company_scrapes")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    companyId: r.company_id,
    kind: r.kind as CompanyScrapeKind,
    createdAt: r.created_at,
    data: JSON.parse(r.data) as ScrapedCompanyData,
    academicAnalysis: r.academic_analysis ? (JSON.parse(r.academic_analysis) as AcademicAnalysis) : null,
    verification: r.verification ? (JSON.parse(r.verification) as VerificationResult) : null,
  };
}
