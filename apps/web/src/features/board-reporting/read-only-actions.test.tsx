/** A viewer sees Create Report, Submit for Review and Approve disabled with the reason. */
import { screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { expectDisabledWithReason } from "../../test/disabled-action";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { callsTo } from "../../test/trpc-msw";
import { fakeBoard } from "./test-fixtures";

const ROLE = demoUser.role;
afterEach(() => {
  demoUser.role = ROLE;
});

test("a viewer: Submit for Review and Approve are disabled with the reason and change nothing", async () => {
  demoUser.role = "viewer";
  const api = fakeBoard();
  const { user } = renderApp("/board-reporting");
  await screen.findByRole("heading", { level: 3, name: "Q2 ESG Update" });
  expect(screen.getByRole("note", { name: "Read-only access" })).toBeVisible();
  const submit = screen.getAllByRole("button", { name: "Submit for Review" });
  const approve = screen.getAllByRole("button", { name: "Approve" });
  expect(submit.length).toBeGreaterThan(0);
  expect(approve.length).toBeGreaterThan(0);
  for (const button of [...submit, ...approve]) await expectDisabledWithReason(user, button);
  for (const button of screen.getAllByRole("button", { name: "Create Report" })) {
    await expectDisabledWithReason(user, button);
  }
  expect(callsTo(api.calls, "boardReporting.updateStatus")).toHaveLength(0);
});
