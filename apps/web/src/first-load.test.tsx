import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { App, createAppInstance } from "./app";
import { startFirstLoad } from "./first-load";
import type { PreparedReads } from "./lib/prepared-reads";
import { mockApi } from "./test/api";
import { analysisFixture } from "./test/carbon-fixtures";
import { callsTo } from "./test/trpc-msw";

const TRPC_URL = () => new URL("/trpc", window.location.href).href;

/** An app instance at `path` whose first load has started, as main.tsx starts it, before anything renders. */
function startAt(path: string, prepared?: PreparedReads) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const instance = createAppInstance({ history, trpcUrl: TRPC_URL(), prepared });
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

/** What the server embeds in the page: the batch's answers by path (apps/server/src/http/spa-first-screen.ts). */
async function preparedBy(paths: readonly string[]): Promise<Record<string, unknown>> {
  const res = await fetch(`${TRPC_URL()}/${paths.join(",")}?batch=1&input=${encodeURIComponent("{}")}`);
  const items = (await res.json()) as { result: { data: unknown } }[];
  return Object.fromEntries(paths.map((path, i) => [path, items[i]?.result.data]));
}

describe("a page the server prepared", () => {
  test("/dashboard: the embedded user and reads are used, and the API is asked none of them", async () => {
    const api = mockApi();
    const prepared = await preparedBy(["auth.user", ...DASHBOARD_READS]);
    api.calls.length = 0;
    const instance = startAt("/dashboard", prepared);
    render(<App instance={instance} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Latest Reports" })).toBeVisible();
    expect(await screen.findByRole("heading", { level: 2, name: "Carbon Emissions Forecast" })).toBeVisible();
    for (const path of ["auth.user", ...DASHBOARD_READS] as const)
      expect(callsTo(api.calls, path), path).toHaveLength(0);
  });

  test("/dashboard with no user embedded: straight to the sign-in page, nothing of the dashboard asked", async () => {
    const api = mockApi({ user: null });
    const instance = startAt("/dashboard", { "auth.user": null });
    render(<App instance={instance} />);
    expect(await screen.findByText("Sign in to your account")).toBeVisible();
    expect(instance.router.state.location.pathname).toBe("/login");
    for (const path of ["auth.user", ...DASHBOARD_READS] as const)
      expect(callsTo(api.calls, path), path).toHaveLength(0);
  });

  test("/login: the sign-in options come from the page", async () => {
    const api = mockApi({ user: null });
    const instance = startAt("/login", { "auth.user": null, "auth.config": { signup: true, demo: true } });
    render(<App instance={instance} />);
    expect(await screen.findByText(/Demo account: username/)).toBeVisible();
    expect(callsTo(api.calls, "auth.config")).toHaveLength(0);
    expect(callsTo(api.calls, "auth.user")).toHaveLength(0);
  });
});
