import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

describe("real company data", () => {
  it("Polyus demo card → toast → results with sourced scope figures, frameworks and academic analysis; kept on return", async () => {
    await page.goto(`${app.baseUrl}/data-ingestion`);
    await page.getByRole("heading", { level: 1, name: "Data Ingestion" }).waitFor();
    await page.getByRole("tab", { name: "Real Company Data" }).click();
    const extract = page.getByRole("button", { name: "Extract ESG Data" });
    expect(await extract.isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Run Demo for Polyus" }).click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await toasts.getByText("Extraction Complete").waitFor();
    await toasts
      .getByText("Extracted ESG data for Polyus from 4 pages of bundled public-source snapshots")
      .waitFor();

    const results = page.getByRole("region", { name: "Extraction results" });
    await results.getByRole("heading", { name: "Polyus" }).waitFor();
    await results.getByText("1,327,000 t CO2e (2023) · reported 1,327,000,000 kg CO2e").waitFor();
    const source = results.getByRole("link", { name: "source" }).first();
    expect(await source.getAttribute("href")).toBe(
      "https://ditchcarbon.com/r/polyus-sustainability-report-highlights",
    );
    await results.getByRole("list", { name: "Identified frameworks" }).getByText("TCFD").waitFor();

    const academic = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Academic Analysis" }) });
    await academic.getByRole("tab", { name: "Stewardship" }).click();
    await academic.getByText("Obtain third-party assurance of ESG data").waitFor();
    expect(await academic.getByText("SEC:").textContent()).toContain("Pending");

    // The extraction was stored: reloading shows it again.
    await page.reload();
    await page.getByRole("tab", { name: "Real Company Data" }).click();
    await page
      .getByRole("region", { name: "Extraction results" })
      .getByRole("heading", { name: "Polyus" })
      .waitFor();
  });

  it("a URL pointing at the server itself is refused with the server's message", async () => {
    await page.getByLabel("Company Website URL").fill("http://127.0.0.1/");
    await page.getByRole("button", { name: "Extract ESG Data" }).click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await toasts.getByText("Scraping Failed").waitFor();
    await toasts
      .getByText("Refused: 127.0.0.1 resolves to 127.0.0.1, which is not a public internet address")
      .waitFor();
  });
});
