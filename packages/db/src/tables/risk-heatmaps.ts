import type { RiskStatus } from "@esg/domain";
import type { Generated } from "kysely";

/** ESG Risk Heat Maps, written by hand to match 2026-11-22T0106-risk-heatmaps. */
export interface RiskAssessmentsTable {
  id: Generated<number>;
  company_id: number;
  /** Climate, Social, Governance, Operational */
  risk_category: string;
  risk_type: string;
  description: string;
  geography: string | null;
  business_unit: string | null;
  /** 1-5 */
  probability: number;
  /** 1-5 */
  impact: number;
  /** Low, Medium, High, Critical: always computed by the server from probability x impact. */
  risk_level: string;
  mitigation_strategy: string | null;
  owner: string | null;
  status: RiskStatus;
  created_at: string;
  updated_at: string;
}

export interface RiskHeatmapsTables {
  risk_assessments: RiskAssessmentsTable;
}
