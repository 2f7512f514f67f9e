import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";

/** Every signed-in screen has the app's bar; the skip link; focus after navigation. */
describe("the app shell", () => {
  test.each([
    ["/materiality", "Materiality Assessment Matrix", "Strategy & Planning"],
    ["/carbon", "Carbon Analysis", "Data & Analysis"],
    ["/esg-training", "ESG Training & Certification", "Stakeholder & Reporting"],
  ])(
    "%s has the top bar with its section marked current, and the spec's back button",
    async (path, title, group) => {
      mockApi();
      renderApp(path);
      await screen.findByRole("heading", { level: 1, name: title });
      const modules = screen.getByRole("navigation", { name: "Modules" });
      for (const name of [
        "Data & Analysis",
        "Strategy & Planning",
        "Risk & Compliance",
        "Stakeholder & Reporting",
      ]) {
        const trigger = within(modules).getByRole("button", { name });
        expect(trigger.getAttribute("aria-current")).toBe(name === group ? "true" : null);
      }
      const banner = screen.getByRole("banner");
      for (const name of ["Whitepaper", "Logout", "Menu"])
        expect(within(banner).getByRole("button", { name })).toBeEnabled();
      expect(await within(banner).findByRole("button", { name: "Reset Demo" })).toBeEnabled();
      expect(screen.getByRole("button", { name: "Back to Dashboard" })).toBeEnabled();
      // The logo link's name is what it shows (WCAG 2.5.3).
      const home = within(banner).getByRole("link", { name: "Verdant ESG dashboard" });
      expect(home.getAttribute("href")).toBe("/");
      expect(home.getAttribute("aria-current")).toBeNull();
    },
  );

  test("in the menu, the current screen's item is aria-current=page", async () => {
    mockApi();
    const { user } = renderApp("/risk-heatmaps");
    await screen.findByRole("heading", { level: 1, name: "ESG Risk Heat Maps" });
    await user.click(screen.getByRole("button", { name: "Risk & Compliance" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Risk Heat Maps" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(
      within(menu).getByRole("menuitem", { name: "ESG Ratings" }).getAttribute("aria-current"),
    ).toBeNull();
  });

  test("Settings in the bar is marked current on /settings", async () => {
    mockApi({ procedures: { "members.list": () => [] } });
    renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(
      within(screen.getByRole("banner"))
        .getByRole("button", { name: "Settings" })
        .getAttribute("aria-current"),
    ).toBe("page");
  });

  test("the whitepaper shows a signed-in user the app's bar, a visitor Login", async () => {
    mockApi();
    const signedIn = renderApp("/whitepaper");
    await screen.findByRole("button", { name: "Technical Overview" });
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Logout" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Login" })).toBeNull();
    signedIn.unmount();

    mockApi({ user: null });
    renderApp("/whitepaper");
    await screen.findByRole("button", { name: "Technical Overview" });
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  test("the skip link comes first and moves focus to the screen's <main>", async () => {
    mockApi();
    const { user } = renderApp("/materiality");
    await screen.findByRole("heading", { level: 1, name: "Materiality Assessment Matrix" });
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(document.activeElement).toBe(skip);
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });

  test("after navigating, focus is on the new screen's heading; not on the first load", async () => {
    mockApi();
    const { user, pathname } = renderApp("/materiality");
    const first = await screen.findByRole("heading", { level: 1, name: "Materiality Assessment Matrix" });
    expect(document.activeElement).not.toBe(first);
    await user.click(screen.getByRole("button", { name: "Back to Dashboard" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Welcome back, Alex Morgan" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(pathname()).toBe("/");
    // Focusable by script only: not a Tab stop.
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });
});
