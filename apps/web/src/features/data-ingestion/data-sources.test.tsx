import type { CarbonDataSource } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture } from "../../test/carbon-fixtures";
import { refuseFile, serveFile, spyOnSave } from "../../test/downloads";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo } from "../../test/trpc-msw";
import { fakeCarbonApi, SOURCE_REVIEW_DEFAULTS } from "./test-fixtures";

const BILL =
  '{"activities": [{"activity": "electricity", "amount": 1000, "unit": "kWh", "region": "GB", "date": "2024-01-31"}]}';

const source = (id: number, overrides: Partial<CarbonDataSource> = {}): CarbonDataSource => ({
  id,
  fileName: `bill-${id}.csv`,
  sourceType: "energy_bill",
  processingStatus: "processed",
  errorMessage: null,
  activityCount: 12,
  totalEmissions: 2484.6,
  uploadedAt: "2026-11-20T08:15:00.000Z",
  hasContent: true,
  voided: null,
  ...SOURCE_REVIEW_DEFAULTS,
  ...overrides,
});

async function open(sources: CarbonDataSource[] = []) {
  const carbon = fakeCarbonApi({ sources });
  const api = mockApi({ procedures: carbon.procedures });
  const app = renderApp("/data-ingestion");
  await screen.findByRole("heading", { level: 1, name: "Data Ingestion" });
  return { ...app, api, carbon };
}

async function sourcesList(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(screen.getByRole("tab", { name: "Data Sources" }));
  return screen.findByRole("list", { name: "Data sources" });
}

const item = (list: HTMLElement, name: string) =>
  within(list).getByRole("heading", { name }).closest("li") as HTMLElement;

describe("Data Sources", () => {
  test("figures read as people write them: counts and tonnes with thousands separators, no library hash", async () => {
    const { user } = await open([
      source(1, {
        activityCount: 53_334,
        totalEmissions: 12_345_678.912,
        factorLibraryVersion: "2024.1+eb99bbea55ba",
      }),
    ]);
    const list = await sourcesList(user);
    const upload = item(list, "bill-1.csv");
    expect(upload.textContent).toContain("53,334 activities · 12,345.7 t CO2e");
    expect(upload.textContent).toContain("factor library 2024.1");
    expect(upload.textContent).not.toContain("eb99bbea55ba");
    expect(upload.textContent).not.toMatch(/\d{5,}/);
  });

  test("a voided upload shows its status with who, when and why; a kept file can be downloaded", async () => {
    const { user } = await open([
      source(1, {
        processingStatus: "voided",
        voided: { at: "2026-11-21T14:05:00.000Z", by: "Alex Morgan", reason: "Wrong site: Leeds, not York" },
        warnings: [{ code: "year_fallback", message: "No 2026 factor; the 2024 factor stands in", rows: 12 }],
      }),
      source(2, { hasContent: false, fileName: null }),
      source(3, { processingStatus: "error", errorMessage: "Row 2: amount: Amount must not be negative" }),
    ]);
    const list = await sourcesList(user);
    const voided = item(list, "bill-1.csv");
    expect(within(voided).getByText("voided").dataset.tone).toBe("grey");
    expect(voided.textContent).toContain(
      "Voided 21 Nov 2026, 14:05 UTC by Alex Morgan: Wrong site: Leeds, not York",
    );
    expect(within(voided).getByRole("list", { name: "Warnings for bill-1.csv" }).textContent).toBe(
      "No 2026 factor; the 2024 factor stands in — 12 rows",
    );
    const save = spyOnSave();
    const requests = serveFile("*/api/carbon/sources/:id/content", {
      filename: "bill-1.csv",
      type: "text/csv; charset=utf-8",
      body: "activity,amount\nelectricity,1000\n",
    });
    await user.click(within(voided).getByRole("button", { name: "Download bill-1.csv" }));
    await findToast("Download Started", "Download initiated for bill-1.csv");
    expect(new URL(requests[0]?.url ?? "").pathname).toBe("/api/carbon/sources/1/content");
    expect(await save.saved()).toEqual({
      filename: "bill-1.csv",
      text: "activity,amount\nelectricity,1000\n",
    });
    expect(within(voided).queryByRole("button", { name: /^Void/ })).toBeNull();

    const unnamed = item(list, "Upload #2");
    expect(within(unnamed).queryByRole("button", { name: /Download/ })).toBeNull();
    expect(within(unnamed).getByRole("button", { name: "Void Upload #2" })).toBeEnabled();
    expect(within(item(list, "bill-3.csv")).queryByRole("button", { name: /^Void/ })).toBeNull();
  });

  test("a file the server no longer has toasts its reason", async () => {
    const { user } = await open([source(4)]);
    const list = await sourcesList(user);
    const save = spyOnSave();
    refuseFile("*/api/carbon/sources/:id/content", 404, "Data source not found");
    await user.click(within(item(list, "bill-4.csv")).getByRole("button", { name: "Download bill-4.csv" }));
    const toast = await findToast("Download failed", "Data source not found");
    expect(toast.dataset.variant).toBe("destructive");
    expect(save.clicked).toHaveLength(0);
  });

  test("Void asks for a reason (required), voids, and every carbon figure is refetched", async () => {
    const { user, api, instance } = await open();
    await user.click(screen.getByLabelText("Raw Data (JSON or CSV)"));
    await user.paste(BILL);
    await user.type(screen.getByLabelText(/File Name/), "january.json");
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    await findToast("Success", "Processed 1 emission activities totaling 207 kg CO2e");
    // The analysis (e.g. of /carbon, visited before) is in the cache and must not survive the void.
    instance.queryClient.setQueryData(instance.trpc.carbon.analysis.queryKey(), analysisFixture());
    await user.click(screen.getByRole("tab", { name: "Processed Emissions" }));
    expect(await screen.findByRole("list", { name: "Emission activities" })).toBeVisible();

    const list = await sourcesList(user);
    await user.click(within(item(list, "january.json")).getByRole("button", { name: "Void january.json" }));
    const dialog = await screen.findByRole("dialog", { name: "Void january.json?" });
    expect(dialog.textContent).toContain("Its 1 activity leaves every total and report");
    await user.click(within(dialog).getByRole("button", { name: "Void upload" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Enter a reason; it is recorded in the audit trail.",
    );
    expect(callsTo(api.calls, "carbon.voidSource")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Reason"), "Duplicate of the December bill");
    await user.click(within(dialog).getByRole("button", { name: "Void upload" }));
    await findToast("Upload voided", "january.json no longer counts in any total.");
    expect(callsTo(api.calls, "carbon.voidSource").map((c) => c.input)).toEqual([
      { id: 100, reason: "Duplicate of the December bill" },
    ]);
    const refreshed = await screen.findByRole("list", { name: "Data sources" });
    await waitFor(() => expect(within(refreshed).getByText("voided")).toBeVisible());
    expect(refreshed.textContent).toContain("by Alex Morgan: Duplicate of the December bill");
    // The Void button is gone with the void; focus is on the upload it voided, not lost.
    expect(document.activeElement).toBe(within(refreshed).getByRole("heading", { name: "january.json" }));
    expect(instance.queryClient.getQueryState(instance.trpc.carbon.analysis.queryKey())?.isInvalidated).toBe(
      true,
    );

    await user.click(screen.getByRole("tab", { name: "Processed Emissions" }));
    expect(await screen.findByText("No emissions data processed yet")).toBeVisible();
  });
});
