import { TRPCError } from "@trpc/server";

/**
 * Company scoping for rows addressed by id: unknown → 404, another company's → 403.
 * Query functions return `companyId` with the row so this check stays in one place.
 */
export function ownedOrThrow<T extends { companyId: number }>(
  row: T | null | undefined,
  companyId: number,
  what: string,
): T {
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });
  if (row.companyId !== companyId)
    throw new TRPCError({
      code: "FORBIDDEN",
      message: `This ${what.toLowerCase()} belongs to another company`,
    });
  return row;
}

/** An illegal state-machine transition (409). */
export function conflict(message: string): TRPCError {
  return new TRPCError({ code: "CONFLICT", message });
}
