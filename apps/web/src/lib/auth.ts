import type { SessionUser } from "@esg/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { isUnauthorized, type Trpc, type TrpcClient, useTRPC, useTRPCClient } from "./trpc";

type AuthDeps = { trpc: Trpc; trpcClient: TrpcClient };

/** The query key of the current user; the tRPC key, so `trpc.auth.user.pathFilter()` matches it too. */
export function currentUserQueryKey(trpc: Trpc) {
  return [...trpc.auth.user.queryKey()] as const;
}

/**
 * `auth.user` as a query that resolves to null when signed out: spec part 1 §7 "a read may be set to return
 * null on a 401", and the current-user read is never retried.
 */
export function currentUserQueryOptions({ trpc, trpcClient }: AuthDeps) {
  return queryOptions({
    queryKey: currentUserQueryKey(trpc),
    queryFn: async ({ signal }): Promise<SessionUser | null> => {
      try {
        return await trpcClient.auth.user.query(undefined, { signal });
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** Reads the current user from the cache, fetching it once if needed (route guards). */
export function ensureCurrentUser(ctx: AuthDeps & { queryClient: QueryClient }): Promise<SessionUser | null> {
  return ctx.queryClient.ensureQueryData(currentUserQueryOptions(ctx));
}

export function setCurrentUser(queryClient: QueryClient, trpc: Trpc, user: SessionUser | null): void {
  queryClient.setQueryData(currentUserQueryKey(trpc), user);
}

export function isCurrentUserKey(trpc: Trpc, queryKey: readonly unknown[]): boolean {
  return JSON.stringify(queryKey) === JSON.stringify(currentUserQueryKey(trpc));
}

export function useCurrentUserQueryOptions() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  return currentUserQueryOptions({ trpc, trpcClient });
}

export function useCurrentUser() {
  return useQuery(useCurrentUserQueryOptions());
}
