import type { AuditAction, AuditEntity, Role } from "@esg/domain";
import type { Generated } from "kysely";

/** Organisation tables, written by hand to match 2026-11-25T0200-organisations. */

export interface MembershipsTable {
  company_id: number;
  user_id: number;
  role: Role;
  created_at: string;
}

export interface InvitationsTable {
  id: Generated<number>;
  company_id: number;
  token_hash: string;
  role: Role;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: number | null;
  /** Who the link was meant for; it is mailed there when mail is configured (2026-11-27T0600). */
  email: string | null;
  revoked_at: string | null;
  revoked_by: number | null;
}

/** Append-only: no query updates or deletes a row (Reset Demo keeps it too). */
export interface AuditLogTable {
  id: Generated<number>;
  company_id: number;
  at: string;
  user_id: number | null;
  /** The actor's display name and role when the entry was written (2026-11-27T0600). */
  user_name: string | null;
  user_role: Role | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string | null;
  before: string | null;
  after: string | null;
}

export interface OrganisationTables {
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  audit_log: AuditLogTable;
}
