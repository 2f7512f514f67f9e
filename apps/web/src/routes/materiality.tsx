import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const MaterialityPage = lazyRouteComponent(
  () => import("../features/materiality/materiality-page"),
  "MaterialityPage",
);

export const materialityRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/materiality",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.materiality.list.queryOptions());
  },
  component: MaterialityPage,
});
