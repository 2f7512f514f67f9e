import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { ensureCurrentUser } from "../lib/auth";
import { rootRoute } from "./root";
import { withApi } from "./with-api";

/** A new company and its admin. For signed-out visitors, like /login. */
export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/signup",
  beforeLoad: async ({ context }) => {
    if (await ensureCurrentUser(context)) throw redirect({ to: "/dashboard", replace: true });
    return withApi(context);
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.auth.config.queryOptions());
  },
  component: lazyRouteComponent(() => import("../features/auth/signup-page"), "SignupPage"),
});
