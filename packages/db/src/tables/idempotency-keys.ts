/** Idempotency keys, written by hand to match 2026-11-28T0200-idempotency-keys. */
export interface IdempotencyKeysTable {
  company_id: number;
  user_id: number;
  key: string;
  /** SHA-256 (hex) of method, path and body */
  request_hash: string;
  /** The stored answer; null while the first request runs */
  status: number | null;
  content_type: string | null;
  body: Uint8Array | null;
  /** Epoch milliseconds */
  created_at: number;
  expires_at: number;
}

export interface IdempotencyKeysTables {
  idempotency_keys: IdempotencyKeysTable;
}
