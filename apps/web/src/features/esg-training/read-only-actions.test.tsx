/** A viewer sees the Module Management tab, its Create and Edit disabled with the reason. */
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { expectDisabledWithReason } from "../../test/disabled-action";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { fakeTraining } from "./test-fixtures";

const ROLE = demoUser.role;
afterEach(() => {
  demoUser.role = ROLE;
});

test("a viewer: Module Management lists the curriculum with Create Module and Edit disabled", async () => {
  demoUser.role = "viewer";
  fakeTraining();
  const { user } = renderApp("/esg-training");
  await user.click(await screen.findByRole("tab", { name: "Module Management" }));
  const list = await screen.findByRole("list", { name: "Managed training modules" });
  expect(screen.getByRole("note", { name: "Read-only access" })).toBeVisible();
  await expectDisabledWithReason(user, screen.getByRole("button", { name: "Create Module" }));
  await expectDisabledWithReason(user, within(list).getByRole("button", { name: "Edit ESG Essentials" }));
});

test("a viewer with no modules: the empty state's Create Module is disabled with the reason", async () => {
  demoUser.role = "viewer";
  fakeTraining({ modules: [], progress: [] });
  const { user } = renderApp("/esg-training");
  await user.click(await screen.findByRole("tab", { name: "Module Management" }));
  await expectDisabledWithReason(user, await screen.findByRole("button", { name: "Create Module" }));
});
