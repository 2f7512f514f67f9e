import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { queryToasts } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";
import { mockRisksApi } from "./test-api";

async function openDialog(...args: Parameters<typeof mockRisksApi>) {
  const api = mockRisksApi(...args);
  const app = renderApp("/risk-heatmaps");
  await app.user.click(await screen.findByRole("tab", { name: "Risk Register" }));
  await app.user.click(screen.getByRole("button", { name: "Add Risk" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Risk" });
  return { ...app, api, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const levelShown = (dialog: HTMLElement) => dialog.querySelector("[data-level]")?.textContent;

async function findToastTitle(title: string) {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  return within(region).findByText(title);
}

describe("Add Risk dialog", () => {
  test("defaults: category Climate, probability 3, impact 3, level Medium", async () => {
    const { dialog } = await openDialog();
    expect(field(dialog, "Risk Category").value).toBe("Climate");
    expect(
      Array.from((field(dialog, "Risk Category") as HTMLSelectElement).options).map((o) => o.value),
    ).toEqual(["Climate", "Social", "Governance", "Operational"]);
    expect(field(dialog, "Probability").value).toBe("3");
    expect(field(dialog, "Impact").value).toBe("3");
    expect(levelShown(dialog)).toBe("Medium");
  });

  test.each([
    ["5", "4", "Critical"],
    ["4", "3", "High"],
    ["2", "3", "Medium"],
    ["1", "5", "Low"],
  ])("probability %s x impact %s shows %s", async (p, i, level) => {
    const { user, dialog } = await openDialog();
    await user.selectOptions(field(dialog, "Probability"), p);
    await user.selectOptions(field(dialog, "Impact"), i);
    expect(levelShown(dialog)).toBe(level);
  });

  test("risk type and description are required: field errors, nothing sent", async () => {
    const { user, dialog, api } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Add Risk" }));
    expect(await within(dialog).findByText("Risk type is required")).toBeVisible();
    expect(within(dialog).getByText("Description is required")).toBeVisible();
    expect(callsTo(api.calls, "riskHeatmaps.create")).toHaveLength(0);
  });

  test("sends the fields with the computed level, toasts 'Risk Added', closes and refetches", async () => {
    const { user, dialog, api } = await openDialog();
    await user.selectOptions(field(dialog, "Risk Category"), "Operational");
    await user.type(field(dialog, "Risk Type"), "Heatwave shutdowns");
    await user.type(field(dialog, "Description"), "Machine shop above 35°C");
    await user.type(field(dialog, "Geography"), "United Kingdom");
    await user.selectOptions(field(dialog, "Probability"), "5");
    await user.selectOptions(field(dialog, "Impact"), "5");
    await user.type(field(dialog, "Owner"), "Operations Director");
    const listCalls = callsTo(api.calls, "riskHeatmaps.list").length;
    await user.click(within(dialog).getByRole("button", { name: "Add Risk" }));

    expect(await findToastTitle("Risk Added")).toBeVisible();
    expect(callsTo(api.calls, "riskHeatmaps.create").map((c) => c.input)).toEqual([
      {
        riskCategory: "Operational",
        riskType: "Heatwave shutdowns",
        description: "Machine shop above 35°C",
        geography: "United Kingdom",
        businessUnit: null,
        probability: 5,
        impact: 5,
        mitigationStrategy: null,
        owner: "Operations Director",
        riskLevel: "Critical",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const created = await screen.findByRole("article", { name: "Heatwave shutdowns" });
    expect(within(created).getByText("P5 × I5 = 25")).toBeVisible();
    expect(callsTo(api.calls, "riskHeatmaps.list").length).toBeGreaterThan(listCalls);
  });

  test("the first risk replaces the empty state", async () => {
    const { user, dialog } = await openDialog([]);
    await user.type(field(dialog, "Risk Type"), "Drought");
    await user.type(field(dialog, "Description"), "Supplier water stress");
    await user.click(within(dialog).getByRole("button", { name: "Add Risk" }));
    expect(await screen.findByRole("article", { name: "Drought" })).toBeVisible();
    expect(screen.queryByText("No risks assessed yet")).toBeNull();
  });

  test("a failed add shows no message and keeps the dialog open", async () => {
    const { user, dialog, api } = await openDialog(undefined, {
      "riskHeatmaps.create": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    await user.type(field(dialog, "Risk Type"), "Will fail");
    await user.type(field(dialog, "Description"), "Server down");
    await user.click(within(dialog).getByRole("button", { name: "Add Risk" }));
    await waitFor(() => expect(callsTo(api.calls, "riskHeatmaps.create")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(queryToasts()).toHaveLength(0);
    expect(screen.getByRole("dialog", { name: "Add Risk" })).toBeVisible();
    expect(field(dialog, "Risk Type").value).toBe("Will fail");
  });

  test("a 400 puts the server's issues on their fields, with no toast", async () => {
    const { user, dialog } = await openDialog(undefined, {
      "riskHeatmaps.create": () => {
        throw trpcError("BAD_REQUEST", "Invalid input", [
          { path: ["owner"], message: "Owner is not a member of this company" },
        ]);
      },
    });
    await user.type(field(dialog, "Risk Type"), "Drought");
    await user.type(field(dialog, "Description"), "Supplier water stress");
    await user.type(field(dialog, "Owner"), "Someone Else");
    await user.click(within(dialog).getByRole("button", { name: "Add Risk" }));
    expect(await within(dialog).findByText("Owner is not a member of this company")).toBeVisible();
    expect(field(dialog, "Owner").getAttribute("aria-invalid")).toBe("true");
    expect(queryToasts()).toHaveLength(0);
    await user.type(field(dialog, "Owner"), "!");
    expect(within(dialog).queryByText("Owner is not a member of this company")).toBeNull();
  });
});
