import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

const number = (text: string | null | undefined) => Number((text ?? "").replace(/[^\d.]/g, ""));

/** The Total card of the Carbon Analysis screen, in t CO2e. */
async function carbonTotal(): Promise<number> {
  await page.goto(`${app.baseUrl}/carbon`);
  const total = page.getByRole("region", { name: "Total", exact: true });
  await total.getByText("Reporting year 2024").waitFor();
  return number(await total.locator("p").nth(1).locator("span").first().textContent());
}

/** The Processed Emissions tab: activity count and total kg CO2e. */
async function processedTotals(): Promise<{ count: number; kg: number }> {
  await page.goto(`${app.baseUrl}/data-ingestion`);
  await page.getByRole("tab", { name: "Processed Emissions" }).click();
  const total = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Total", exact: true }) });
  const hint = await total.getByText(/kg CO2e from \d+ activities/).textContent();
  return {
    count: number(hint?.replace("kg CO2e", "")),
    kg: number(await total.locator("p").first().textContent()),
  };
}

// 10,000 kWh × 0.20705 + 400 litres × 2.51279 + 5,000 passenger-km × 0.11812 = 3,666.216 kg CO2e
const CSV = [
  "activity,amount,unit,region,date,description",
  "electricity,10000,kWh,GB,2024-06-30,Head office",
  "diesel,400,litres,GB,2024-06-30,Delivery vans",
  '"long-haul flight, economy",5000,passenger-km,GB,2024-06-12,Trade show',
].join("\n");

describe("carbon accounting", () => {
  it("a CSV uploaded through the browser moves Processed Emissions and the Carbon Analysis totals", async () => {
    const before = { total: await carbonTotal(), processed: await processedTotals() };
    expect(before.processed.count).toBeGreaterThan(0);

    await page.getByRole("tab", { name: "Upload Data" }).click();
    await page.getByLabel("Upload a .csv or .json file").setInputFiles({
      name: "e2e-upload.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(CSV),
    });
    expect(await page.getByLabel(/File Name/).inputValue()).toBe("e2e-upload.csv");
    expect(await page.getByLabel("Raw Data (JSON)").inputValue()).toBe(CSV);
    await page.getByRole("button", { name: "Process Data" }).click();
    await page
      .getByTestId("toast-viewport")
      .getByText("Processed 3 emission activities totaling 3666 kg CO2e")
      .waitFor();

    await page.getByRole("tab", { name: "Data Sources" }).click();
    const source = page.getByRole("list", { name: "Data sources" }).getByRole("listitem").first();
    await source.getByRole("heading", { name: "e2e-upload.csv" }).waitFor();
    await source.getByText("processed", { exact: true }).waitFor();

    const after = { processed: await processedTotals(), total: await carbonTotal() };
    expect(after.processed.count).toBe(before.processed.count + 3);
    expect(after.processed.kg - before.processed.kg).toBeCloseTo(3666.2, 0);
    expect(after.total - before.total).toBeCloseTo(3.7, 1);

    await page.goto(`${app.baseUrl}/data-ingestion`);
    await page.getByRole("tab", { name: "Processed Emissions" }).click();
    const newest = page.getByRole("list", { name: "Emission activities" }).getByRole("listitem").first();
    await newest.getByText("Trade show").waitFor();
    await newest.getByText(/UK DESNZ GHG Conversion Factors for Company Reporting 2024/).waitFor();
  });
});
