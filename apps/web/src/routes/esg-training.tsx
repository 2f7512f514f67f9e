import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const EsgTrainingPage = lazyRouteComponent(
  () => import("../features/esg-training/esg-training-page"),
  "EsgTrainingPage",
);

export const esgTrainingRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/esg-training",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.esgTraining.listModules.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.esgTraining.listProgress.queryOptions());
  },
  component: EsgTrainingPage,
});
