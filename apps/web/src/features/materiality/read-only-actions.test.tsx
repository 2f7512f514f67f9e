/** A viewer sees each topic's Edit disabled with the reason, the matrix says why, no dialog opens. */
import { type MaterialityTopic, materialityLevel } from "@esg/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { expectDisabledWithReason } from "../../test/disabled-action";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";

const ROLE = demoUser.role;
afterEach(() => {
  demoUser.role = ROLE;
});

const topic = (id: number, name: string, impact: number, concern: number): MaterialityTopic => ({
  id,
  companyId: 1,
  topic: name,
  category: "Environmental",
  businessImpact: impact,
  stakeholderConcern: concern,
  description: "",
  materialityLevel: materialityLevel(impact, concern),
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

test("a viewer: Add Topic and each topic's Edit are disabled with the reason", async () => {
  demoUser.role = "viewer";
  mockApi({
    procedures: { "materiality.list": () => [topic(1, "Water use", 2, 3), topic(2, "Waste", 4, 4)] },
  });
  const { user } = renderApp("/materiality");
  const list = await screen.findByRole("list", { name: "Material topics by priority" });
  expect(screen.getByRole("note", { name: "Read-only access" })).toBeVisible();
  await expectDisabledWithReason(user, screen.getByRole("button", { name: "Add Topic" }));
  for (const name of ["Edit Water use", "Edit Waste"]) {
    await expectDisabledWithReason(user, within(list).getByRole("button", { name }));
  }
  // The matrix's dots are labelled marks; its description gives the reason instead of "Click a dot".
  expect(
    screen.getByText(
      /^Editing a topic from the matrix: Viewers cannot do this: only admins and editors can\./,
    ),
  ).toBeVisible();
  expect(screen.queryByRole("button", { name: /^Edit Water use:/ })).toBeNull();
});
