import type { Database } from "../schema";

/**
 * The company-owned tables Reset Demo leaves as they are, each with the reason. Every other table with a
 * `company_id` is listed by a seeder (`tables`) and emptied: a test compares the two lists with the schema, so
 * a new table must be placed in one of them.
 */
export const KEPT_BY_RESET: Readonly<Partial<Record<keyof Database, string>>> = {
  users: "who can sign in is not sample data",
  memberships: "who belongs to the company, and with which role, is not sample data",
  invitations: "access being granted is not sample data",
  api_tokens: "scripts keep their credentials",
  audit_log: "the trail of who did what outlives the data, and records the reset itself",
  documents: "report documents keep their ids (links to them stay valid); the seed restores a missing one",
  company_data_versions: "only ever rises, so that no cache serves figures of the data before the reset",
  idempotency_keys: "a retried request still gets its first answer, not a second run",
  webhook_endpoints: "integrations stay subscribed",
  webhook_events: "the outbox of what was already announced",
  webhook_deliveries: "the outbox of what was already announced",
};
