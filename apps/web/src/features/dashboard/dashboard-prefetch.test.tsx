import { hashKey } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { createAppInstance } from "../../app";
import { isCurrentUserKey } from "../../lib/auth";
import { appLayoutRoute } from "../../routes/app-layout";
import { dashboardRoute } from "../../routes/dashboard";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";
import { callsTo } from "../../test/trpc-msw";

/** No request waterfall on the dashboard — its loader starts every query the screen reads. */
describe("dashboard data prefetch", () => {
  test("the route loaders start the dashboard's queries before the page renders", async () => {
    mockApi();
    const instance = createAppInstance({ trpcUrl: new URL("/trpc", window.location.href).href });
    const { queryClient } = instance;
    // The layout's beforeLoad adds the tRPC client to the context its loaders and its children's read.
    const { trpc, trpcClient } = await instance.api.load();
    const context = { ...instance.router.options.context, trpc, trpcClient };
    type Loader = (ctx: { context: typeof context }) => unknown;
    // The layout's loader (the top bar's demo.status) runs beside the dashboard's, in one batch.
    for (const route of [appLayoutRoute, dashboardRoute]) {
      await (route.options.loader as unknown as Loader)({ context });
    }
    const queryKeys = [
      trpc.dashboard.get.queryKey(),
      trpc.demo.status.queryKey(),
      trpc.carbon.analysis.queryKey(),
      trpc.companies.onboarding.queryKey(),
    ];
    for (const queryKey of queryKeys) {
      expect(queryClient.getQueryState(queryKey)?.fetchStatus ?? "idle").not.toBe("idle");
    }
    for (const queryKey of queryKeys) {
      await waitFor(() => expect(queryClient.getQueryData(queryKey)).toBeDefined());
    }
  });

  test("the rendered screen reads nothing the loader did not prefetch, and fetches it once", async () => {
    const api = mockApi();
    const { instance } = renderApp("/dashboard");
    await screen.findByRole("heading", { level: 2, name: "Latest Reports" });
    const prefetched = new Set([
      hashKey(instance.trpc.dashboard.get.queryKey()),
      hashKey(instance.trpc.demo.status.queryKey()),
      hashKey(instance.trpc.carbon.analysis.queryKey()),
      hashKey(instance.trpc.companies.onboarding.queryKey()),
    ]);
    const screenQueries = instance.queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => !isCurrentUserKey(q.queryKey))
      .map((q) => q.queryHash);
    expect(screenQueries.filter((h) => !prefetched.has(h))).toEqual([]);
    expect(callsTo(api.calls, "dashboard.get")).toHaveLength(1);
    expect(callsTo(api.calls, "carbon.analysis")).toHaveLength(1);
    expect(callsTo(api.calls, "companies.onboarding")).toHaveLength(1);
  });
});
