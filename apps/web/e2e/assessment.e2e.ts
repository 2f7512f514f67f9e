import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, signIn, startApp } from "./harness";

let app: Awaited<ReturnType<typeof startApp>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, app.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

type Full = {
  detailedScores: Record<
    "environmental" | "social" | "governance",
    { score: number; recommendations: string[] }
  >;
  benchmarking: { ranking: string; industry: string; peerComparison: Record<string, string> };
  nextSteps: string[];
  summaryText: string;
};

describe("the full assessment", () => {
  it("dashboard scorecard → /assessment: pillar cards, benchmarking, priority actions → back to /", async () => {
    const full = (await (await page.request.get(`${app.baseUrl}/api/assessment/full`)).json()) as Full;

    // The dashboard's AI Insights is the engine's summary; its link opens the full screen.
    await page.getByText(full.summaryText).waitFor();
    await page.getByRole("link", { name: /View Full Assessment/ }).click();
    await page.waitForURL(/\/assessment$/);
    await page.getByRole("heading", { level: 1, name: "Full ESG Assessment" }).waitFor();

    for (const [key, name] of [
      ["environmental", "Environmental"],
      ["social", "Social"],
      ["governance", "Governance"],
    ] as const) {
      const card = page.getByRole("region", { name, exact: true });
      await card.waitFor();
      const pillar = full.detailedScores[key];
      expect(await card.getByTestId(`${key}-score`).textContent()).toBe(`${pillar.score}/100`);
      expect(
        await card.getByRole("progressbar", { name: `${name} score` }).getAttribute("aria-valuenow"),
      ).toBe(String(pillar.score));
      await card.getByLabel(`Peer comparison: ${full.benchmarking.peerComparison[key]}`).waitFor();
      await card.getByText(pillar.recommendations[0] as string).waitFor();
    }

    const env = page.getByRole("region", { name: "Environmental", exact: true });
    const renewable = env.getByTestId("sub-score-renewableEnergy");
    await renewable.getByText(/\d+(st|nd|rd|th) percentile/).waitFor();
    await renewable.getByText(/against an industry average of/).waitFor();

    const benchmarking = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Industry Benchmarking" }) });
    await benchmarking.getByText(full.benchmarking.ranking).waitFor();
    await benchmarking.getByText("Manufacturing").waitFor();
    const steps = benchmarking.getByRole("list", { name: "Priority actions" }).getByRole("listitem");
    expect(await steps.count()).toBe(full.nextSteps.length);
    expect(await steps.first().textContent()).toBe(`1${full.nextSteps[0]}`);

    await page.getByRole("button", { name: /Back to Dashboard/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Latest Reports" }).waitFor();
  });

  it("downloads the generated reports: a PDF and a CSV, each with the toast", async () => {
    const pdfName = "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf";
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download ${pdfName}` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(pdfName);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    await page.getByText(`Download initiated for ${pdfName}`, { exact: true }).waitFor();

    const csvName = "GRI_305_Emissions_Table.csv";
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download ${csvName}` }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(csvName);
    const text = readFileSync(await csv.path(), "utf8");
    expect(text).toContain("Disclosure,Requirement,Reporting year");
    expect(text).toContain("305-1,Gross direct (Scope 1) GHG emissions");
    await page.getByText(`Download initiated for ${csvName}`, { exact: true }).waitFor();
  });
});
