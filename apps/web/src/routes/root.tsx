import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { RootLayout } from "../components/layout/root-layout";
import { FullPageSpinner } from "../components/ui/spinner";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { RouteErrorPage } from "../features/not-found/route-error-page";
import type { FirstReads } from "../lib/first-reads";
import type { ApiRef } from "../lib/trpc";

/** Routes that call the API add `trpc` and `trpcClient` to this in their beforeLoad (./with-api.ts). */
export type RouterContext = {
  queryClient: QueryClient;
  api: ApiRef;
  /** The first screen's reads, sent before the router ran (first-load.ts); its loaders take them from here. */
  firstReads: FirstReads;
};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  pendingComponent: FullPageSpinner,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
