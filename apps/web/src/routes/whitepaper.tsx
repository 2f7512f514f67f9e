import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensureCurrentUser } from "../lib/auth";
import { rootRoute } from "./root";
import { withApi } from "./with-api";

export const whitepaperRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/whitepaper",
  // Known before the first paint, so a signed-in user never sees the visitor's bar flash (and vice versa).
  beforeLoad: async ({ context }) => {
    await ensureCurrentUser(context);
    return withApi(context);
  },
  component: lazyRouteComponent(() => import("../features/whitepaper/whitepaper-page"), "WhitepaperPage"),
});
