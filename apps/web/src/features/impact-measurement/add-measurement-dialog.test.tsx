import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeImpact, MEASUREMENTS } from "./test-fixtures";

async function openPage(overrides: ProcedureMap = {}) {
  const api = fakeImpact(MEASUREMENTS, overrides);
  const app = renderApp("/impact-measurement");
  await screen.findByRole("list", { name: "Environmental measurements" });
  return { ...app, api };
}

async function openDialog(overrides: ProcedureMap = {}) {
  const page = await openPage(overrides);
  await page.user.click(screen.getAllByRole("button", { name: "Add Measurement" })[0] as HTMLElement);
  const dialog = await screen.findByRole("dialog", { name: "Add Impact Measurement" });
  return { ...page, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
const statValue = (label: string) =>
  screen.getByRole("heading", { level: 2, name: label }).closest("section")?.querySelector("p")?.textContent;

async function fillRequired(user: ReturnType<typeof renderApp>["user"], dialog: HTMLElement) {
  await user.type(field(dialog, "Metric"), "Trees planted");
  await user.type(field(dialog, "Description"), "Hedgerow restoration around the Telford site");
  await user.type(field(dialog, "Value"), "1200");
  await user.type(field(dialog, "Unit"), "trees");
}

describe("Add Measurement dialog", () => {
  test("opens with Environmental and unverified as defaults", async () => {
    const { dialog } = await openDialog();
    expect((within(dialog).getByLabelText("Category") as HTMLSelectElement).value).toBe("Environmental");
    expect((within(dialog).getByLabelText("Verification Status") as HTMLSelectElement).value).toBe(
      "unverified",
    );
    expect(field(dialog, "Target Date").type).toBe("date");
  });

  test("requires metric, description, value and unit; sends nothing when invalid", async () => {
    const { user, api, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Add Measurement" }));
    for (const message of [
      "Metric is required",
      "Description is required",
      "Value is required",
      "Unit is required",
    ]) {
      expect(within(dialog).getByText(message)).toBeVisible();
    }
    await fillRequired(user, dialog);
    await user.type(field(dialog, "Beneficiaries"), "2.5");
    await user.click(within(dialog).getByRole("button", { name: "Add Measurement" }));
    expect(await within(dialog).findByText("Beneficiaries must be a whole number")).toBeVisible();
    expect(callsTo(api.calls, "impactMeasurement.create")).toHaveLength(0);
  });

  test("records the required fields alone: optional ones and an empty target date are sent as null", async () => {
    const { user, api, dialog } = await openDialog();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Add Measurement" }));

    const toast = await findToast(
      "Impact Measurement Added",
      "Impact measurement has been recorded successfully",
    );
    expect(toast.dataset.variant).toBe("default");
    expect(callsTo(api.calls, "impactMeasurement.create").map((c) => c.input)).toEqual([
      {
        category: "Environmental",
        metric: "Trees planted",
        description: "Hedgerow restoration around the Telford site",
        value: 1200,
        unit: "trees",
        baseline: null,
        target: null,
        targetDate: null,
        methodology: null,
        verificationStatus: "unverified",
        dataSource: null,
        beneficiaries: null,
        geographicScope: null,
        reportingPeriod: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const env = screen.getByRole("list", { name: "Environmental measurements" });
    expect(await within(env).findByRole("heading", { level: 4, name: "Trees planted" })).toBeVisible();
    expect(statValue("Total Measurements")).toBe("7");
  });

  test("records every field, with decimals, a date and a verification status", async () => {
    const { user, api, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText("Category"), "Social");
    await fillRequired(user, dialog);
    await user.type(field(dialog, "Baseline"), "200.5");
    await user.type(field(dialog, "Target"), "2000");
    await user.type(field(dialog, "Target Date"), "2027-03-31");
    await user.type(field(dialog, "Methodology"), "Nursery delivery notes");
    await user.selectOptions(within(dialog).getByLabelText("Verification Status"), "third_party_verified");
    await user.type(field(dialog, "Data Source"), "Woodland Trust");
    await user.type(field(dialog, "Beneficiaries"), "350");
    await user.type(field(dialog, "Geographic Scope"), "Shropshire");
    await user.type(field(dialog, "Reporting Period"), "FY2025");
    await user.click(within(dialog).getByRole("button", { name: "Add Measurement" }));

    await findToast("Impact Measurement Added", "Impact measurement has been recorded successfully");
    expect(callsTo(api.calls, "impactMeasurement.create")[0]?.input).toMatchObject({
      category: "Social",
      baseline: 200.5,
      target: 2000,
      targetDate: "2027-03-31",
      methodology: "Nursery delivery notes",
      verificationStatus: "third_party_verified",
      dataSource: "Woodland Trust",
      beneficiaries: 350,
      geographicScope: "Shropshire",
      reportingPeriod: "FY2025",
    });
    expect(statValue("Verified")).toBe("3");
    expect(statValue("Beneficiaries")).toBe("5,036");
  });

  test("a suggested metric opens the dialog prefilled", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole("tab", { name: "Economic" }));
    await user.click(await screen.findByRole("button", { name: "Add Spend with local suppliers" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Impact Measurement" });
    expect((within(dialog).getByLabelText("Category") as HTMLSelectElement).value).toBe("Economic");
    expect(field(dialog, "Metric").value).toBe("Spend with local suppliers");
    expect(field(dialog, "Unit").value).toBe("GBP");
  });

  test("a failed call shows no message and keeps the dialog open", async () => {
    const { user, api, dialog } = await openDialog({
      "impactMeasurement.create": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Add Measurement" }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole("button", { name: "Add Measurement" }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(callsTo(api.calls, "impactMeasurement.create")).toHaveLength(1);
    expect(screen.getByRole("dialog", { name: "Add Impact Measurement" })).toBeVisible();
    expect(field(dialog, "Metric").value).toBe("Trees planted");
    expect(screen.queryByText("Impact Measurement Added")).toBeNull();
  });

  test("the server's field issues (400) land on their fields and clear when edited", async () => {
    const { user, api, dialog } = await openDialog({
      "impactMeasurement.create": () => {
        throw trpcError("BAD_REQUEST", "Invalid input", [
          { path: ["reportingPeriod"], message: "Reporting period must be at most 50 characters" },
        ]);
      },
    });
    await fillRequired(user, dialog);
    await user.type(field(dialog, "Reporting Period"), "FY2025");
    await user.click(within(dialog).getByRole("button", { name: "Add Measurement" }));

    expect(await within(dialog).findByText("Reporting period must be at most 50 characters")).toBeVisible();
    expect(field(dialog, "Reporting Period").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field(dialog, "Reporting Period"));
    expect(callsTo(api.calls, "impactMeasurement.create")).toHaveLength(1);
    expect(screen.queryByText("Impact Measurement Added")).toBeNull();

    await user.type(field(dialog, "Reporting Period"), "-26");
    expect(within(dialog).queryByText("Reporting period must be at most 50 characters")).toBeNull();
    expect(field(dialog, "Reporting Period").getAttribute("aria-invalid")).toBeNull();
  });
});
