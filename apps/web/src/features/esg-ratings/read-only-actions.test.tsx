/** A viewer sees Add Rating (header and overview card) disabled with the reason; no dialog opens. */
import { screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { expectDisabledWithReason } from "../../test/disabled-action";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { fakeRatingsApi } from "./fake-ratings-api";

const ROLE = demoUser.role;
afterEach(() => {
  demoUser.role = ROLE;
});

test("a viewer: Add Rating and the overview's Add ESG Rating card are disabled with the reason", async () => {
  demoUser.role = "viewer";
  fakeRatingsApi();
  const { user } = renderApp("/esg-ratings");
  await screen.findByRole("list", { name: "Latest rating per provider" });
  expect(screen.getByRole("note", { name: "Read-only access" })).toBeVisible();
  await expectDisabledWithReason(user, screen.getByRole("button", { name: "Add Rating" }));
  await expectDisabledWithReason(user, screen.getByRole("button", { name: /^Add ESG Rating/ }));
});

test("an editor: the overview card opens the dialog", async () => {
  fakeRatingsApi();
  const { user } = renderApp("/esg-ratings");
  await screen.findByRole("list", { name: "Latest rating per provider" });
  expect(document.querySelector("[data-disabled-action]")).toBeNull();
  await user.click(screen.getByRole("button", { name: /^Add ESG Rating/ }));
  expect(await screen.findByRole("dialog", { name: "Add ESG Rating" })).toBeVisible();
});
