import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { emissionsInput } from "../features/data-ingestion/emissions-query";
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
    // The Processed Emissions tab opens unfiltered on its first page.
    void context.queryClient.prefetchQuery(context.trpc.carbon.emissions.queryOptions(emissionsInput({}, 1)));
  },
  component: DataIngestionPage,
});
