import type { Generated } from "kysely";

/** One scope 3 category's screening for a reporting year (2026-11-28T0700-energy-screening-ets). */
export interface Scope3ScreeningsTable {
  id: Generated<number>;
  company_id: number;
  reporting_year: number;
  /** GHG Protocol scope 3 category, 1-15 */
  category: number;
  /** calculated, estimated, not_relevant, not_yet_screened */
  status: string;
  method: string | null;
  justification: string | null;
  updated_at: string;
  updated_by: number | null;
}

export interface Scope3ScreeningTables {
  scope3_screenings: Scope3ScreeningsTable;
}
