import type { BoardReportStatus } from "@esg/domain";
import type { Generated } from "kysely";

/** Board Reporting tables, written by hand to match 2026-11-22T0111-board-reporting. */

export interface BoardReportsTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  /** quarterly, annual, special */
  report_type: string;
  reporting_period: string;
  /** executive_summary, detailed_metrics, risk_assessment */
  template: string;
  /** JSON object text. */
  content: string;
  /** JSON object text. */
  key_metrics: string;
  /** JSON object text. */
  recommendations: string;
  status: BoardReportStatus;
  created_by: number | null;
  created_at: string;
  approved_by: string | null;
  approval_date: string | null;
  published_at: string | null;
}

export interface BoardReportingTables {
  board_reports: BoardReportsTable;
}
