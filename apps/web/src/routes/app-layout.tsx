import { createRoute, redirect } from "@tanstack/react-router";
import { AppShell } from "../components/layout/app-shell";
import { ensureCurrentUser } from "../lib/auth";
import { rootRoute } from "./root";

/**
 * Pathless parent of every signed-in page: a signed-out visit goes to /login (spec part 1 §6). It draws the app's
 * top bar around each of them.
 */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  beforeLoad: async ({ context }) => {
    const user = await ensureCurrentUser(context);
    if (!user) throw redirect({ to: "/login", replace: true });
    return { user };
  },
  loader: ({ context }) => {
    // The top bar's Reset Demo depends on it; batched with the screen's own first request.
    void context.queryClient.prefetchQuery(context.trpc.demo.status.queryOptions());
  },
  component: AppShell,
});
