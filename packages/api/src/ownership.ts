import { TRPCError } from "@trpc/server";
import { ApiError } from "./errors";

/**
 * A row addressed by id, found by a query scoped to the caller's company: null means unknown to this company
 * (another company's row included, so its existence is not revealed), answered 404.
 */
export function foundOrThrow<T>(row: T | null | undefined, what: string): T {
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });
  return row;
}

/** An illegal state-machine transition (409). */
export function conflict(message: string): TRPCError {
  return new ApiError({ code: "CONFLICT", reason: "invalid_transition", message });
}
