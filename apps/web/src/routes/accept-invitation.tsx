import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensureCurrentUser } from "../lib/auth";
import { rootRoute } from "./root";
import { withApi } from "./with-api";

/**
 * `/accept-invitation#token=…`, the link an admin copies from Settings. Public; a signed-in visitor
 * may accept too (they are told it signs them in with the new account).
 */
export const acceptInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/accept-invitation",
  beforeLoad: async ({ context }) => {
    await ensureCurrentUser(context);
    return withApi(context);
  },
  component: lazyRouteComponent(
    () => import("../features/auth/accept-invitation-page"),
    "AcceptInvitationPage",
  ),
});
