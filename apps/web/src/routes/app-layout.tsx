import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { ensureCurrentUser } from "../lib/auth";
import { prefetchFirstRead } from "../lib/first-reads";
import { rootRoute } from "./root";
import { withApi } from "./with-api";

/**
 * The app's top bar around a signed-in screen. A chunk of its own (with its menus), fetched beside the screen's, so
 * the landing page's first load does not carry it.
 */
export const AppShell = lazyRouteComponent(() => import("../components/layout/app-shell"), "AppShell");

/**
 * Pathless parent of every signed-in page: a signed-out visit goes to /login (spec part 1 §6). It draws the app's
 * top bar around each of them.
 */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  // Sent with the screen's first reads as the page starts (first-load.ts).
  staticData: { firstReads: ["demo.status"] },
  beforeLoad: async ({ context }) => {
    const user = await ensureCurrentUser(context);
    if (!user) throw redirect({ to: "/login", replace: true });
    return { user, ...(await withApi(context)) };
  },
  loader: ({ context }) => {
    // The top bar's Reset Demo depends on it; batched with the screen's own first request.
    void prefetchFirstRead(context, context.trpc.demo.status.queryOptions());
  },
  component: AppShell,
});
