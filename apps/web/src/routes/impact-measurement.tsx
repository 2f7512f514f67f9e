import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const impactMeasurementRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/impact-measurement",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="impact-measurement" />,
});
