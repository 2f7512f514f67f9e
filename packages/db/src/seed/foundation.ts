import { nameKey } from "@esg/domain";
import { restoreReportDocuments } from "../queries/documents";
import type { CompanySeeder } from "./company-seeder";
import { DEMO_SUPPLIERS } from "./demo-data";

export const foundationSeeder: CompanySeeder = {
  name: "foundation",
  // Not "documents": report documents are created with the company and keep their ids through Reset Demo.
  tables: ["suppliers"],
  async seed(trx, companyId, now) {
    await trx
      .insertInto("suppliers")
      .values(
        DEMO_SUPPLIERS.map((s) => ({
          company_id: companyId,
          name: s.name,
          name_key: nameKey(s.name),
          risk_tier: s.riskTier,
          disclosure_score: s.disclosureScore,
          responded: s.responded ? 1 : 0,
          country: s.country,
          category: s.category,
        })),
      )
      .execute();
    await restoreReportDocuments(trx, { companyId, now: now.toISOString() });
  },
};
