import { QueryClientProvider } from "@tanstack/react-query";
import { type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { Toaster } from "./components/ui/toaster";
import { isCurrentUserKey, setCurrentUser } from "./lib/auth";
import { createFirstReads } from "./lib/first-reads";
import type { PreparedReads } from "./lib/prepared-reads";
import { createQueryClient } from "./lib/query-client";
import { ApiProvider, createApiRef, isUnauthorized } from "./lib/trpc";
import { type AppRouterInstance, createAppRouter } from "./router";

export type AppInstance = ReturnType<typeof createAppInstance>;

/** Wires the tRPC client, the query cache and the router together (one per page load, one per test). */
export function createAppInstance(
  opts: { history?: RouterHistory; trpcUrl?: string; prepared?: PreparedReads } = {},
) {
  let router: AppRouterInstance | undefined;
  const queryClient = createQueryClient({
    onQueryError: (error, queryKey) => {
      // A read refused with 401 means the session ended (expired, or signed out in another tab):
      // forget the user and let the route guards send the visitor to /login.
      if (!isUnauthorized(error) || isCurrentUserKey(queryKey)) return;
      setCurrentUser(queryClient, null);
      void router?.invalidate();
    },
  });
  const api = createApiRef(opts.trpcUrl ?? "/trpc", () =>
    import("./lib/trpc-client").then(({ createApi }) => createApi(api.url, queryClient)),
  );
  router = createAppRouter(
    { queryClient, api, firstReads: createFirstReads(api.url, opts.prepared) },
    opts.history,
  );
  return {
    router,
    queryClient,
    api,
    /** The tRPC proxy, once a route has loaded it (tests read query keys through it). */
    get trpc() {
      if (!api.current) throw new Error("The tRPC client is not loaded yet: await instance.api.load()");
      return api.current.trpc;
    },
  };
}

export function App({ instance }: { instance: AppInstance }) {
  return (
    <QueryClientProvider client={instance.queryClient}>
      <ApiProvider value={instance.api}>
        <RouterProvider router={instance.router} />
        <Toaster />
      </ApiProvider>
    </QueryClientProvider>
  );
}
