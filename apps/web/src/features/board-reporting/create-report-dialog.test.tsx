import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { findToast, queryToasts } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeBoard, REPORTS } from "./test-fixtures";

async function openDialog(overrides: ProcedureMap = {}) {
  const api = fakeBoard(REPORTS, overrides);
  const app = renderApp("/board-reporting");
  await screen.findByRole("list", { name: "Board reports" });
  await app.user.click(screen.getByRole("button", { name: "Create Report" }));
  const dialog = await screen.findByRole("dialog", { name: "Create Report" });
  return { ...app, api, dialog };
}

describe("Create Report dialog", () => {
  test("starts from the defaults: quarterly, executive summary", async () => {
    const { dialog } = await openDialog();
    expect((within(dialog).getByLabelText("Report Type") as HTMLSelectElement).value).toBe("quarterly");
    expect((within(dialog).getByLabelText("Template") as HTMLSelectElement).value).toBe("executive_summary");
    expect(
      within(within(dialog).getByLabelText("Report Type"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Quarterly", "Annual", "Special"]);
  });

  test("requires title and reporting period; bad JSON fails the submit; nothing is sent", async () => {
    const { api, user, dialog } = await openDialog();
    await user.click(within(dialog).getByLabelText("Recommendations (JSON)"));
    await user.paste("{oops");
    await user.click(within(dialog).getByRole("button", { name: "Create Report" }));
    expect(within(dialog).getByText("Title is required")).toBeVisible();
    expect(within(dialog).getByText("Reporting period is required")).toBeVisible();
    expect(within(dialog).getByText("Must be valid JSON")).toBeVisible();
    expect(callsTo(api.calls, "boardReporting.create")).toHaveLength(0);
  });

  test("creates a draft with parsed JSON (empty → {}), toasts and lists it first", async () => {
    const { api, user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Title"), "Q3 ESG Update");
    await user.type(within(dialog).getByLabelText("Reporting Period"), "Q3 2026");
    await user.selectOptions(within(dialog).getByLabelText("Report Type"), "annual");
    await user.selectOptions(within(dialog).getByLabelText("Template"), "detailed_metrics");
    await user.click(within(dialog).getByLabelText("Content (JSON)"));
    await user.paste('{"summary": "Energy down 4%"}');
    await user.click(within(dialog).getByRole("button", { name: "Create Report" }));

    await findToast("Report Created", "Board report has been created successfully");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(api.calls, "boardReporting.create").map((c) => c.input)).toEqual([
      {
        title: "Q3 ESG Update",
        reportType: "annual",
        reportingPeriod: "Q3 2026",
        template: "detailed_metrics",
        content: { summary: "Energy down 4%" },
        keyMetrics: {},
        recommendations: {},
      },
    ]);
    const list = await screen.findByRole("list", { name: "Board reports" });
    await within(list).findByRole("article", { name: "Q3 ESG Update" });
    expect(within(list).getAllByRole("heading", { level: 3 })[0]?.textContent).toBe("Q3 ESG Update");
    const created = within(list).getByRole("article", { name: "Q3 ESG Update" });
    expect(within(created).getByText("Draft")).toBeVisible();
  });

  test("'Insert live key metrics' fills the key metrics with the live values", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Insert live key metrics" }));
    const field = within(dialog).getByLabelText("Key Metrics (JSON)") as HTMLTextAreaElement;
    await screen.findByDisplayValue(/Supplier ESG questionnaire response rate/);
    expect(JSON.parse(field.value)).toMatchObject({
      "Supplier ESG questionnaire response rate": "50%",
      "Environmental score": "68/100",
    });
    expect(JSON.parse(field.value)).not.toHaveProperty("Total GHG emissions");
  });

  test("a failed create shows no toast and keeps the dialog open", async () => {
    const { user, dialog } = await openDialog({
      "boardReporting.create": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "Internal server error");
      },
    });
    await user.type(within(dialog).getByLabelText("Title"), "X");
    await user.type(within(dialog).getByLabelText("Reporting Period"), "Q3 2026");
    await user.click(within(dialog).getByRole("button", { name: "Create Report" }));
    await within(dialog).findByText("The report could not be created. Please try again.");
    expect(queryToasts()).toHaveLength(0);
  });
});
