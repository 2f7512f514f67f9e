import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const CarbonPage = lazyRouteComponent(() => import("../features/carbon/carbon-page"), "CarbonPage");

export const carbonRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/carbon",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.carbon.analysis.queryOptions());
  },
  component: CarbonPage,
});
