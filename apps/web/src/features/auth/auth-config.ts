import type { AppRouter } from "@esg/api";
import { queryOptions } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useApiRef } from "../../lib/trpc";
import { trpcGetData } from "../../lib/trpc-get";

export type AuthConfig = inferRouterOutputs<AppRouter>["auth"]["config"];

/**
 * `auth.config` (the sign-up link, the demo account) read without the tRPC client, under tRPC's own query key
 * (auth-config.test.ts checks it): the sign-in page paints before the client's chunk has arrived, and the
 * sign-up page's `trpc.auth.config` read shares this cache entry.
 */
export function authConfigQueryOptions(trpcUrl: string) {
  return queryOptions({
    queryKey: [["auth", "config"], { type: "query" }] as const,
    queryFn: ({ signal }) => trpcGetData<AuthConfig>(trpcUrl, "auth.config", "the sign-in options", signal),
  });
}

export function useAuthConfigQueryOptions() {
  return authConfigQueryOptions(useApiRef().url);
}
