import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { authConfigQueryOptions } from "../features/auth/auth-config";
import { ensureCurrentUser } from "../lib/auth";
import { prefetchFirstRead } from "../lib/first-reads";
import { rootRoute } from "./root";

const LoginPage = lazyRouteComponent(() => import("../features/auth/login-page"), "LoginPage");

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  // Sent as the page starts (first-load.ts), beside the current user's read.
  staticData: { firstReads: ["auth.config"] },
  // /login is for signed-out visitors (spec part 1 §2); a signed-in user goes straight to the dashboard. The page
  // paints without the tRPC client (it loads it for the submit): nothing here waits for it.
  beforeLoad: async ({ context }) => {
    if (await ensureCurrentUser(context)) throw redirect({ to: "/dashboard", replace: true });
  },
  // The "Create an account" link and the demo account's line depend on it: awaited (beside the page's chunk), so
  // that they do not push the card's foot down after it painted.
  loader: ({ context }) => prefetchFirstRead(context, authConfigQueryOptions(context.api.url)),
  component: LoginPage,
});
