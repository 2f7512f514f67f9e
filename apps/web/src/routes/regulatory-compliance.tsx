import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

const RegulatoryCompliancePage = lazyRouteComponent(
  () => import("../features/regulatory-compliance/regulatory-compliance-page"),
  "RegulatoryCompliancePage",
);

export const regulatoryComplianceRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/regulatory-compliance",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.regulatoryCompliance.list.queryOptions());
  },
  component: RegulatoryCompliancePage,
});
