import type { CompanySeeder } from "./company-seeder";
import { DEMO_DOCUMENTS, DEMO_SUPPLIERS } from "./demo-data";

export const foundationSeeder: CompanySeeder = {
  name: "foundation",
  tables: ["documents", "suppliers"],
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
        // Inserted last-first: the dashboard lists the newest row first, so the CSRD draft leads.
        [...DEMO_DOCUMENTS].reverse().map((d) => ({
          company_id: companyId,
          filename: d.filename,
          type: d.type,
          created_at: createdAt,
        })),
      )
      .execute();
  },
};
