import type { Generated } from "kysely";

/** Organisation tables (issue 16), written by hand to match 2026-11-25T0200-organisations. */

export interface MembershipsTable {
  company_id: number;
  user_id: number;
  /** admin, editor, viewer, auditor */
  role: string;
  created_at: string;
}

export interface InvitationsTable {
  id: Generated<number>;
  company_id: number;
  token_hash: string;
  role: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: number | null;
}

/** Append-only: no query updates or deletes a row (Reset Demo keeps it too). */
export interface AuditLogTable {
  id: Generated<number>;
  company_id: number;
  at: string;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
}

export interface OrganisationTables {
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  audit_log: AuditLogTable;
}
