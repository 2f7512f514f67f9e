/** A viewer sees every Add Measurement control disabled with the reason; none opens the dialog. */
import { screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { expectDisabledWithReason } from "../../test/disabled-action";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { fakeImpact } from "./test-fixtures";

const ROLE = demoUser.role;
afterEach(() => {
  demoUser.role = ROLE;
});

test("a viewer: Add Measurement and a category's suggested metrics are disabled with the reason", async () => {
  demoUser.role = "viewer";
  fakeImpact();
  const { user } = renderApp("/impact-measurement");
  await screen.findByRole("tab", { name: "Impact Overview" });
  expect(screen.getByRole("note", { name: "Read-only access" })).toBeVisible();
  await expectDisabledWithReason(user, screen.getByRole("button", { name: "Add Measurement" }));
  await user.click(screen.getByRole("tab", { name: "Environmental" }));
  const suggested = await screen.findAllByRole("button", { name: /^Add / });
  expect(suggested.length).toBeGreaterThan(1);
  for (const button of suggested) await expectDisabledWithReason(user, button);
});

test("a viewer with no measurements: the empty state's Add Measurement is disabled with the reason", async () => {
  demoUser.role = "viewer";
  fakeImpact([]);
  const { user } = renderApp("/impact-measurement");
  await screen.findByText(/No impact measurements recorded yet/);
  const buttons = screen.getAllByRole("button", { name: "Add Measurement" });
  expect(buttons).toHaveLength(2);
  for (const button of buttons) await expectDisabledWithReason(user, button);
});
