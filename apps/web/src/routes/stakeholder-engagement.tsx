import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const StakeholderEngagementPage = lazyRouteComponent(
  () => import("../features/stakeholder-engagement/stakeholder-engagement-page"),
  "StakeholderEngagementPage",
);

export const stakeholderEngagementRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/stakeholder-engagement",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.stakeholderEngagement.list.queryOptions());
  },
  component: StakeholderEngagementPage,
});
