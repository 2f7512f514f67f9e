import type { SessionUser } from "@esg/domain";
import type { AppInstance } from "./app";
import { currentUserQueryOptions, setCurrentUser } from "./lib/auth";
import { appLayoutRoute } from "./routes/app-layout";

/**
 * Starts what the first screen needs at once, before React renders: the router would otherwise ask the current
 * user only once it is mounted, then load the tRPC client after the user is known (a beforeLoad), then the
 * screen's chunks and reads (its loaders), each waiting for the one before. Each result lands where the router and
 * TanStack Query look for it (the query cache, the module registry, the ApiRef, the first reads), so nothing is
 * fetched twice. What the server embedded in the page (the user, the screen's reads) is not asked at all.
 */
export function startFirstLoad({ router, queryClient, api }: AppInstance): void {
  const { firstReads } = router.options.context;
  const prepared = firstReads.takePrepared("auth.user");
  if (prepared) setCurrentUser(queryClient, prepared.value as SessionUser | null);
  else void queryClient.prefetchQuery(currentUserQueryOptions(api.url));
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  const signedInScreen = routes.some((route) => route.id === appLayoutRoute.id);
  // Known to be signed out: the guard sends the visitor to /login, and nothing of this screen is needed.
  if (signedInScreen && prepared && !prepared.value) return;
  // A failed chunk here is the router's to report when it loads the same chunk.
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  // The reads the screen's loaders will make, in one batch: a signed-out visitor's refused ones are left unused.
  firstReads.start(routes.flatMap((route) => route.options.staticData?.firstReads ?? []));
  // A signed-in screen's loaders need the tRPC client: fetched beside the user, not after it.
  if (signedInScreen) void api.load().catch(() => undefined);
}
