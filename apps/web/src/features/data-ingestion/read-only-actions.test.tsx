/**
 * A viewer finds the Upload Data tab (Data Sources stays their first view) with its form disabled
 * and the reason; nothing can be sent.
 */
import { screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { expectDisabledWithReason, VIEWER_WRITE_REASON } from "../../test/disabled-action";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { callsTo } from "../../test/trpc-msw";
import { fakeCarbonApi } from "./test-fixtures";

const ROLE = demoUser.role;
afterEach(() => {
  demoUser.role = ROLE;
});

test("a viewer: Upload Data shows the form disabled with the reason and sends nothing", async () => {
  demoUser.role = "viewer";
  const api = mockApi({ procedures: { ...fakeCarbonApi().procedures, "companyData.latest": () => null } });
  const { user } = renderApp("/data-ingestion");
  await screen.findByRole("heading", { level: 1, name: "Data Ingestion" });
  expect(screen.getByRole("note", { name: "Read-only access" })).toBeVisible();
  expect(screen.getByRole("tab", { name: "Data Sources" }).getAttribute("aria-selected")).toBe("true");

  await user.click(screen.getByRole("tab", { name: "Upload Data" }));
  const raw = await screen.findByLabelText<HTMLTextAreaElement>(/^Raw Data/);
  const fields = raw.closest("fieldset") as HTMLFieldSetElement;
  expect(fields.disabled).toBe(true);
  expect(screen.getByLabelText<HTMLSelectElement>("Source Type").closest("fieldset")).toBe(fields);
  // The fields are described by the reason, shown above them.
  expect(document.getElementById(fields.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
    VIEWER_WRITE_REASON,
  );
  for (const name of ["Process Data", "Load Example", "Choose File"]) {
    await expectDisabledWithReason(user, screen.getByRole("button", { name }));
  }
  expect(raw.value).toBe("");
  expect(callsTo(api.calls, "carbon.ingest")).toHaveLength(0);
});

test("an editor: Upload Data is the first view and its form is usable", async () => {
  mockApi({ procedures: { ...fakeCarbonApi().procedures, "companyData.latest": () => null } });
  renderApp("/data-ingestion");
  const raw = await screen.findByLabelText<HTMLTextAreaElement>(/^Raw Data/);
  expect(raw.closest("fieldset")?.disabled).toBe(false);
  expect(screen.queryByText(VIEWER_WRITE_REASON)).toBeNull();
  expect(document.querySelector("[data-disabled-action]")).toBeNull();
});
