import type { AppRouter } from "@esg/api";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { createTRPCContext, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";

/** The server refuses batches larger than this (apps/server MAX_BATCH_SIZE). */
export const TRPC_MAX_BATCH_ITEMS = 10;

export type TrpcClient = ReturnType<typeof createTrpcClient>;
export type Trpc = TRPCOptionsProxy<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createTrpcClient(url = "/trpc") {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        maxItems: TRPC_MAX_BATCH_ITEMS,
        // Spec part 1 §7: every call carries the session cookie (same origin only).
        fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
      }),
    ],
  });
}

/** True when the server answered 401: the session is missing or expired. */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: unknown; httpStatus?: unknown } | undefined;
  return data?.code === "UNAUTHORIZED" || data?.httpStatus === 401;
}

/** The message the server sent with a tRPC error, or undefined for network and other client-side failures. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError) || !error.data) return undefined;
  return error.message.trim() || undefined;
}

/** The HTTP status of a tRPC error the server answered (409, 404, 429…), or undefined for client-side failures. */
export function serverErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === "number" ? status : undefined;
}
