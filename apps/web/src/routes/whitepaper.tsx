import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";

export const whitepaperRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/whitepaper",
  component: lazyRouteComponent(() => import("../features/whitepaper/whitepaper-page"), "WhitepaperPage"),
});
