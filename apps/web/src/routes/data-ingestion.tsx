import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const dataIngestionRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/data-ingestion",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="data-ingestion" />,
});
