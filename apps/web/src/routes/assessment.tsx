import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const AssessmentPage = lazyRouteComponent(
  () => import("../features/assessment/assessment-page"),
  "AssessmentPage",
);

export const assessmentRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assessment",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.assessment.full.queryOptions());
  },
  component: AssessmentPage,
});
