import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { RootLayout } from "../components/layout/root-layout";
import { FullPageSpinner } from "../components/ui/spinner";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { RouteErrorPage } from "../features/not-found/route-error-page";
import type { Trpc, TrpcClient } from "../lib/trpc";

export type RouterContext = {
  queryClient: QueryClient;
  trpc: Trpc;
  trpcClient: TrpcClient;
};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  pendingComponent: FullPageSpinner,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
