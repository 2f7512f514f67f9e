import { createRoute, Outlet, redirect } from "@tanstack/react-router";
import { ensureCurrentUser } from "../lib/auth";
import { rootRoute } from "./root";

/** Pathless parent of every signed-in page: a signed-out visit goes to /login (spec part 1 §6). */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  beforeLoad: async ({ context }) => {
    const user = await ensureCurrentUser(context);
    if (!user) throw redirect({ to: "/login", replace: true });
    return { user };
  },
  component: Outlet,
});
