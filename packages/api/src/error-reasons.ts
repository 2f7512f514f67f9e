/**
 * Every `reason` an error body can carry: a stable, machine-readable word a client branches on, finer than the
 * HTTP status (a 409 may be a closed year, a duplicate or a state-machine refusal). This list is the one place
 * they are named: the OpenAPI document's `Error.reason` enum is made from it, and code that refuses something
 * new adds its reason here (never a free string at the throw site). Renaming one breaks integrators.
 */
export const ERROR_REASONS = [
  // 400
  "validation_failed",
  "malformed_body",
  // 401 / 403
  "unauthenticated",
  "forbidden",
  "cross_site_request",
  "token_scope",
  // 404 / 405
  "not_found",
  "method_not_allowed",
  // 409: the record's state, or what it would repeat
  "conflict",
  "already_exists",
  "year_closed",
  "last_admin",
  "duplicate_upload",
  "duplicate_rows",
  "invalid_transition",
  "in_use",
  "already_rotated",
  "idempotency_in_progress",
  // 412 / 413 / 415 / 421 / 422
  "precondition_failed",
  "payload_too_large",
  "quota_exceeded",
  "unsupported_media_type",
  "unknown_host",
  "idempotency_mismatch",
  "unprocessable",
  // 429
  "rate_limited",
  // 5xx
  "internal_error",
  "not_implemented",
  "upstream_failed",
  "unavailable",
  "timeout",
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/**
 * The reason an error gets when its thrower names none: the broad one of its code (tRPC's codes, plus the
 * server's own MISDIRECTED_REQUEST and UNSUPPORTED_MEDIA_TYPE).
 */
const REASON_OF_CODE: Record<string, ErrorReason> = {
  PARSE_ERROR: "malformed_body",
  BAD_REQUEST: "validation_failed",
  UNAUTHORIZED: "unauthenticated",
  FORBIDDEN: "forbidden",
  NOT_FOUND: "not_found",
  METHOD_NOT_SUPPORTED: "method_not_allowed",
  TIMEOUT: "timeout",
  CONFLICT: "conflict",
  PRECONDITION_FAILED: "precondition_failed",
  PAYLOAD_TOO_LARGE: "payload_too_large",
  UNSUPPORTED_MEDIA_TYPE: "unsupported_media_type",
  MISDIRECTED_REQUEST: "unknown_host",
  UNPROCESSABLE_CONTENT: "unprocessable",
  TOO_MANY_REQUESTS: "rate_limited",
  CLIENT_CLOSED_REQUEST: "timeout",
  INTERNAL_SERVER_ERROR: "internal_error",
  NOT_IMPLEMENTED: "not_implemented",
  BAD_GATEWAY: "upstream_failed",
  SERVICE_UNAVAILABLE: "unavailable",
  GATEWAY_TIMEOUT: "timeout",
};

export function defaultReason(code: string): ErrorReason {
  return REASON_OF_CODE[code] ?? "internal_error";
}
