import type { RequirementStatus } from "@esg/domain";
import type { Generated } from "kysely";

/** Regulatory Compliance Dashboard, written by hand to match 2026-11-22T0105-regulatory-compliance. */
export interface RegulatoryRequirementsTable {
  id: Generated<number>;
  company_id: number;
  /** CSRD, TCFD, SEC, GRI, SASB, or null when none was chosen. */
  framework: string | null;
  requirement: string;
  description: string;
  /** YYYY-MM-DD */
  due_date: string | null;
  assigned_to: string | null;
  /** 0-100, moved in steps of 25 by the server. */
  completion_percentage: number;
  /** pending, in_progress, completed (overdue is read but never written). */
  status: RequirementStatus;
  created_at: string;
  updated_at: string;
}

export interface RegulatoryComplianceTables {
  regulatory_requirements: RegulatoryRequirementsTable;
}
