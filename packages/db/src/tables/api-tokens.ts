import type { ApiTokenScope } from "@esg/domain";
import type { Generated } from "kysely";

/** Personal API tokens, written by hand to match 2026-11-25T0600-api-tokens. */
export interface ApiTokensTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  name: string;
  scope: ApiTokenScope;
  /** SHA-256 (hex) of the token */
  token_hash: string;
  /** ISO timestamps */
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ApiTokensTables {
  api_tokens: ApiTokensTable;
}
