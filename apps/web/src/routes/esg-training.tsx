import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const esgTrainingRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/esg-training",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="esg-training" />,
});
