import type { SessionUser } from "@esg/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useApiRef } from "./trpc";
import { trpcGet } from "./trpc-get";

/**
 * The query key of the current user: tRPC's key of `auth.user` (lib/auth.test.ts checks it), so that
 * `trpc.auth.user.pathFilter()` matches it too.
 */
const CURRENT_USER_KEY = [["auth", "user"], { type: "query" }] as const;

export function currentUserQueryKey() {
  return CURRENT_USER_KEY;
}

/**
 * `auth.user` as a query that resolves to null when signed out: spec part 1 §7 "a read may be set to return
 * null on a 401", and the current-user read is never retried. One GET as tRPC's batch link sends it (a batch of
 * one), without the tRPC client: every first load asks it, and a signed-out visitor's landing page needs nothing
 * else from the API.
 */
export function currentUserQueryOptions(trpcUrl: string) {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(trpcUrl, signal),
    retry: false,
  });
}

async function fetchCurrentUser(trpcUrl: string, signal: AbortSignal): Promise<SessionUser | null> {
  const { status, ok, data, message } = await trpcGet<SessionUser>(trpcUrl, "auth.user", signal);
  if (status === 401) return null;
  if (!ok || !data) throw new Error(message || `Could not read the signed-in user (HTTP ${status})`);
  return data;
}

/** Reads the current user from the cache, fetching it once if needed (route guards). */
export function ensureCurrentUser(ctx: {
  queryClient: QueryClient;
  api: { url: string };
}): Promise<SessionUser | null> {
  return ctx.queryClient.ensureQueryData(currentUserQueryOptions(ctx.api.url));
}

export function setCurrentUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

export function isCurrentUserKey(queryKey: readonly unknown[]): boolean {
  return JSON.stringify(queryKey) === JSON.stringify(CURRENT_USER_KEY);
}

export function useCurrentUserQueryOptions() {
  return currentUserQueryOptions(useApiRef().url);
}

export function useCurrentUser() {
  return useQuery(useCurrentUserQueryOptions());
}
