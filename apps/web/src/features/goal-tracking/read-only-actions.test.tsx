/** A viewer sees the goal actions disabled with the reason, and none of them opens a dialog. */
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { expectDisabledWithReason } from "../../test/disabled-action";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { callsTo } from "../../test/trpc-msw";
import { fakeGoals, GOALS } from "./test-fixtures";

const ROLE = demoUser.role;
afterEach(() => {
  demoUser.role = ROLE;
});

test("a viewer: Create Goal, Update Progress and Mark as Achieved are disabled with the reason", async () => {
  demoUser.role = "viewer";
  const api = fakeGoals();
  const { user } = renderApp("/goal-tracking");
  const list = await screen.findByRole("list", { name: "ESG goals" });
  expect(screen.getByRole("note", { name: "Read-only access" })).toBeVisible();
  await expectDisabledWithReason(user, screen.getByRole("button", { name: "Create Goal" }));
  const header = screen.getAllByRole("button", { name: "Update Progress" });
  expect(header.length).toBeGreaterThan(1);
  for (const button of header) await expectDisabledWithReason(user, button);
  const marks = within(list).queryAllByRole("button", { name: "Mark as Achieved" });
  for (const button of marks) await expectDisabledWithReason(user, button);
  expect(callsTo(api.calls, "goalTracking.updateStatus")).toHaveLength(0);
});

test("a viewer with no goals: the empty state's Create Goal is disabled with the reason", async () => {
  demoUser.role = "viewer";
  fakeGoals([]);
  const { user } = renderApp("/goal-tracking");
  await screen.findByText("No ESG goals defined yet");
  const buttons = screen.getAllByRole("button", { name: "Create Goal" });
  expect(buttons).toHaveLength(2);
  for (const button of buttons) await expectDisabledWithReason(user, button);
});

test("an editor: the same actions are usable", async () => {
  fakeGoals(GOALS);
  renderApp("/goal-tracking");
  await screen.findByRole("list", { name: "ESG goals" });
  expect(document.querySelector("[data-disabled-action]")).toBeNull();
});
