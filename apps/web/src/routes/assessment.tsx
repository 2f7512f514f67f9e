import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const assessmentRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assessment",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="assessment" />,
});
