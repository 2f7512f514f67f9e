import type { Generated } from "kysely";

/** Materiality Assessment Matrix, written by hand to match 2026-11-22T0101-materiality. */
export interface MaterialityTopicsTable {
  id: Generated<number>;
  company_id: number;
  topic: string;
  /** Environmental, Social, Governance */
  category: string;
  /** 1-5 */
  business_impact: number;
  /** 1-5 */
  stakeholder_concern: number;
  description: string;
  /** Critical, High, Medium, Low: always the server's `materialityLevel(impact, concern)`. */
  materiality_level: string;
  created_at: string;
  updated_at: string;
}

export interface MaterialityTables {
  materiality_topics: MaterialityTopicsTable;
}
