import type { Onboarding, OnboardingStepKey } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { callsTo } from "../../test/trpc-msw";

const KEYS: OnboardingStepKey[] = ["profile", "reporting", "site", "upload", "target", "team"];

/** The dashboard of a company whose stored data has done `done`; the server hides the list on dismiss. */
function newCompany(done: OnboardingStepKey[], user = demoUser) {
  let state: Onboarding = { steps: KEYS.map((key) => ({ key, done: done.includes(key) })), dismissed: false };
  const api = mockApi({
    user,
    procedures: {
      "companies.onboarding": () => state,
      "companies.dismissOnboarding": () => {
        state = { ...state, dismissed: true };
        return state;
      },
    },
  });
  return { api, app: renderApp("/dashboard") };
}

const steps = () => within(screen.getByRole("list", { name: "Set-up steps" })).getAllByRole("listitem");

describe("the first-run checklist", () => {
  test("welcomes a new company (not 'welcome back') and lists the six steps in order, ticking the done ones", async () => {
    newCompany(["profile", "site"]);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Alex Morgan" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: /Welcome back/ })).toBeNull();
    expect(
      await screen.findByText("2 of 6 steps done. Each ticks itself once its data is saved."),
    ).toBeVisible();
    expect(steps().map((li) => li.querySelector("p")?.textContent)).toEqual([
      "Complete the company profile (done)",
      "Save your reporting settings (to do)",
      "Add a site (done)",
      "Upload your first data (to do)",
      "Set a target (to do)",
      "Invite your team (to do)",
    ]);
    // A done step has no link; each open one links to the screen that does it.
    expect(within(steps()[0] as HTMLElement).queryByRole("link")).toBeNull();
    const links = screen
      .getAllByRole("link", { name: /^Open / })
      .filter((a) => a.closest("ol"))
      .map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")]);
    expect(links).toEqual([
      ["Open reporting settings: Save your reporting settings", "/carbon?settings=open"],
      ["Open data ingestion: Upload your first data", "/data-ingestion"],
      ["Open goal tracking: Set a target", "/goal-tracking"],
      ["Open members: Invite your team", "/settings?tab=members"],
    ]);
  });

  test("a step's link leads to its screen", async () => {
    const { app } = newCompany([]);
    await app.user.click(
      await screen.findByRole("link", { name: "Open company profile: Complete the company profile" }),
    );
    await waitFor(() => expect(app.pathname()).toBe("/settings"));
    expect(app.history.location.search).toBe("?tab=company");
  });

  test("hiding it is sent once, removes the card and welcomes the user back", async () => {
    const { api, app } = newCompany(["profile"]);
    await app.user.click(await screen.findByRole("button", { name: "Hide checklist" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Alex Morgan" })).toBeVisible();
    expect(screen.queryByRole("list", { name: "Set-up steps" })).toBeNull();
    expect(callsTo(api.calls, "companies.dismissOnboarding")).toHaveLength(1);
  });

  test("a viewer sees the hide button disabled, with the reason", async () => {
    newCompany([], { ...demoUser, role: "viewer" });
    const hide = await screen.findByRole("button", { name: "Hide checklist" });
    expect(hide).toBeDisabled();
    expect(hide).toHaveAccessibleDescription(/Only admins and editors can hide it\./);
    expect(screen.getByText("Only admins and editors can hide it.")).toBeVisible();
  });

  test("once every step is done the card is gone and the user is welcomed back", async () => {
    newCompany(KEYS);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Alex Morgan" })).toBeVisible();
    await screen.findByRole("heading", { level: 2, name: "Latest Reports" });
    expect(screen.queryByRole("heading", { name: "Set up your company" })).toBeNull();
  });
});
