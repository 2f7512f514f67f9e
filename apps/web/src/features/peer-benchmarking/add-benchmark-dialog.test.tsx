import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { findToast, queryToasts } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { BENCHMARKS, fakeBenchmarkApi } from "./fake-benchmark-api";

async function openDialog(overrides: ProcedureMap = {}) {
  const api = fakeBenchmarkApi(BENCHMARKS, overrides);
  const app = renderApp("/peer-benchmarking");
  await screen.findByRole("region", { name: "Environmental metrics" });
  await app.user.click(screen.getByRole("button", { name: "Add Benchmark" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Benchmark" });
  return { ...app, api, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
const submit = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Add Benchmark" });

describe("Add Benchmark dialog", () => {
  test("starts with Technology, Global and the current year", async () => {
    const { dialog } = await openDialog();
    expect(field(dialog, "Industry").value).toBe("Technology");
    expect(field(dialog, "Region").value).toBe("Global");
    expect(field(dialog, "Year").value).toBe(String(new Date().getFullYear()));
  });

  test("requires metric and unit; empty numbers become 0 and are refused; nothing is sent", async () => {
    const { user, dialog, api } = await openDialog();
    await user.click(submit(dialog));
    expect(within(dialog).getByText("Metric is required")).toBeVisible();
    expect(within(dialog).getByText("Unit is required")).toBeVisible();
    expect(within(dialog).getByText("Industry average must be greater than 0")).toBeVisible();
    expect(within(dialog).getByText("Top quartile must be greater than 0")).toBeVisible();
    expect(callsTo(api.calls, "peerBenchmarking.create")).toHaveLength(0);
  });

  test("refuses a year outside 2020-2030", async () => {
    const { user, dialog, api } = await openDialog();
    await user.clear(field(dialog, "Year"));
    await user.type(field(dialog, "Year"), "2031");
    await user.click(submit(dialog));
    expect(within(dialog).getByText("Year must be between 2020 and 2030")).toBeVisible();
    expect(callsTo(api.calls, "peerBenchmarking.create")).toHaveLength(0);
  });

  test("previews category and percentile, sends decimals with the percentile, toasts and refetches", async () => {
    const { user, dialog, api } = await openDialog();
    await user.type(field(dialog, "Metric"), "board_independence");
    expect(within(dialog).getByText("Category: Governance")).toBeVisible();
    await user.type(field(dialog, "Unit"), "% independent");
    await user.type(field(dialog, "Your Value"), "70.5");
    await user.type(field(dialog, "Industry Average"), "62");
    await user.type(field(dialog, "Top Quartile"), "70");
    await user.clear(field(dialog, "Year"));
    await user.type(field(dialog, "Year"), "2026");
    await user.selectOptions(field(dialog, "Industry"), "Manufacturing");
    await user.selectOptions(field(dialog, "Region"), "Europe");
    await user.type(field(dialog, "Data Source"), "Spencer Stuart UK Board Index 2025");
    // 75 + (70.5 - 70) / 35 x 25 = 75.36
    expect(within(dialog).getByText("Estimated position: 75th percentile (Top Quartile)")).toBeVisible();
    const listCalls = callsTo(api.calls, "peerBenchmarking.list").length;

    await user.click(submit(dialog));

    await findToast("Benchmark Added", "Peer benchmark data has been recorded successfully");
    const sent = callsTo(api.calls, "peerBenchmarking.create").map((c) => c.input);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      metric: "board_independence",
      unit: "% independent",
      value: 70.5,
      industryAverage: 62,
      topQuartile: 70,
      year: 2026,
      industry: "Manufacturing",
      region: "Europe",
      dataSource: "Spencer Stuart UK Board Index 2025",
      direction: "higher",
      percentile: expect.closeTo(75.357, 3),
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(callsTo(api.calls, "peerBenchmarking.list").length).toBeGreaterThan(listCalls),
    );
    const governance = await screen.findByRole("region", { name: "Governance metrics" });
    expect(within(governance).getByText("Board Independence")).toBeVisible();
  });

  test("a lower-is-better standard metric takes its own direction and ranks above-average usage below average", async () => {
    const { user, dialog, api } = await openDialog();
    await user.type(field(dialog, "Metric"), "water_usage");
    const direction = within(dialog).getByLabelText("Better When") as HTMLSelectElement;
    expect(direction.value).toBe("lower");
    expect(direction.disabled).toBe(true);
    expect(within(dialog).getByText("Standard metric: Water Usage is better when lower")).toBeVisible();
    await user.type(field(dialog, "Unit"), "m3 per unit");
    await user.type(field(dialog, "Your Value"), "75");
    await user.type(field(dialog, "Industry Average"), "60");
    await user.type(field(dialog, "Top Quartile"), "40");
    // 50 x 60 / 75 = 40: more water than the average is below average, not above it
    expect(within(dialog).getByText("Estimated position: 40th percentile (Below Average)")).toBeVisible();
    await user.click(submit(dialog));
    await findToast("Benchmark Added", "Peer benchmark data has been recorded successfully");
    expect(callsTo(api.calls, "peerBenchmarking.create")[0]?.input).toMatchObject({
      metric: "water_usage",
      topQuartile: 40,
      industryAverage: 60,
      direction: "lower",
      percentile: 40,
    });
    const environmental = await screen.findByRole("region", { name: "Environmental metrics" });
    expect(await within(environmental).findByText("Water Usage")).toBeVisible();
  });

  test("a lower-is-better top quartile above the average is refused with the rule", async () => {
    const { user, dialog, api } = await openDialog();
    await user.type(field(dialog, "Metric"), "carbon_intensity");
    await user.type(field(dialog, "Unit"), "tCO2e/£m");
    await user.type(field(dialog, "Your Value"), "10");
    await user.type(field(dialog, "Industry Average"), "12");
    await user.type(field(dialog, "Top Quartile"), "15");
    await user.click(submit(dialog));
    expect(
      within(dialog).getByText("Top quartile must be at most the industry average where lower is better"),
    ).toBeVisible();
    expect(callsTo(api.calls, "peerBenchmarking.create")).toHaveLength(0);
  });

  test("a custom metric's direction is chosen in the dialog", async () => {
    const { user, dialog, api } = await openDialog();
    await user.type(field(dialog, "Metric"), "customer_complaints");
    const direction = within(dialog).getByLabelText("Better When") as HTMLSelectElement;
    expect(direction.disabled).toBe(false);
    expect(direction.value).toBe("higher");
    await user.selectOptions(direction, "lower");
    await user.type(field(dialog, "Unit"), "per 1,000 orders");
    await user.type(field(dialog, "Your Value"), "2");
    await user.type(field(dialog, "Industry Average"), "5");
    await user.type(field(dialog, "Top Quartile"), "3");
    await user.click(submit(dialog));
    await findToast("Benchmark Added", "Peer benchmark data has been recorded successfully");
    // at or below the top quartile: 75 + (3 - 2) / 3 x 25
    expect(callsTo(api.calls, "peerBenchmarking.create")[0]?.input).toMatchObject({
      metric: "customer_complaints",
      direction: "lower",
      percentile: expect.closeTo(83.333, 3),
    });
  });

  test("a failed save keeps the dialog open with a message and no toast", async () => {
    const { user, dialog } = await openDialog({
      "peerBenchmarking.create": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    await user.type(field(dialog, "Metric"), "water_usage");
    await user.type(field(dialog, "Unit"), "m3");
    await user.type(field(dialog, "Your Value"), "10");
    await user.type(field(dialog, "Industry Average"), "12");
    await user.type(field(dialog, "Top Quartile"), "8");
    await user.click(submit(dialog));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The benchmark could not be saved. Please try again.",
    );
    expect(queryToasts()).toHaveLength(0);
  });
});
