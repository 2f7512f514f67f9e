import { Outlet } from "@tanstack/react-router";
import { IS_OFFLINE_DEMO } from "../../lib/offline-demo";
import { OfflineDemoBadge } from "../offline-demo-badge";
import { SkipLink } from "./skip-link";
import { useFocusHeadingOnNavigate } from "./use-focus-heading-on-navigate";

/** Around every screen, signed in or not: the skip link, focus to the heading after navigation, the offline strip. */
export function RootLayout() {
  useFocusHeadingOnNavigate();
  return (
    <>
      <SkipLink />
      {IS_OFFLINE_DEMO ? <OfflineDemoBadge /> : null}
      <Outlet />
    </>
  );
}
