import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const BoardReportingPage = lazyRouteComponent(
  () => import("../features/board-reporting/board-reporting-page"),
  "BoardReportingPage",
);

export const boardReportingRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/board-reporting",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.boardReporting.list.queryOptions());
  },
  component: BoardReportingPage,
});
