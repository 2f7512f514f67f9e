import type { DuplicateRowMatch } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";

/** The product's error body: never a stack trace, SQL text or internal message in production. */
export type ErrorBody = {
  message: string;
  code: string;
  issues?: { path: string[]; message: string }[];
  /** An ingest's rows that are bills already counted (409): each row and what already holds it. */
  duplicates?: DuplicateRowMatch[];
};

const GENERIC_INTERNAL = "Internal server error";

/**
 * Issues a procedure finds itself (e.g. the bad rows of an upload), carried as a TRPCError's cause so that
 * the body lists them like zod issues while keeping the procedure's own message.
 */
export class InputIssuesError extends Error {
  readonly issues: NonNullable<ErrorBody["issues"]>;
  constructor(message: string, issues: NonNullable<ErrorBody["issues"]>) {
    super(message);
    this.name = "InputIssuesError";
    this.issues = issues;
  }
}

/** The refusal of rows that are bills already counted: the issue at `allowDuplicate` and the matches. */
export class DuplicateRowsError extends InputIssuesError {
  readonly duplicates: DuplicateRowMatch[];
  constructor(message: string, issues: NonNullable<ErrorBody["issues"]>, duplicates: DuplicateRowMatch[]) {
    super(message, issues);
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
  constructor(message: string, seconds: number) {
    super(message);
    this.name = "RetryLater";
    this.seconds = Math.max(1, Math.ceil(seconds));
  }
}

/** A 429 whose response carries `Retry-After: retryAfterSeconds`. */
export function tooManyRequests(message: string, retryAfterSeconds: number): TRPCError {
  return new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message,
    cause: new RetryLater(message, retryAfterSeconds),
  });
}

/** The `Retry-After` header of an error's response, or none. */
export function retryAfterHeaders(error: unknown): Record<string, string> {
  const cause = error instanceof TRPCError ? error.cause : null;
  return cause instanceof RetryLater ? { "Retry-After": String(cause.seconds) } : {};
}

function zodIssues(error: ZodError): NonNullable<ErrorBody["issues"]> {
  return error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
}

export function toErrorBody(
  error: TRPCError,
  opts: { isProduction: boolean },
): { status: number; body: ErrorBody } {
  const status = getHTTPStatusCodeFromError(error);
  // A ZodError behind a 500 is the procedure's own output failing its schema: its paths are internal.
  if (error.cause instanceof ZodError && status < 500) {
    return { status, body: { message: "Invalid input", code: error.code, issues: zodIssues(error.cause) } };
  }
  if (error.cause instanceof DuplicateRowsError) {
    const { issues, duplicates } = error.cause;
    return { status, body: { message: error.message, code: error.code, issues, duplicates } };
  }
  if (error.cause instanceof InputIssuesError) {
    return { status, body: { message: error.message, code: error.code, issues: error.cause.issues } };
  }
  // A stack overflow while validating (deeply nested input) is the input's fault, but its message is ours.
  if (error.cause instanceof RangeError && status === 400) {
    return { status, body: { message: "Input is nested too deeply", code: error.code } };
  }
  const internal = status >= 500 && error.code === "INTERNAL_SERVER_ERROR";
  const message = internal && opts.isProduction ? GENERIC_INTERNAL : error.message;
  return { status, body: { message, code: error.code } };
}

/** Wraps anything thrown into a TRPCError without leaking the original message to the client. */
export function asTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof ZodError) return new TRPCError({ code: "BAD_REQUEST", cause: error });
  return new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: GENERIC_INTERNAL, cause: error });
}
