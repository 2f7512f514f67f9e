import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { ModulePlaceholder, preloadModulePlaceholder } from "./module-placeholder";

export const peerBenchmarkingRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/peer-benchmarking",
  loader: preloadModulePlaceholder,
  component: () => <ModulePlaceholder moduleId="peer-benchmarking" />,
});
