import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

describe("third-party ESG ratings", () => {
  it("add a newer MSCI rating → it becomes the latest on every tab → the server stored its normalised score", async () => {
    await page.goto(`${app.baseUrl}/esg-ratings`);
    await page.getByRole("heading", { level: 1, name: "Third-Party ESG Ratings" }).waitFor();
    const overview = page.getByRole("list", { name: "Latest rating per provider" });
    const msci = overview.getByRole("region", { name: "MSCI rating" });
    expect(await msci.getByTestId("overall-rating").textContent()).toBe("A");
    await msci.getByText("68th percentile").waitFor();

    await page.getByRole("button", { name: /Add ESG Rating/ }).click();
    const dialog = page.getByRole("dialog", { name: "Add ESG Rating" });
    await dialog.getByLabel("Provider").selectOption("MSCI");
    await dialog.getByLabel("Rating Date").fill("2026-06-01");
    await dialog.getByLabel("Overall Rating").fill("AA");
    await dialog.getByText("Normalised score: 85%").waitFor();
    await dialog.getByLabel("Previous Rating").fill("A");
    await dialog.getByLabel("Trend").selectOption("improving");
    await dialog.getByLabel("Environmental Score").fill("75");
    await dialog.getByLabel("Social Score").fill("72");
    await dialog.getByLabel("Governance Score").fill("68");
    await dialog.getByLabel("Peer Ranking (percentile)").fill("80");
    await dialog.getByLabel("Key Strengths").fill("Science-based target, Product safety, Supplier audits");
    await dialog.getByLabel("Areas for Improvement").fill("Board diversity");
    await dialog.getByRole("button", { name: "Add Rating" }).click();
    await page.getByText("ESG rating has been recorded successfully", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    await msci.getByTestId("overall-rating").filter({ hasText: /^AA$/ }).waitFor();
    await msci.getByText("80th percentile").waitFor();
    await msci.getByText("Last updated: 1 Jun 2026").waitFor();
    await msci.getByText("Science-based target").waitFor();
    expect(await msci.getByText("Supplier audits").count()).toBe(0);

    await page.getByRole("tab", { name: "Provider Comparison" }).click();
    await page.getByRole("progressbar", { name: "MSCI (AA): 85%" }).waitFor();

    await page.getByRole("tab", { name: "Historical Trends" }).click();
    const history = page.getByRole("list", { name: "MSCI rating history" }).getByRole("listitem");
    expect(await history.count()).toBe(3);
    await history.first().getByText("Latest").waitFor();
    expect(await history.first().textContent()).toContain("1 Jun 2026AA85%+15 pts");

    const stored = await page.request.get(`${app.baseUrl}/api/esg-ratings/1`);
    const latest = (await stored.json())[0];
    expect(latest).toMatchObject({
      provider: "MSCI",
      overallScore: "AA",
      normalizedScore: 85,
      ratingDate: "2026-06-01",
    });

    // Survives a reload: the list is read back from the server.
    await page.reload();
    await msci.getByTestId("overall-rating").filter({ hasText: /^AA$/ }).waitFor();
  });
});
