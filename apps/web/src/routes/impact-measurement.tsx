import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const ImpactMeasurementPage = lazyRouteComponent(
  () => import("../features/impact-measurement/impact-measurement-page"),
  "ImpactMeasurementPage",
);

export const impactMeasurementRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/impact-measurement",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.impactMeasurement.list.queryOptions());
  },
  component: ImpactMeasurementPage,
});
