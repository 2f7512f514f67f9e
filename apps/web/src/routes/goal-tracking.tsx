import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const GoalTrackingPage = lazyRouteComponent(
  () => import("../features/goal-tracking/goal-tracking-page"),
  "GoalTrackingPage",
);

export const goalTrackingRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/goal-tracking",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.goalTracking.list.queryOptions());
  },
  component: GoalTrackingPage,
});
