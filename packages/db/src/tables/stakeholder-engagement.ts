import type { FeedbackStatus } from "@esg/domain";
import type { Generated } from "kysely";

/** Stakeholder Engagement Portal, written by hand to match 2026-11-22T0102-stakeholder-engagement. */
export interface StakeholderFeedbackTable {
  id: Generated<number>;
  company_id: number;
  topic: string;
  /** customer, investor, employee, community */
  stakeholder_type: string;
  /** concern, suggestion, question, compliment */
  feedback_type: string;
  /** critical, high, medium, low */
  priority: string;
  status: FeedbackStatus;
  /** Stored exactly as submitted; the UI shows it as text only. */
  message: string;
  contact_email: string | null;
  response: string | null;
  responded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface StakeholderEngagementTables {
  stakeholder_feedback: StakeholderFeedbackTable;
}
