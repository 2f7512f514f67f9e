import type { CompanySeeder } from "./company-seeder";
import { DEMO_ASSESSMENT, DEMO_DOCUMENTS, DEMO_SUPPLIERS } from "./demo-data";

export const foundationSeeder: CompanySeeder = {
  name: "foundation",
  tables: ["documents", "suppliers", "esg_assessments"],
  async seed(trx, companyId, now) {
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
  },
};
