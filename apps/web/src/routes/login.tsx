import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { ensureCurrentUser } from "../lib/auth";
import { rootRoute } from "./root";
import { withApi } from "./with-api";

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  // /login is for signed-out visitors (spec part 1 §2); a signed-in user goes straight to the dashboard.
  beforeLoad: async ({ context }) => {
    if (await ensureCurrentUser(context)) throw redirect({ to: "/dashboard", replace: true });
    return withApi(context);
  },
  // The "Create an account" link depends on it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.auth.config.queryOptions());
  },
  component: lazyRouteComponent(() => import("../features/auth/login-page"), "LoginPage"),
});
