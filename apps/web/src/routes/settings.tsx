import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseSettingsSearch } from "../features/settings/settings-search";
import { roleAccess } from "../lib/roles";
import { appLayoutRoute } from "./app-layout";

const SettingsPage = lazyRouteComponent(() => import("../features/settings/settings-page"), "SettingsPage");

/** The company's Settings (members for admins, the audit log for admins and auditors). */
export const settingsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/settings",
  validateSearch: parseSettingsSearch,
  loader: ({ context }) => {
    const access = roleAccess(context.user.role);
    if (access.isAdmin) void context.queryClient.prefetchQuery(context.trpc.members.list.queryOptions());
  },
  component: SettingsPage,
});
