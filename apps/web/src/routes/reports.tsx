import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const ReportsPage = lazyRouteComponent(() => import("../features/reports/reports-page"), "ReportsPage");

export const reportsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/reports",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.reports.list.queryOptions());
  },
  component: ReportsPage,
});
