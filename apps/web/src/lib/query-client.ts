import { QueryCache, QueryClient } from "@tanstack/react-query";

/**
 * Spec part 1 §7 data-reading defaults: no automatic retries (reads or writes), no refetch on window
 * focus, no polling, and data never becomes stale (it is refetched explicitly after writes).
 */
export function createQueryClient(
  opts: { onQueryError?: (error: unknown, queryKey: readonly unknown[]) => void } = {},
) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => opts.onQueryError?.(error, query.queryKey),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
