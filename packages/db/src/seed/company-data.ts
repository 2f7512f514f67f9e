import type { CompanySeeder } from "./company-seeder";

/**
 * Extractions are made by the user (or the demo cards, from bundled snapshots); no row is invented here.
 * Listed so that Reset Demo empties the table.
 */
export const companyDataSeeder: CompanySeeder = {
  name: "company-data",
  tables: ["company_scrapes"],
  async seed() {},
};
