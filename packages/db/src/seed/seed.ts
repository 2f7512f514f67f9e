import type { Db } from "../create-db";
import { DEMO_ASSESSMENT, DEMO_COMPANY, DEMO_DOCUMENTS, DEMO_SUPPLIERS, DEMO_USER } from "./demo-data";

type Tx = Db;

/**
 * Company-owned tables, children first. Reset Demo empties these for one company and re-seeds them;
 * module slices add their tables here and their rows to `seedCompanyData`.
 */
export const COMPANY_TABLES = ["documents", "suppliers", "esg_assessments"] as const;

/** Inserts the demo rows of every company-owned table for one company. */
export async function seedCompanyData(trx: Tx, companyId: number, now = new Date()): Promise<void> {
  const createdAt = now.toISOString();
  await trx
    .insertInto("suppliers")
    .values(
      DEMO_SUPPLIERS.map((s) => ({
        company_id: companyId,
        name: s.name,
        risk_tier: s.riskTier,
        disclosure_score: s.disclosureScore,
        responded: s.responded ? 1 : 0,
        country: s.country,
        category: s.category,
      })),
    )
    .execute();
  await trx
    .insertInto("documents")
    .values(
      DEMO_DOCUMENTS.map((d) => ({
        company_id: companyId,
        filename: d.filename,
        type: d.type,
        created_at: createdAt,
      })),
    )
    .execute();
  await trx
    .insertInto("esg_assessments")
    .values({
      company_id: companyId,
      environmental_score: DEMO_ASSESSMENT.environmental,
      social_score: DEMO_ASSESSMENT.social,
      governance_score: DEMO_ASSESSMENT.governance,
      summary_text: DEMO_ASSESSMENT.summaryText,
      created_at: createdAt,
    })
    .execute();
}

/** Seeds the demo company and user when the database has no company yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, opts: { demoPasswordHash: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("companies").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    const now = new Date();
    const company = await trx
      .insertInto("companies")
      .values({ name: DEMO_COMPANY.name, industry: DEMO_COMPANY.industry, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("users")
      .values({
        company_id: company.id,
        username: DEMO_USER.username,
        password_hash: opts.demoPasswordHash,
        name: DEMO_USER.name,
        created_at: now.toISOString(),
      })
      .execute();
    await seedCompanyData(trx, company.id, now);
    return true;
  });
}

/** Reset Demo: restores the seed rows of one company in a single transaction; users and sessions stay. */
export async function resetCompanyData(db: Db, params: { companyId: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of COMPANY_TABLES) {
      await trx.deleteFrom(table).where("company_id", "=", params.companyId).execute();
    }
    await seedCompanyData(trx, params.companyId);
  });
}
