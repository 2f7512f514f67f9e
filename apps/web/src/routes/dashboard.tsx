import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

export const DashboardPage = lazyRouteComponent(
  () => import("../features/dashboard/dashboard-page"),
  "DashboardPage",
);

export const dashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/dashboard",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.dashboard.get.queryOptions());
    // The forecast card's reporting year, in the same batch.
    void context.queryClient.prefetchQuery(context.trpc.carbon.analysis.queryOptions());
    // The greeting and the first-run checklist.
    void context.queryClient.prefetchQuery(context.trpc.companies.onboarding.queryOptions());
  },
  component: DashboardPage,
});
