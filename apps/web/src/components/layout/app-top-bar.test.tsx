import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { showPersistedToast } from "../../components/ui/toast-store";
import { reloadPage } from "../../lib/page";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";

vi.mock("../../lib/page", () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

async function renderDashboard(opts: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(opts);
  const app = renderApp("/dashboard");
  await screen.findByRole("heading", { level: 2, name: "Latest Reports" });
  return { ...app, api };
}

/** Reset Demo appears once the server has said the demo is on. */
const findResetButton = () => screen.findByRole<HTMLButtonElement>("button", { name: "Reset Demo" });

async function confirmReset(user: Awaited<ReturnType<typeof renderDashboard>>["user"]) {
  await user.click(await findResetButton());
  const dialog = await screen.findByRole("dialog", { name: "Reset the demo company?" });
  await user.click(within(dialog).getByRole("button", { name: "Reset" }));
}

const GROUPS: [string, [string, string][]][] = [
  [
    "Data & Analysis",
    [
      ["ESG Assessment", "/assessment"],
      ["Carbon Analysis", "/carbon"],
      ["Data Ingestion", "/data-ingestion"],
      ["Peer Benchmarking", "/peer-benchmarking"],
      ["Suppliers", "/suppliers"],
    ],
  ],
  [
    "Strategy & Planning",
    [
      ["Materiality Assessment", "/materiality"],
      ["Goal Tracking", "/goal-tracking"],
      ["Impact Measurement", "/impact-measurement"],
    ],
  ],
  [
    "Risk & Compliance",
    [
      ["Regulatory Compliance", "/regulatory-compliance"],
      ["Risk Heat Maps", "/risk-heatmaps"],
      ["ESG Ratings", "/esg-ratings"],
    ],
  ],
  [
    "Stakeholder & Reporting",
    [
      ["Stakeholder Engagement", "/stakeholder-engagement"],
      ["Board Reporting", "/board-reporting"],
      ["ESG Training", "/esg-training"],
      ["Reports", "/reports"],
    ],
  ],
];

describe("the app top bar", () => {
  test.each(GROUPS)("the %s menu lists its screens", async (group, items) => {
    const { user } = await renderDashboard();
    await user.click(screen.getByRole("button", { name: group }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual(items);
  });

  test("a menu item opens its screen", async () => {
    const { user, pathname } = await renderDashboard();
    await user.click(screen.getByRole("button", { name: "Risk & Compliance" }));
    await user.click(await screen.findByRole("menuitem", { name: "Risk Heat Maps" }));
    expect(await screen.findByRole("heading", { level: 1, name: "ESG Risk Heat Maps" })).toBeVisible();
    expect(pathname()).toBe("/risk-heatmaps");
  });

  test("the condensed menu lists every screen and action", async () => {
    const { user } = await renderDashboard();
    await findResetButton();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const menu = await screen.findByRole("menu");
    const names = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(names).toEqual([
      ...GROUPS.flatMap(([, items]) => items.map(([label]) => label)),
      "Whitepaper",
      "Settings",
      "Reset Demo",
      "Logout",
    ]);
    for (const [group] of GROUPS) expect(within(menu).getByText(group)).toBeVisible();
  });

  test("Whitepaper opens /whitepaper", async () => {
    const { user, pathname } = await renderDashboard();
    await user.click(screen.getByRole("button", { name: "Whitepaper" }));
    expect(await screen.findByRole("button", { name: "Technical Overview" })).toBeEnabled();
    expect(pathname()).toBe("/whitepaper");
  });

  test("Reset Demo: toast, then a full reload that shows the toast again", async () => {
    const { user, api } = await renderDashboard();
    await confirmReset(user);
    const toast = await findToast("Demo Reset", "Demo data has been reset successfully");
    expect(toast.dataset.variant).toBe("default");
    expect(callsTo(api.calls, "demo.reset")).toHaveLength(1);
    expect((await findResetButton()).disabled).toBe(true);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 3000 });
    // After the reload, main.tsx shows the stored toast once.
    expect(sessionStorage.length).toBe(1);
    showPersistedToast();
    expect(sessionStorage.length).toBe(0);
  });

  test("Reset Demo failure: error toast and no reload", async () => {
    const { user } = await renderDashboard({
      procedures: {
        "demo.reset": () => {
          throw trpcError("INTERNAL_SERVER_ERROR", "boom");
        },
      },
    });
    await confirmReset(user);
    const toast = await findToast("Error", "Failed to reset demo data");
    expect(toast.dataset.variant).toBe("destructive");
    await new Promise((r) => setTimeout(r, 1200));
    expect(reloadPage).not.toHaveBeenCalled();
    expect((await findResetButton()).disabled).toBe(false);
  });

  test("Reset Demo asks first: Cancel and Escape send nothing and return focus to the button", async () => {
    const { user, api } = await renderDashboard();
    const button = await findResetButton();
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Reset the demo company?" });
    expect(
      within(dialog).getByText("This replaces all of Northwind Components Ltd's data with the sample data."),
    ).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(
      "This replaces all of Northwind Components Ltd's data with the sample data.",
    );
    // Focus starts on the harmless choice, so Enter does not wipe the company.
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    await user.click(button);
    await screen.findByRole("dialog", { name: "Reset the demo company?" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    expect(callsTo(api.calls, "demo.reset")).toHaveLength(0);
    expect(button.disabled).toBe(false);
  });

  test("Reset Demo from the condensed menu asks too, and focus returns to the menu button", async () => {
    const { user, api } = await renderDashboard();
    await findResetButton();
    const menuButton = screen.getByRole("button", { name: "Menu" });
    await user.click(menuButton);
    await user.click(await screen.findByRole("menuitem", { name: "Reset Demo" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset the demo company?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
    // The menu and the dialog both left the page usable.
    expect(document.body.style.pointerEvents).not.toBe("none");
    expect(callsTo(api.calls, "demo.reset")).toHaveLength(0);

    await user.click(menuButton);
    await user.click(await screen.findByRole("menuitem", { name: "Reset Demo" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reset" }));
    await findToast("Demo Reset", "Demo data has been reset successfully");
    expect(callsTo(api.calls, "demo.reset")).toHaveLength(1);
  });

  test("with the demo off (DEMO=off) there is no Reset Demo anywhere", async () => {
    const { user, instance } = await renderDashboard({
      procedures: { "demo.status": () => ({ enabled: false }) },
    });
    await waitFor(() =>
      expect(instance.queryClient.getQueryData(instance.trpc.demo.status.queryKey())).toEqual({
        enabled: false,
      }),
    );
    expect(screen.queryByRole("button", { name: "Reset Demo" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const menu = await screen.findByRole("menu");
    const names = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(names.slice(-3)).toEqual(["Whitepaper", "Settings", "Logout"]);
  });

  test("Settings opens /settings for an admin", async () => {
    const { user, pathname } = await renderDashboard({
      procedures: { "members.list": () => [] },
    });
    await user.click(screen.getByRole("button", { name: "Settings" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    expect(pathname()).toBe("/settings");
  });

  test.each([
    ["editor", true],
    ["viewer", true],
    ["auditor", true],
  ] as const)(
    "a signed-in %s: no Reset Demo; Settings, for their API tokens (%s)",
    async (role, settings) => {
      const { user, instance } = await renderDashboard({ user: { ...demoUser, role } });
      await waitFor(() =>
        expect(instance.queryClient.getQueryData(instance.trpc.demo.status.queryKey())).toEqual({
          enabled: true,
        }),
      );
      expect(screen.queryByRole("button", { name: "Reset Demo" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Settings" }) !== null).toBe(settings);
      await user.click(screen.getByRole("button", { name: "Menu" }));
      const menu = await screen.findByRole("menu");
      const names = within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent);
      expect(names.slice(-3)).toEqual(
        settings ? ["Whitepaper", "Settings", "Logout"] : ["ESG Training", "Whitepaper", "Logout"],
      );
    },
  );

  test("Logout: toast, user and data forgotten, back to the landing page at /", async () => {
    const { user, api, pathname, instance } = await renderDashboard();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await findToast("Logged out", "You have been logged out successfully");
    expect(await screen.findByText("Uncover ESG insights in minutes.")).toBeVisible();
    expect(pathname()).toBe("/");
    expect(callsTo(api.calls, "auth.logout")).toHaveLength(1);
    await waitFor(() =>
      expect(instance.queryClient.getQueryData(instance.trpc.dashboard.get.queryKey())).toBeUndefined(),
    );
  });

  test("Logout failure: error toast and the user stays", async () => {
    const { user, pathname } = await renderDashboard({
      procedures: {
        "auth.logout": () => {
          throw trpcError("INTERNAL_SERVER_ERROR", "boom");
        },
      },
    });
    await user.click(screen.getByRole("button", { name: "Logout" }));
    const toast = await findToast("Error", "Failed to logout");
    expect(toast.dataset.variant).toBe("destructive");
    expect(pathname()).toBe("/dashboard");
    expect(screen.getByRole("heading", { name: "Welcome back, Alex Morgan" })).toBeVisible();
  });
});
