import type { AppRouter } from "@esg/api";
import type { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { Api } from "./trpc";

/** The server refuses batches larger than this (apps/server MAX_BATCH_SIZE). */
export const TRPC_MAX_BATCH_ITEMS = 10;

/** The tRPC client and its TanStack Query proxy: a chunk of its own, loaded by ApiRef.load(). */
export function createApi(url: string, queryClient: QueryClient): Api {
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        maxItems: TRPC_MAX_BATCH_ITEMS,
        // Spec part 1 §7: every call carries the session cookie (same origin only).
        fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
      }),
    ],
  });
  return { trpcClient, trpc: createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }) };
}
