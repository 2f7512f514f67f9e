import type { ApiRef } from "../lib/trpc";

/**
 * The tRPC client for a route's loader and screen, merged into the route's context by its beforeLoad: every route
 * but the signed-out landing page, whose first load stays without it.
 */
export async function withApi(context: { api: ApiRef }) {
  const { trpc, trpcClient } = await context.api.load();
  return { trpc, trpcClient };
}
