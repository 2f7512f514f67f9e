import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const esgRatingsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/esg-ratings",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="esg-ratings" />,
});
