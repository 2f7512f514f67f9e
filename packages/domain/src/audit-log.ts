/**
 * The words of the audit log (`audit_log.action` and `audit_log.entity`), as types only: the compiler holds
 * every writer to these lists, so a new write cannot invent a second spelling of an entity that the audit
 * log's entity filter would then miss.
 */

/** What was done. */
export type AuditAction =
  | "approve"
  | "cancel"
  | "change-password"
  | "close_year"
  | "create"
  | "delete"
  | "dismiss"
  | "extract"
  | "invite"
  | "join"
  | "process"
  | "profile"
  | "recalculate"
  | "reject"
  | "remove"
  | "reopen_year"
  | "reset"
  | "reset-password"
  | "rotate"
  | "respond"
  | "revoke"
  | "settings"
  | "sign_in_failed"
  | "status_change"
  | "update"
  | "upload"
  | "void";

/** What it was done to. */
export type AuditEntity =
  | "api_token"
  | "benchmark"
  | "board_report"
  | "carbon_data_source"
  | "carbon_evidence"
  | "company"
  | "company_data"
  | "demo"
  | "goal"
  | "goal_progress"
  | "impact_measurement"
  | "invitation"
  | "materiality_topic"
  | "member"
  | "membership"
  | "onboarding"
  | "rating"
  | "reporting_settings"
  | "reporting_year"
  | "requirement"
  | "risk"
  | "scope3_screening"
  | "session"
  | "site"
  | "stakeholder_feedback"
  | "supplier"
  | "training_module"
  | "training_progress"
  | "webhook";
