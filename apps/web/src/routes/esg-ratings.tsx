import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const EsgRatingsPage = lazyRouteComponent(
  () => import("../features/esg-ratings/esg-ratings-page"),
  "EsgRatingsPage",
);

export const esgRatingsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/esg-ratings",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.esgRatings.list.queryOptions());
  },
  component: EsgRatingsPage,
});
