import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const goalTrackingRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/goal-tracking",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="goal-tracking" />,
});
