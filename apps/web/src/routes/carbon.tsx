import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const carbonRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/carbon",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="carbon" />,
});
