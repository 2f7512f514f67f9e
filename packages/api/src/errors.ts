import { uniqueViolationOf } from "@esg/db";
import type { DuplicateRowMatch } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { defaultReason, type ErrorReason } from "./error-reasons";

/** The product's error body: never a stack trace, SQL text or internal message in production. */
export type ErrorBody = {
  message: string;
  code: string;
  /** What a client branches on (error-reasons.ts); filled from `code` when the thrower named none. */
  reason?: ErrorReason;
  /** The request's id, as in its `X-Request-Id` header and the server's log line: what support asks for. */
  requestId?: string;
  issues?: { path: string[]; message: string }[];
  /** An ingest's rows that are bills already counted (409): each row and what already holds it. */
  duplicates?: DuplicateRowMatch[];
};

/** The body as sent: its reason always there, and the request's id when the host has one. */
export function finishErrorBody(body: ErrorBody, requestId: string | undefined): ErrorBody {
  const reason = body.reason ?? defaultReason(body.code);
  const { message, code, ...rest } = body;
  return { message, code, reason, ...(requestId ? { requestId } : {}), ...rest };
}

/** A TRPCError that names its specific reason (a closed year, the last admin …) beside its code. */
export class ApiError extends TRPCError {
  readonly reason: ErrorReason;
  constructor(opts: { code: TRPCError["code"]; reason: ErrorReason; message: string; cause?: unknown }) {
    super({ code: opts.code, message: opts.message, cause: opts.cause });
    this.reason = opts.reason;
  }
}

/** The reason of any TRPCError: the one its thrower named, else what its cause or code says. */
export function reasonOf(error: TRPCError): ErrorReason {
  if (error instanceof ApiError) return error.reason;
  const { cause } = error;
  if (cause instanceof InputIssuesError && cause.reason) return cause.reason;
  if (cause instanceof RetryLater) return "rate_limited";
  return defaultReason(error.code);
}

const GENERIC_INTERNAL = "Internal server error";

/**
 * Issues a procedure finds itself (e.g. the bad rows of an upload), carried as a TRPCError's cause so that
 * the body lists them like zod issues while keeping the procedure's own message.
 */
export class InputIssuesError extends Error {
  readonly issues: NonNullable<ErrorBody["issues"]>;
  readonly reason: ErrorReason | undefined;
  constructor(message: string, issues: NonNullable<ErrorBody["issues"]>, reason?: ErrorReason) {
    super(message);
    this.name = "InputIssuesError";
    this.issues = issues;
    this.reason = reason;
  }
}

/** The refusal of rows that are bills already counted: the issue at `allowDuplicate` and the matches. */
export class DuplicateRowsError extends InputIssuesError {
  readonly duplicates: DuplicateRowMatch[];
  constructor(
    message: string,
    issues: NonNullable<ErrorBody["issues"]>,
    duplicates: DuplicateRowMatch[],
    reason: "duplicate_rows" | "duplicate_upload" = "duplicate_rows",
  ) {
    super(message, issues, reason);
    this.name = "DuplicateRowsError";
    this.duplicates = duplicates;
  }
}

/**
 * Why a request was refused for a spent budget, and how long until it may be retried: the REST and tRPC
 * handlers turn it into the 429's `Retry-After` header (RFC 9110), so a client backs off for the right time.
 */
export class RetryLater extends Error {
  readonly seconds: number;
  /** The budget that is spent (requests per window), for `RateLimit-Limit`. */
  readonly limit: number;
  constructor(message: string, seconds: number, limit: number) {
    super(message);
    this.name = "RetryLater";
    this.seconds = Math.max(1, Math.ceil(seconds));
    this.limit = limit;
  }
}

/** A 429 whose response carries `Retry-After: retryAfterSeconds` and the `RateLimit-*` headers. */
export function tooManyRequests(message: string, retryAfterSeconds: number, limit: number): TRPCError {
  return new ApiError({
    code: "TOO_MANY_REQUESTS",
    reason: "rate_limited",
    message,
    cause: new RetryLater(message, retryAfterSeconds, limit),
  });
}

/**
 * The headers of a spent budget's answer: `Retry-After` (RFC 9110) and the IETF draft's `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` (draft-ietf-httpapi-ratelimit-headers), or none.
 */
export function retryAfterHeaders(error: unknown): Record<string, string> {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (!(cause instanceof RetryLater)) return {};
  return {
    "Retry-After": String(cause.seconds),
    "RateLimit-Limit": String(cause.limit),
    "RateLimit-Remaining": "0",
    "RateLimit-Reset": String(cause.seconds),
  };
}

function zodIssues(error: ZodError): NonNullable<ErrorBody["issues"]> {
  return error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
}

/**
 * A unique-constraint violation that reached the top (a lost race, or a key stricter than the check before it)
 * is the caller's conflict, not the server's failure: 409 at the field the key is about.
 */
function uniqueConflict(error: TRPCError): TRPCError | null {
  if (error.code !== "INTERNAL_SERVER_ERROR") return null;
  const violation = uniqueViolationOf(error.cause);
  if (!violation) return null;
  const column = violation.columns.filter((c) => c !== "company_id").pop() ?? violation.columns.at(-1);
  // A normalised key column (`name_key`) is about the field it is made from.
  const field = (column ?? "id").replace(/_key$/, "").replace(/_(\w)/g, (_, ch: string) => ch.toUpperCase());
  const message = `A record with this ${field} exists already`;
  return new ApiError({
    code: "CONFLICT",
    reason: "already_exists",
    message,
    cause: new InputIssuesError(message, [{ path: [field], message }]),
  });
}

export function toErrorBody(
  thrown: TRPCError,
  opts: { isProduction: boolean },
): { status: number; body: ErrorBody } {
  const error = uniqueConflict(thrown) ?? thrown;
  const status = getHTTPStatusCodeFromError(error);
  const reason = reasonOf(error);
  // A ZodError behind a 500 is the procedure's own output failing its schema: its paths are internal.
  if (error.cause instanceof ZodError && status < 500) {
    return {
      status,
      body: { message: "Invalid input", code: error.code, reason, issues: zodIssues(error.cause) },
    };
  }
  if (error.cause instanceof DuplicateRowsError) {
    const { issues, duplicates } = error.cause;
    return { status, body: { message: error.message, code: error.code, reason, issues, duplicates } };
  }
  if (error.cause instanceof InputIssuesError) {
    return {
      status,
      body: { message: error.message, code: error.code, reason, issues: error.cause.issues },
    };
  }
  // A stack overflow while validating (deeply nested input) is the input's fault, but its message is ours.
  if (error.cause instanceof RangeError && status === 400) {
    return { status, body: { message: "Input is nested too deeply", code: error.code, reason } };
  }
  const internal = status >= 500 && error.code === "INTERNAL_SERVER_ERROR";
  const message = internal && opts.isProduction ? GENERIC_INTERNAL : error.message;
  return { status, body: { message, code: error.code, reason } };
}

/** Wraps anything thrown into a TRPCError without leaking the original message to the client. */
export function asTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return uniqueConflict(error) ?? error;
  if (error instanceof ZodError) return new TRPCError({ code: "BAD_REQUEST", cause: error });
  const internal = new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: GENERIC_INTERNAL, cause: error });
  return uniqueConflict(internal) ?? internal;
}
