import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const riskHeatmapsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/risk-heatmaps",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="risk-heatmaps" />,
});
