import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, test } from "vitest";
import { createAppInstance } from "./app";
import { FIRST_SCREENS } from "./first-screens";
import { appLayoutRoute } from "./routes/app-layout";

/** The server embeds the table's reads; the routes take only what their `staticData.firstReads` name. */
describe("the first screens the server prepares", () => {
  test.each(Object.entries(FIRST_SCREENS))(
    "%s: the reads are the matched routes' first reads",
    (path, screen) => {
      const { router } = createAppInstance({ history: createMemoryHistory({ initialEntries: [path] }) });
      const [routes] = router.getMatchedRoutes(path);
      const declared = routes.flatMap((route) => route.options.staticData?.firstReads ?? []);
      expect([...screen.reads].sort()).toEqual([...new Set(declared)].sort());
      expect(screen.signedIn).toBe(routes.some((route) => route.id === appLayoutRoute.id));
    },
  );
});
