import type { CarbonUploadStatus, ProcessingStatus } from "@esg/domain";
import type { Generated } from "kysely";
import type { CarbonEvidenceChunksTable, CarbonEvidenceFilesTable } from "./carbon-evidence";

/**
 * Carbon accounting tables, written by hand to match 2026-11-22T0110-carbon and
 * 2026-11-25T0100-inventory-trail (periods, both Scope 2 methods, the audit trail).
 */

export interface CarbonDataSourcesTable {
  id: Generated<number>;
  company_id: number;
  file_name: string | null;
  /** energy_bill, fuel_receipt, travel_expense, supplier_invoice */
  source_type: string;
  /**
   * processed, error, voided, or a streamed upload's queued / processing (pending is never stored: ingest is
   * synchronous).
   */
  processing_status: Exclude<ProcessingStatus, "pending"> | CarbonUploadStatus["status"];
  error_message: string | null;
  activity_count: number;
  /** kg CO2e */
  total_emissions: number;
  uploaded_at: string;
  /** SHA-256 (hex) of the normalised rows: the same content twice is a duplicate. */
  content_hash: string | null;
  /** The upload as submitted (CSV or JSON text), downloadable from the data source. */
  content: string | null;
  content_type: string | null;
  factor_library_version: string | null;
  /** JSON: [{code, message, rows}] raised by the upload's rows. */
  warnings: string | null;
  voided_at: string | null;
  voided_by: number | null;
  void_reason: string | null;
  /** 2026-11-25T0700-streamed-uploads: a streamed upload's progress and outcome. */
  rows_read: Generated<number>;
  bytes_read: Generated<number>;
  bytes_total: number | null;
  /** JSON: the first 1,000 row issues of a failed upload. */
  issues: string | null;
  issue_count: number | null;
  /** JSON: the processed upload's result (CarbonIngestResult without its data source id). */
  result: string | null;
  /** ISO time of the job's last progress (stale → interrupted). */
  progress_at: string | null;
  /** 2026-11-27T0500-evidence-and-review: who uploaded it, and its review ("approved" for older sources). */
  uploaded_by: number | null;
  review_status: Generated<"approved" | "pending" | "rejected">;
  reviewed_by: number | null;
  reviewed_at: string | null;
  review_reason: string | null;
  /** 2026-11-27T0700-upload-queue: when its whole file had arrived (a queued upload waits for the queue). */
  received_at: string | null;
  /** 1 when the sender allowed the same rows as an earlier upload. */
  allow_duplicate: Generated<number>;
}

/** A streamed upload's file, kept in order in chunks of about 1 MiB. */
export interface CarbonUploadChunksTable {
  id: Generated<number>;
  company_id: number;
  data_source_id: number;
  seq: number;
  data: Uint8Array;
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
  /** kg CO2e, market-based (scope 2 only) */
  market_based_emissions: number | null;
  /** "kg CO2e per kWh" */
  factor_unit_full: string | null;
  gwp_basis: string | null;
  factor_licence: string | null;
  factor_library_version: string | null;
  /** JSON: [{code, message}] */
  warnings: string | null;
  /** JSON: {radiativeForcing?, categoryOverride?, …} */
  flags: string | null;
  /** instrument, residual_mix, location_fallback (scope 2 only) */
  market_method: string | null;
  market_factor_id: string | null;
  market_factor_source: string | null;
  market_factor_value: number | null;
  instrument_type: string | null;
  instrument_supplier: string | null;
  instrument_factor: number | null;
  instrument_volume: number | null;
  instrument_vintage: string | null;
  /** The energy row a derived category 3 activity came from. */
  derived_from_id: number | null;
  /** wtt_fuel, td_losses, wtt_generation, wtt_td_losses */
  derived_kind: string | null;
  /** Set when its data source is voided: it leaves every total. */
  voided_at: string | null;
  /** The company's site (2026-11-25T0300-sites); null: no site. */
  site_id: number | null;
  /** The input row's duplicate key (2026-11-27T0200-bill-once-periods), shared by its months and derived rows. */
  row_key: string | null;
  /** The 1-based row of its upload the activity came from (null before 2026-11-27T0200). */
  source_row: number | null;
  /** The input row's billing period (inclusive YYYY-MM-DD); null for a dated row. */
  period_start: string | null;
  period_end: string | null;
  /** kg of each gas where the factor's source gives the split (2026-11-28T0600-gases); null: not given. */
  kg_co2: number | null;
  kg_ch4: number | null;
  kg_n2o: number | null;
  /** A refrigerant leak: hfc, pfc, sf6, nf3, co2, montreal or none; its gas, kg and kg CO2e. */
  f_gas_group: string | null;
  f_gas_name: string | null;
  f_gas_kg: number | null;
  f_gas_co2e: number | null;
  /** kg biogenic CO2, outside the scopes. */
  biogenic_co2: number | null;
  /** 0/1: the factor's source gives the split by gas. */
  gas_split: Generated<number>;
  /**
   * Data-quality score 1 (metered or supplier-verified) … 5 (spend-based or sector average) and the relative
   * 95% uncertainties (%) of the activity data and the factor (2026-11-29T0100-uncertainty; older rows
   * backfilled there). `quality_basis`: "stated" by the upload, or "default:<kind>" of the defaults table.
   */
  data_quality: number | null;
  activity_uncertainty_pct: number | null;
  factor_uncertainty_pct: number | null;
  quality_basis: string | null;
}

/** kg CO2e per company, month, scope, breakdown key and source type; kept current in every write's transaction. */
export interface CarbonMonthlyTotalsTable {
  company_id: number;
  /** YYYY-MM */
  month: string;
  scope: number;
  detail_key: string;
  source_type: string;
  /** The activities' site; 0 = no site (part of the key, 2026-11-25T0300-sites). */
  site_id: Generated<number>;
  location_kg: number;
  /** market-based for scope 2; equal to location_kg for scopes 1 and 3 */
  market_kg: number;
  activity_count: number;
}

export interface CompanyReportingSettingsTable {
  company_id: number;
  fiscal_year_start_month: number;
  base_year: number | null;
  category3_policy: string;
  consolidation_approach: string;
  updated_at: string;
  /** 0/1: new uploads wait for another admin's approval before they count. */
  require_approval: Generated<number>;
  /** AR5 or AR6: the GWPs applied to gas masses (2026-11-28T0600-gases). */
  gwp_basis: Generated<string>;
}

/** The close/reopen log of reporting years: the latest row of a year is its state. */
export interface CarbonYearClosuresTable {
  id: Generated<number>;
  company_id: number;
  reporting_year: number;
  action: "closed" | "reopened";
  user_id: number | null;
  reason: string | null;
  at: string;
}

/** A closed year's frozen figures and settings, one per closure (migration 2026-11-27T0100). */
export interface CarbonYearSnapshotsTable {
  id: Generated<number>;
  company_id: number;
  reporting_year: number;
  closure_id: number;
  created_at: string;
  /** JSON of YearSnapshot (@esg/domain carbon-year-snapshot.ts). */
  payload: string;
}

export interface CarbonRecalculationsTable {
  id: Generated<number>;
  company_id: number;
  reporting_year: number;
  library_version: string;
  user_id: number | null;
  at: string;
  activity_count: number;
  changed_count: number;
  old_location_kg: number;
  new_location_kg: number;
  old_market_kg: number;
  new_market_kg: number;
}

export interface CarbonRecalculationChangesTable {
  company_id: number;
  recalculation_id: number;
  activity_id: number;
  old_factor_id: string;
  new_factor_id: string;
  old_library_version: string | null;
  old_kg: number;
  new_kg: number;
  old_market_kg: number | null;
  new_market_kg: number | null;
}

/** What the industry comparison is scaled by. */
export interface CarbonTables {
  carbon_data_sources: CarbonDataSourcesTable;
  emission_activities: EmissionActivitiesTable;
  carbon_monthly_totals: CarbonMonthlyTotalsTable;
  company_reporting_settings: CompanyReportingSettingsTable;
  carbon_year_closures: CarbonYearClosuresTable;
  carbon_year_snapshots: CarbonYearSnapshotsTable;
  carbon_recalculations: CarbonRecalculationsTable;
  carbon_recalculation_changes: CarbonRecalculationChangesTable;
  carbon_upload_chunks: CarbonUploadChunksTable;
  carbon_evidence_files: CarbonEvidenceFilesTable;
  carbon_evidence_chunks: CarbonEvidenceChunksTable;
}
