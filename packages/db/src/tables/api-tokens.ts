import type { ApiTokenScope, Role } from "@esg/domain";
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
  /** A service token's role (2026-11-28T0210-service-tokens); null: a personal token, acting with its owner's */
  role: Role | null;
  /** 1: the token has the `tokens` scope (it may rotate itself) */
  tokens_scope: Generated<number>;
}

export interface ApiTokensTables {
  api_tokens: ApiTokensTable;
}
