import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

const stat = (label: string) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: label, exact: true }) })
    .locator("p");

describe("board reporting", () => {
  it("create a report → it appears first as a draft → submit for review → approve", async () => {
    await page.goto(`${app.baseUrl}/board-reporting`);
    await page.getByRole("heading", { level: 1, name: "Board Reporting Templates" }).waitFor();
    const list = page.getByRole("list", { name: "Board reports" });
    await list.getByRole("article").first().waitFor();
    expect(await stat("Total Reports").textContent()).toBe("4");
    expect(await stat("Drafts").textContent()).toBe("1");

    await page.getByRole("button", { name: "Create Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Report" });
    await dialog.getByRole("button", { name: "Create Report" }).click();
    await dialog.getByText("Title is required").waitFor();
    await dialog.getByLabel("Title").fill("Q3 ESG Performance Update");
    await dialog.getByLabel("Reporting Period").fill("Q3 2026");
    await dialog.getByLabel("Template").selectOption("detailed_metrics");
    await dialog.getByLabel("Content (JSON)").fill('{"summary": "Energy intensity down 4% on Q2."}');
    await dialog.getByRole("button", { name: "Insert live key metrics" }).click();
    await expect.poll(() => dialog.getByLabel("Key Metrics (JSON)").inputValue()).toContain("Supplier ESG");
    await dialog.getByLabel("Recommendations (JSON)").fill('{"decide": "Approve the LED retrofit."}');
    await dialog.getByRole("button", { name: "Create Report" }).click();
    await page.getByText("Report Created", { exact: true }).waitFor();
    await page.getByText("Board report has been created successfully", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    const first = list.getByRole("article").first();
    await first.getByRole("heading", { name: "Q3 ESG Performance Update" }).waitFor();
    await first.getByText("Draft", { exact: true }).waitFor();
    await first.getByText("Overall ESG score:").waitFor();
    // The live overall score: the mean of the assessment engine's pillar scores.
    const full = await (await page.request.get(`${app.baseUrl}/api/assessment/full`)).json();
    const d = full.detailedScores;
    const overall = Math.round((d.environmental.score + d.social.score + d.governance.score) / 3);
    await first.getByText(`${overall}/100`).first().waitFor();
    expect(await stat("Total Reports").textContent()).toBe("5");
    expect(await stat("Drafts").textContent()).toBe("2");

    await first.getByRole("button", { name: "Submit for Review" }).click();
    await first.getByRole("button", { name: "Approve" }).waitFor();
    expect(await stat("In Review").textContent()).toBe("2");
    await first.getByRole("button", { name: "Approve" }).click();
    await first.getByText(/Approved by Alex Morgan/).waitFor();
    expect(await stat("Approved").textContent()).toBe("2");
    expect(await first.getByRole("button").count()).toBe(0);

    // Key Metrics come from live data; the calendar marks overdue deadlines.
    await page.getByRole("tab", { name: "Key Metrics" }).click();
    const rate = page.getByRole("article", { name: "Supplier ESG questionnaire response rate" });
    await rate.getByText("60%").waitFor();
    await page
      .getByRole("article", { name: "High-risk suppliers" })
      .getByText("3", { exact: true })
      .waitFor();
    await page.getByRole("tab", { name: "Reporting Calendar" }).click();
    await page
      .getByRole("article", { name: "Quarterly ESG Board Pack" })
      .getByText("4 days overdue")
      .waitFor();

    // Stored on the server.
    await page.reload();
    await list
      .getByRole("article", { name: "Q3 ESG Performance Update" })
      .getByText("Approved", { exact: true })
      .waitFor();
  });
});
