import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { OfflineDemoShell } from "../components/offline-demo-badge";
import { FullPageSpinner } from "../components/ui/spinner";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { RouteErrorPage } from "../features/not-found/route-error-page";
import { IS_OFFLINE_DEMO } from "../lib/offline-demo";
import type { Trpc, TrpcClient } from "../lib/trpc";

export type RouterContext = {
  queryClient: QueryClient;
  trpc: Trpc;
  trpcClient: TrpcClient;
};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: IS_OFFLINE_DEMO ? OfflineDemoShell : Outlet,
  pendingComponent: FullPageSpinner,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
