import type { Generated } from "kysely";

/** Company data extraction tables, written by hand to match 2026-11-22T0140-company-data. */

export interface CompanyScrapesTable {
  id: Generated<number>;
  company_id: number;
  website_url: string;
  company_name: string;
  /** scrape, verified, demo-amaroq, demo-polyus */
  kind: string;
  /** JSON text of ScrapedCompanyData. */
  data: string;
  /** JSON text of AcademicAnalysis, or null for a plain scrape. */
  academic_analysis: string | null;
  /** JSON text of VerificationResult, or null. */
  verification: string | null;
  created_at: string;
}

export interface CompanyDataTables {
  company_scrapes: CompanyScrapesTable;
}
