import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const boardReportingRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/board-reporting",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="board-reporting" />,
});
