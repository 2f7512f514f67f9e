import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

const NOT_TRACKED = "Not tracked - Consider adding this metric for peer comparison";

describe("peer benchmarking", () => {
  it("add a water metric → grouped and compared → the server computed its percentile", async () => {
    await page.goto(`${app.baseUrl}/peer-benchmarking`);
    await page.getByRole("heading", { level: 1, name: "Peer Benchmarking Analysis" }).waitFor();
    const industryCard = page.getByRole("heading", { level: 2, name: "Industry" }).locator("xpath=..");
    await industryCard.locator("xpath=..").getByText("Manufacturing").waitFor();
    await page.getByRole("region", { name: "Environmental metrics" }).waitFor();

    await page.getByRole("tab", { name: "Industry Comparison" }).click();
    const standard = page.getByRole("list", { name: "Standard metrics" }).getByRole("listitem");
    const water = standard.filter({ hasText: "Water Usage" });
    await water.getByText(NOT_TRACKED).waitFor();

    await page.getByRole("button", { name: "Add Benchmark" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Benchmark" });
    await dialog.getByLabel("Metric").fill("water_usage_recycled_share");
    await dialog.getByText("Category: Environmental").waitFor();
    await dialog.getByLabel("Unit", { exact: true }).fill("% recycled");
    await dialog.getByLabel("Your Value").fill("40");
    await dialog.getByLabel("Industry Average").fill("30");
    await dialog.getByLabel("Top Quartile").fill("50");
    await dialog.getByLabel("Year").fill("2026");
    await dialog.getByLabel("Industry", { exact: true }).selectOption("Manufacturing");
    await dialog.getByLabel("Region").selectOption("Europe");
    await dialog.getByLabel("Data Source").fill("Demo estimate");
    await dialog.getByText("Estimated position: 63rd percentile (Above Average)").waitFor();
    await dialog.getByRole("button", { name: "Add Benchmark" }).click();
    await page.getByText("Peer benchmark data has been recorded successfully", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    await water.getByText("40 % recycled vs industry average 30 (2026)").waitFor();
    await water.getByText("63rd percentile").waitFor();
    expect(await water.getByText(NOT_TRACKED).count()).toBe(0);

    await page.getByRole("tab", { name: "Environmental", exact: true }).click();
    await page
      .getByRole("list", { name: "Environmental benchmarks" })
      .getByRole("heading", { name: "Water Usage Recycled Share" })
      .waitFor();

    const rows = await (await page.request.get(`${app.baseUrl}/api/benchmark-data/1`)).json();
    const stored = rows.find((r: { metric: string }) => r.metric === "water_usage_recycled_share");
    expect(stored).toMatchObject({
      percentile: 62.5,
      year: 2026,
      industry: "Manufacturing",
      region: "Europe",
    });
  });

  it("a lower-is-better metric (carbon intensity) can be entered, and above the average it ranks below it", async () => {
    await page.goto(`${app.baseUrl}/peer-benchmarking`);
    await page.getByRole("region", { name: "Environmental metrics" }).waitFor();
    await page.getByRole("button", { name: "Add Benchmark" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Benchmark" });
    await dialog.getByLabel("Metric").fill("carbon_intensity");
    await dialog.getByText("Standard metric: Carbon Intensity is better when lower").waitFor();
    expect(await dialog.getByLabel("Better When").inputValue()).toBe("lower");
    await dialog.getByLabel("Unit", { exact: true }).fill("tCO2e/£m revenue");
    await dialog.getByLabel("Your Value").fill("75");
    await dialog.getByLabel("Industry Average").fill("60");
    await dialog.getByLabel("Top Quartile").fill("40");
    await dialog.getByText("Estimated position: 40th percentile (Below Average)").waitFor();
    await dialog.getByRole("button", { name: "Add Benchmark" }).click();
    await page.getByText("Peer benchmark data has been recorded successfully", { exact: true }).waitFor();

    const rows = await (await page.request.get(`${app.baseUrl}/api/benchmark-data/1`)).json();
    expect(rows.find((r: { metric: string }) => r.metric === "carbon_intensity")).toMatchObject({
      direction: "lower",
      topQuartile: 40,
      percentile: 40,
    });
  });
});
