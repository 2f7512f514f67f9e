import type { AppRouter } from "@esg/api";
import { QueryClientProvider } from "@tanstack/react-query";
import { type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { Toaster } from "./components/ui/toaster";
import { isCurrentUserKey, setCurrentUser } from "./lib/auth";
import { createQueryClient } from "./lib/query-client";
import { createTrpcClient, isUnauthorized, TRPCProvider } from "./lib/trpc";
import { type AppRouterInstance, createAppRouter } from "./router";

export type AppInstance = ReturnType<typeof createAppInstance>;

/** Wires the tRPC client, the query cache and the router together (one per page load, one per test). */
export function createAppInstance(opts: { history?: RouterHistory; trpcUrl?: string } = {}) {
  let router: AppRouterInstance | undefined;
  const trpcClient = createTrpcClient(opts.trpcUrl);
  const queryClient = createQueryClient({
    onQueryError: (error, queryKey) => {
      // A read refused with 401 means the session ended (expired, or signed out in another tab):
      // forget the user and let the route guards send the visitor to /login.
      if (!isUnauthorized(error) || isCurrentUserKey(trpc, queryKey)) return;
      setCurrentUser(queryClient, trpc, null);
      void router?.invalidate();
    },
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  router = createAppRouter({ queryClient, trpc, trpcClient }, opts.history);
  return { router, queryClient, trpc, trpcClient };
}

export function App({ instance }: { instance: AppInstance }) {
  return (
    <QueryClientProvider client={instance.queryClient}>
      <TRPCProvider trpcClient={instance.trpcClient} queryClient={instance.queryClient}>
        <RouterProvider router={instance.router} />
        <Toaster />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
