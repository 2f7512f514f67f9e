import type { VerificationStatus } from "@esg/domain";
import type { Generated } from "kysely";

/** Impact Measurement Tools table, written by hand to match 2026-11-22T0104-impact-measurement. */

export interface ImpactMeasurementsTable {
  id: Generated<number>;
  company_id: number;
  /** Environmental, Social, Economic */
  category: string;
  metric: string;
  description: string;
  value: number;
  unit: string;
  baseline: number | null;
  target: number | null;
  /** YYYY-MM-DD */
  target_date: string | null;
  methodology: string | null;
  verification_status: VerificationStatus;
  data_source: string | null;
  beneficiaries: number | null;
  geographic_scope: string | null;
  reporting_period: string | null;
  created_at: string;
}

export interface ImpactMeasurementTables {
  impact_measurements: ImpactMeasurementsTable;
}
