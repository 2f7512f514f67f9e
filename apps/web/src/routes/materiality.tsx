import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const materialityRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/materiality",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="materiality" />,
});
