import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeGoals, GOALS } from "./test-fixtures";

async function openFor(title: string, overrides: ProcedureMap = {}) {
  const api = fakeGoals(GOALS, overrides);
  const app = renderApp("/goal-tracking");
  const list = await screen.findByRole("list", { name: "ESG goals" });
  const item = within(list).getByRole("heading", { level: 3, name: title }).closest("li") as HTMLElement;
  await app.user.click(within(item).getByRole("button", { name: "Update Progress" }));
  const dialog = await screen.findByRole("dialog", { name: "Update Goal Progress" });
  return { ...app, api, dialog, item };
}

const input = (dialog: HTMLElement, label: string | RegExp) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe("Update Goal Progress dialog", () => {
  test("opens on the chosen goal; the goal list offers only active goals", async () => {
    const { dialog } = await openFor("Renewable electricity");
    const select = within(dialog).getByLabelText("Goal") as HTMLSelectElement;
    expect(select.value).toBe("2");
    const options = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).not.toContain("Supplier code sign-off");
    expect(options).toContain("Energy intensity");
    expect(within(dialog).getByText("Current value 40 % · target 100 %")).toBeVisible();
    expect(input(dialog, "Reporting Period").placeholder).toBe("e.g. 2024-Q1");
  });

  test("requires the reporting period and actual value; sends nothing when invalid", async () => {
    const { user, api, dialog } = await openFor("Renewable electricity");
    await user.click(within(dialog).getByRole("button", { name: "Record Progress" }));
    expect(within(dialog).getByText("Reporting period is required")).toBeVisible();
    expect(within(dialog).getByText("Actual value is required")).toBeVisible();
    expect(callsTo(api.calls, "goalTracking.recordProgress")).toHaveLength(0);
  });

  test("previews the percentage, records it, toasts and refetches the goal's status", async () => {
    const { user, api, dialog, item } = await openFor("Renewable electricity");
    await user.type(input(dialog, "Reporting Period"), "2026-Q1");
    await user.type(input(dialog, /^Actual Value/), "99");
    // (99 - 40) / (100 - 40) = 98.3% → 98, on track
    expect(within(dialog).getByText("98%")).toBeVisible();
    expect(within(dialog).getByText("On Track")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Record Progress" }));

    const toast = await findToast("Progress Updated", "Goal progress has been recorded successfully");
    expect(toast.dataset.variant).toBe("default");
    expect(callsTo(api.calls, "goalTracking.recordProgress").map((c) => c.input)).toEqual([
      { goalId: 2, reportingPeriod: "2026-Q1", actualValue: 99, notes: null, progressPercentage: 98 },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(item).findByText("98%")).toBeVisible();
    expect(within(item).getByText("99 % (2026-Q1)")).toBeVisible();
  });

  test("reaching 100% turns the goal achieved and offers Mark as Achieved", async () => {
    const { user, dialog, item } = await openFor("Cut Scope 1 & 2 emissions");
    await user.type(input(dialog, "Reporting Period"), "2026");
    await user.type(input(dialog, /^Actual Value/), "0");
    await user.type(input(dialog, "Notes"), "Net zero operations");
    await user.click(within(dialog).getByRole("button", { name: "Record Progress" }));
    await findToast("Progress Updated", "Goal progress has been recorded successfully");
    expect(await within(item).findByRole("button", { name: "Mark as Achieved" })).toBeEnabled();
    expect(within(item).getByText("Achieved")).toBeVisible();
  });

  test("a refusal from the server is shown in the dialog, without a toast", async () => {
    const { user, dialog } = await openFor("Renewable electricity", {
      "goalTracking.recordProgress": () => {
        throw trpcError("CONFLICT", "Progress cannot be recorded for an achieved goal");
      },
    });
    await user.type(input(dialog, "Reporting Period"), "2026-Q1");
    await user.type(input(dialog, /^Actual Value/), "80");
    await user.click(within(dialog).getByRole("button", { name: "Record Progress" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Progress cannot be recorded for an achieved goal",
    );
    expect(screen.getByRole("dialog", { name: "Update Goal Progress" })).toBeVisible();
    expect(screen.queryByText("Progress Updated")).toBeNull();
    expect(screen.queryByText("Goal progress has been recorded successfully")).toBeNull();
  });

  test("the header button opens the dialog on the first active goal", async () => {
    const api = fakeGoals();
    const { user } = renderApp("/goal-tracking");
    await screen.findByRole("list", { name: "ESG goals" });
    const header = screen.getByRole("main");
    const buttons = within(header).getAllByRole("button", { name: "Update Progress" });
    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Update Goal Progress" });
    expect((within(dialog).getByLabelText("Goal") as HTMLSelectElement).value).toBe("1");
    expect(callsTo(api.calls, "goalTracking.recordProgress")).toHaveLength(0);
  });
});
