import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const DataIngestionPage = lazyRouteComponent(
  () => import("../features/data-ingestion/data-ingestion-page"),
  "DataIngestionPage",
);

export const dataIngestionRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/data-ingestion",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.carbon.sources.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.carbon.emissions.queryOptions());
  },
  component: DataIngestionPage,
});
