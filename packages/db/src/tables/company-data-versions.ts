/** Per-company data versions, written by hand to match 2026-11-26T0400-company-data-version. */
export interface CompanyDataVersionsTable {
  /** No foreign key: the row outlives its company, so a recreated id never sees an old version again. */
  company_id: number;
  /** Bumped by triggers on every write to the company's data, never by bookkeeping writes. */
  version: number;
}

export interface CompanyDataVersionsTables {
  company_data_versions: CompanyDataVersionsTable;
}
