import type { Generated } from "kysely";

/** Carbon accounting tables (issue 3), written by hand to match 2026-11-22T0110-carbon. */

export interface CarbonDataSourcesTable {
  id: Generated<number>;
  company_id: number;
  file_name: string | null;
  /** energy_bill, fuel_receipt, travel_expense, supplier_invoice */
  source_type: string;
  /** processed, error (pending is never stored: ingest is synchronous) */
  processing_status: string;
  error_message: string | null;
  activity_count: number;
  /** kg CO2e */
  total_emissions: number;
  uploaded_at: string;
}

/** One calculated activity with its factor's audit trail (id, source, year, value, unit). */
export interface EmissionActivitiesTable {
  id: Generated<number>;
  company_id: number;
  data_source_id: number;
  scope: number;
  ghg_category: number | null;
  /** Breakdown key of the Carbon Analysis (naturalGas, electricity, businessTravel, …). */
  detail_key: string;
  /** The factor-file activity id. */
  activity: string;
  description: string | null;
  activity_amount: number;
  activity_unit: string;
  /** YYYY-MM-DD */
  activity_date: string;
  reporting_year: number;
  region: string | null;
  /** kg CO2e, location-based for scope 2 */
  total_emissions: number;
  emission_factor: number;
  emission_factor_unit: string;
  factor_id: string;
  factor_source: string;
  factor_year: number;
  market_based_emissions: number | null;
}

/** kg CO2e per company, year, scope and breakdown key, kept current in the ingest transaction. */
export interface CarbonEmissionTotalsTable {
  company_id: number;
  reporting_year: number;
  scope: number;
  detail_key: string;
  total_emissions: number;
  activity_count: number;
}

/** What the industry comparison is scaled by. */
export interface CarbonCompanyProfilesTable {
  company_id: number;
  annual_revenue: number;
  revenue_currency: string;
  updated_at: string;
}

export interface CarbonTables {
  carbon_data_sources: CarbonDataSourcesTable;
  emission_activities: EmissionActivitiesTable;
  carbon_emission_totals: CarbonEmissionTotalsTable;
  carbon_company_profiles: CarbonCompanyProfilesTable;
}
