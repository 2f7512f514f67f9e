import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const RiskHeatmapsPage = lazyRouteComponent(
  () => import("../features/risk-heatmaps/risk-heatmaps-page"),
  "RiskHeatmapsPage",
);

export const riskHeatmapsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/risk-heatmaps",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.riskHeatmaps.list.queryOptions());
  },
  component: RiskHeatmapsPage,
});
