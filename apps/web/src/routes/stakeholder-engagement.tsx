import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const stakeholderEngagementRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/stakeholder-engagement",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="stakeholder-engagement" />,
});
