import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeCarbonAnalysisApi } from "./test-fixtures";

async function openSettings(overrides: ProcedureMap = {}) {
  const carbon = fakeCarbonAnalysisApi({ settings: { baseYear: 2023 } });
  const api = mockApi({ procedures: { ...carbon.procedures, ...overrides } });
  const app = renderApp("/carbon");
  await app.user.click(await screen.findByRole("button", { name: "Reporting settings" }));
  const dialog = await screen.findByRole("dialog", { name: "Reporting settings" });
  await within(dialog).findByLabelText("Fiscal year starts in");
  return { ...app, api, carbon, dialog };
}

describe("Reporting settings", () => {
  test("shows the saved settings and saves the edited ones; the analysis is refetched", async () => {
    const { api, user, dialog } = await openSettings();
    const month = within(dialog).getByLabelText("Fiscal year starts in") as HTMLSelectElement;
    const baseYear = within(dialog).getByLabelText("Base year") as HTMLInputElement;
    const category3 = within(dialog).getByLabelText("Derive category 3 from energy rows") as HTMLInputElement;
    const approach = within(dialog).getByLabelText("Consolidation approach") as HTMLSelectElement;
    const approval = within(dialog).getByLabelText("Require approval of new uploads") as HTMLInputElement;
    const gwp = within(dialog).getByLabelText("Global warming potentials") as HTMLSelectElement;
    expect([
      month.value,
      baseYear.value,
      category3.checked,
      approach.value,
      approval.checked,
      gwp.value,
    ]).toEqual(["1", "2023", true, "operational_control", false, "AR5"]);
    expect(month.options).toHaveLength(12);
    expect(month.options[3]?.textContent).toBe("April");

    await user.selectOptions(month, "April");
    await user.clear(baseYear);
    await user.click(category3);
    await user.selectOptions(approach, "Financial control");
    await user.click(approval);
    await user.selectOptions(gwp, "IPCC AR6 (2021)");
    const analysisCalls = callsTo(api.calls, "carbon.analysis").length;
    await user.click(within(dialog).getByRole("button", { name: "Save settings" }));

    await findToast("Reporting settings saved", "Reporting years and totals now follow the new settings.");
    expect(callsTo(api.calls, "carbon.updateReportingSettings").map((c) => c.input)).toEqual([
      {
        fiscalYearStartMonth: 4,
        baseYear: null,
        category3Policy: "off",
        consolidationApproach: "financial_control",
        requireApproval: true,
        gwpBasis: "AR6",
      },
    ]);
    await waitFor(() => expect(callsTo(api.calls, "carbon.analysis").length).toBeGreaterThan(analysisCalls));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("a base year out of range is refused before sending", async () => {
    const { api, user, dialog } = await openSettings();
    const baseYear = within(dialog).getByLabelText("Base year");
    await user.clear(baseYear);
    await user.type(baseYear, "1980");
    await user.click(within(dialog).getByRole("button", { name: "Save settings" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Base year must be 1990 or later");
    expect(baseYear.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(api.calls, "carbon.updateReportingSettings")).toHaveLength(0);
  });

  test("the server's 400 issues show on their fields; any other refusal as its message", async () => {
    let answer = () => {
      throw trpcError("BAD_REQUEST", "Invalid input", [
        { path: ["baseYear"], message: "Base year has no activity data" },
      ]);
    };
    const { user, dialog } = await openSettings({ "carbon.updateReportingSettings": () => answer() });
    await user.click(within(dialog).getByRole("button", { name: "Save settings" }));
    const baseYear = within(dialog).getByLabelText("Base year");
    await waitFor(() => expect(baseYear.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByRole("alert").textContent).toBe("Base year has no activity data");

    answer = () => {
      throw trpcError("FORBIDDEN", "Only an admin of the company can change its reporting settings");
    };
    await user.click(within(dialog).getByRole("button", { name: "Save settings" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Only an admin of the company can change its reporting settings",
    );
    expect(screen.getByRole("dialog", { name: "Reporting settings" })).toBeVisible();
  });
});
