import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { App, createAppInstance } from "./app";
import { startFirstLoad } from "./first-load";
import { mockApi } from "./test/api";
import { analysisFixture } from "./test/carbon-fixtures";
import { callsTo } from "./test/trpc-msw";

/** An app instance at `path` whose first load has started, as main.tsx starts it, before anything renders. */
function startAt(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const instance = createAppInstance({ history, trpcUrl: new URL("/trpc", window.location.href).href });
  startFirstLoad(instance);
  return instance;
}

const DASHBOARD_READS = ["dashboard.get", "demo.status", "carbon.analysis", "companies.onboarding"] as const;

describe("the first load starts before the router runs", () => {
  test("/dashboard: the user, the screen's reads and the tRPC client at once; the screen asks nothing twice", async () => {
    const api = mockApi();
    const instance = startAt("/dashboard");
    // Nothing is rendered yet: these come from startFirstLoad alone, not from the route guards and loaders.
    await waitFor(() => {
      for (const path of ["auth.user", ...DASHBOARD_READS] as const)
        expect(callsTo(api.calls, path)).toHaveLength(1);
    });
    await instance.api.load();

    render(<App instance={instance} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Latest Reports" })).toBeVisible();
    for (const path of ["auth.user", ...DASHBOARD_READS] as const)
      expect(callsTo(api.calls, path)).toHaveLength(1);
  });

  test("/dashboard signed out: the refused reads are not used and the visitor lands on the sign-in page", async () => {
    mockApi({ user: null });
    const instance = startAt("/dashboard");
    render(<App instance={instance} />);
    expect(await screen.findByText("Sign in to your account")).toBeVisible();
    expect(instance.router.state.location.pathname).toBe("/login");
    expect(instance.queryClient.getQueryData(instance.trpc.dashboard.get.queryKey())).toBeUndefined();
  });

  test("a read the early batch could not answer is asked again through the tRPC client", async () => {
    let refusals = 1;
    const api = mockApi({
      procedures: {
        "carbon.analysis": () => {
          if (refusals-- > 0) throw new Error("boom");
          return analysisFixture();
        },
      },
    });
    const instance = startAt("/dashboard");
    render(<App instance={instance} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Carbon Emissions Forecast" })).toBeVisible();
    await waitFor(() => expect(callsTo(api.calls, "carbon.analysis")).toHaveLength(2));
    expect(instance.queryClient.getQueryState(instance.trpc.carbon.analysis.queryKey())?.status).toBe(
      "success",
    );
  });

  test("/login: the page paints while the tRPC client has not arrived", async () => {
    mockApi({ user: null });
    const instance = startAt("/login");
    // The client's chunk never comes: before, the route awaited it and the page stayed a spinner.
    instance.api.load = () => new Promise(() => undefined);
    render(<App instance={instance} />);
    expect(await screen.findByText("Sign in to your account")).toBeVisible();
    expect(await screen.findByText(/Demo account: username/)).toBeVisible();
    expect(instance.api.current).toBeUndefined();
  });
});
