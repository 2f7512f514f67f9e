import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeGoals, GOALS } from "./test-fixtures";

async function openDialog(overrides: ProcedureMap = {}) {
  const api = fakeGoals(GOALS, overrides);
  const app = renderApp("/goal-tracking");
  await screen.findByRole("list", { name: "ESG goals" });
  await app.user.click(screen.getByRole("button", { name: "Create Goal" }));
  const dialog = await screen.findByRole("dialog", { name: "Create Goal" });
  return { ...app, api, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

async function fillRequired(user: ReturnType<typeof renderApp>["user"], dialog: HTMLElement) {
  await user.type(field(dialog, "Goal Title"), "Halve business travel emissions");
  await user.type(field(dialog, "Description"), "Rail-first travel policy");
  await user.type(field(dialog, "Current Value"), "120");
  await user.type(field(dialog, "Target Value"), "60");
  await user.type(field(dialog, "Unit"), "tCO2e");
}

describe("Create Goal dialog", () => {
  test("opens with the spec's defaults: this year to five years on, Environmental, absolute", async () => {
    const { dialog } = await openDialog();
    const year = new Date().getFullYear();
    expect(field(dialog, "Baseline Year").value).toBe(String(year));
    expect(field(dialog, "Target Year").value).toBe(String(year + 5));
    expect((within(dialog).getByLabelText("Category") as HTMLSelectElement).value).toBe("Environmental");
    expect((within(dialog).getByLabelText("Target Type") as HTMLSelectElement).value).toBe("absolute");
    expect(field(dialog, "Science-based target (aligned with SBTi criteria)").checked).toBe(false);
  });

  test("validates with the domain schema and sends nothing when invalid", async () => {
    const { user, api, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Create Goal" }));
    for (const message of [
      "Title is required",
      "Description is required",
      "Current value is required",
      "Target value is required",
      "Unit is required",
    ]) {
      expect(within(dialog).getByText(message)).toBeVisible();
    }
    expect(field(dialog, "Goal Title").getAttribute("aria-invalid")).toBe("true");

    await fillRequired(user, dialog);
    await user.clear(field(dialog, "Target Year"));
    await user.type(field(dialog, "Target Year"), "2020");
    await user.click(within(dialog).getByRole("button", { name: "Create Goal" }));
    expect(await within(dialog).findByText("Target year must be after the baseline year")).toBeVisible();
    expect(within(dialog).queryByText("Title is required")).toBeNull();
    expect(callsTo(api.calls, "goalTracking.create")).toHaveLength(0);
  });

  test("creates the goal with isScenceBased, toasts, closes and refetches the list", async () => {
    const { user, api, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.selectOptions(within(dialog).getByLabelText("Category"), "Social");
    await user.selectOptions(within(dialog).getByLabelText("Target Type"), "intensity");
    await user.click(field(dialog, "Science-based target (aligned with SBTi criteria)"));
    const year = new Date().getFullYear();
    await user.click(within(dialog).getByRole("button", { name: "Create Goal" }));

    const toast = await findToast("Goal Created", "ESG goal has been created successfully");
    expect(toast.dataset.variant).toBe("default");
    expect(callsTo(api.calls, "goalTracking.create").map((c) => c.input)).toEqual([
      {
        title: "Halve business travel emissions",
        description: "Rail-first travel policy",
        category: "Social",
        targetType: "intensity",
        currentValue: 120,
        targetValue: 60,
        unit: "tCO2e",
        baselineYear: year,
        targetYear: year + 5,
        isScenceBased: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const list = await screen.findByRole("list", { name: "ESG goals" });
    expect(
      await within(list).findByRole("heading", { name: "Halve business travel emissions" }),
    ).toBeVisible();
    expect(callsTo(api.calls, "goalTracking.list").length).toBeGreaterThanOrEqual(2);
  });

  test("keeps decimals in the values (a target of 50.7 is sent as 50.7, not 50)", async () => {
    const { user, api, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.clear(field(dialog, "Current Value"));
    await user.type(field(dialog, "Current Value"), "120.25");
    await user.clear(field(dialog, "Target Value"));
    await user.type(field(dialog, "Target Value"), "50.7");
    await user.click(within(dialog).getByRole("button", { name: "Create Goal" }));
    await findToast("Goal Created", "ESG goal has been created successfully");
    expect(callsTo(api.calls, "goalTracking.create")[0]?.input).toMatchObject({
      currentValue: 120.25,
      targetValue: 50.7,
    });
  });

  test("a failed create toasts 'Failed to create ESG goal' and keeps the dialog open", async () => {
    const { user, dialog } = await openDialog({
      "goalTracking.create": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Create Goal" }));
    // The modal hides the rest of the page from the accessibility tree, so look the toast up by its text.
    const toast = (await screen.findByText("Failed to create ESG goal")).closest("li");
    expect(toast?.textContent).toContain("Error");
    expect(toast?.dataset.variant).toBe("destructive");
    expect(screen.getByRole("dialog", { name: "Create Goal" })).toBeVisible();
    expect(field(dialog, "Goal Title").value).toBe("Halve business travel emissions");
    expect(screen.queryByText("Goal Created")).toBeNull();
  });

  test("Cancel closes without sending", async () => {
    const { user, api, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(api.calls, "goalTracking.create")).toHaveLength(0);
  });
});
