import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";

/** The product's error body (issue 2): never a stack trace, SQL text or internal message in production. */
export type ErrorBody = {
  message: string;
  code: string;
  issues?: { path: string[]; message: string }[];
};

const GENERIC_INTERNAL = "Internal server error";

function zodIssues(error: ZodError): NonNullable<ErrorBody["issues"]> {
  return error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
}

export function toErrorBody(
  error: TRPCError,
  opts: { isProduction: boolean },
): { status: number; body: ErrorBody } {
  const status = getHTTPStatusCodeFromError(error);
  if (error.cause instanceof ZodError) {
    return { status, body: { message: "Invalid input", code: error.code, issues: zodIssues(error.cause) } };
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
