import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { prefetchFirstRead } from "../lib/first-reads";
import { appLayoutRoute } from "./app-layout";

export const DashboardPage = lazyRouteComponent(
  () => import("../features/dashboard/dashboard-page"),
  "DashboardPage",
);

export const dashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/dashboard",
  // Sent as the page starts, before the session is known (first-load.ts); the loader takes the answers.
  staticData: { firstReads: ["dashboard.get", "carbon.analysis", "companies.onboarding"] },
  loader: ({ context }) => {
    void prefetchFirstRead(context, context.trpc.dashboard.get.queryOptions());
    // The forecast card's reporting year, in the same batch.
    void prefetchFirstRead(context, context.trpc.carbon.analysis.queryOptions());
    // The greeting and the first-run checklist.
    void prefetchFirstRead(context, context.trpc.companies.onboarding.queryOptions());
  },
  component: DashboardPage,
});
