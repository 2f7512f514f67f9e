import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { analysisInput, parseCarbonSearch } from "../features/carbon/carbon-search";
import { appLayoutRoute } from "./app-layout";

const CarbonPage = lazyRouteComponent(() => import("../features/carbon/carbon-page"), "CarbonPage");

export const carbonRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/carbon",
  validateSearch: parseCarbonSearch,
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      context.trpc.carbon.analysis.queryOptions(analysisInput(deps.year)),
    );
  },
  component: CarbonPage,
});
