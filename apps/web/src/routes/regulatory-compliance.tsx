import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const regulatoryComplianceRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/regulatory-compliance",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="regulatory-compliance" />,
});
