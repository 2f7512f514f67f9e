/**
 * A real organisation from sign-up to its first reports, on the built app, on a desktop and on a phone:
 * sign up → the first-run checklist → the company profile with its revenue → a year of bills uploaded →
 * the Reports screen downloads its GRI 305 table, whose total is the company's own carbon analysis. Before any
 * data, the new company's dashboard shows none of the sample figures the product used to invent.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, startApp } from "./harness";

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const PASSWORD = "fjord-harbour-ledger-42";
/** Twelve monthly electricity bills of 2025. */
const BILLS = JSON.stringify({
  activities: Array.from({ length: 12 }, (_, m) => ({
    activity: "electricity",
    amount: 18_000 + 500 * m,
    unit: "kWh",
    region: "GB",
    date: `2025-${String(m + 1).padStart(2, "0")}-28`,
  })),
});

/** The sample constants the dashboard used to show to every company (spec part 1 §9), as they were printed. */
const SAMPLE_FIGURES = ["1,800", "1,550", "net zero by 2030", "Excellent"];
const PLACEHOLDER_SCORES = ["65", "72", "58", "45", "68", "75"];

async function noSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

async function json(page: Page, path: string) {
  return page.evaluate(async (p) => (await fetch(p)).json(), path);
}

describe.each([
  { label: "desktop", viewport: { width: 1366, height: 900 }, slug: "alder" },
  { label: "phone", viewport: { width: 390, height: 844 }, slug: "birch" },
])("a new organisation on a $label", ({ viewport, slug }) => {
  let page: Page;
  const company = `${slug[0]?.toUpperCase()}${slug.slice(1)} Works GmbH`;

  it("signs up and is welcomed with its set-up checklist, and no invented figure", async () => {
    page = await (await browser.newContext({ viewport, acceptDownloads: true })).newPage();
    await page.goto(`${app.baseUrl}/signup`);
    await page.getByLabel("Company name").fill(company);
    await page.getByLabel("Industry").selectOption("Manufacturing");
    await page.getByLabel("Your name").fill("Kai Berger");
    await page.getByLabel("Username").fill(`kai-${slug}`);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole("heading", { name: "Welcome, Kai Berger", exact: true }).waitFor();
    await page.getByText("0 of 6 steps done. Each ticks itself once its data is saved.").waitFor();
    await page.getByText("No emissions recorded yet").first().waitFor();
    await page.getByTestId("esg-radar").waitFor();

    const text = ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
    for (const sample of SAMPLE_FIGURES) expect(text).not.toContain(sample);
    // The radar draws no placeholder score: every axis without a computed score says so.
    const radar = (await page.getByTestId("esg-radar").getAttribute("aria-label")) ?? "";
    expect(radar).toContain("no data");
    for (const score of PLACEHOLDER_SCORES) expect(radar).not.toMatch(new RegExp(`\\b${score}\\b`));
    expect(await page.locator("[data-testid=esg-radar] [data-value]").count()).toBe(0);
    // Its four reports are there from the first day.
    await page
      .getByRole("button", { name: /^Download CSRD_ESRS_E1/ })
      .first()
      .waitFor();
    await noSidewaysScroll(page);
  });

  it("records its profile and revenue from the checklist's first step", async () => {
    await page.getByRole("link", { name: /Complete the company profile$/ }).click();
    await page.waitForURL(/\/settings/);
    await page.getByLabel("Country").selectOption("DE");
    await page.getByLabel("Reporting currency").selectOption("EUR");
    await page.getByLabel("Employees").fill("85");
    await page.getByRole("button", { name: "Add a year" }).click();
    await page.getByLabel("Year", { exact: true }).fill("2025");
    await page.getByRole("spinbutton", { name: /^Revenue/ }).fill("12500000");
    await page.getByRole("button", { name: "Save company profile" }).click();
    await page.getByTestId("toast-viewport").getByText("Company profile saved").waitFor();
    const profile = await json(page, `/api/companies/${await companyId(page)}/profile`);
    expect(profile).toMatchObject({
      country: "DE",
      currency: "EUR",
      revenue: [{ year: 2025, amount: 12_500_000 }],
    });
    await noSidewaysScroll(page);
  });

  it("uploads a year of bills, and the checklist ticks profile and upload", async () => {
    await page.goto(`${app.baseUrl}/data-ingestion`);
    await page.getByLabel(/File Name/).fill(`${slug}-bills-2025.json`);
    await page.getByLabel("Raw Data (JSON or CSV)").fill(BILLS);
    await page.getByRole("button", { name: "Process Data" }).click();
    await page
      .getByTestId("toast-viewport")
      .getByText(/^Processed 12 emission activities/)
      .waitFor();

    await page.goto(`${app.baseUrl}/dashboard`);
    await page.getByText("2 of 6 steps done. Each ticks itself once its data is saved.").waitFor();
    const done = await page.getByRole("list", { name: "Set-up steps" }).getByText("(done)").allTextContents();
    expect(done).toHaveLength(2);
  });

  it("downloads its GRI 305 table from the Reports screen, with its own analysis' figures", async () => {
    await page.goto(`${app.baseUrl}/reports`);
    const year = page.getByRole("region", { name: /Reporting year 2025/ });
    await year.waitFor();
    const button = year.getByRole("button", { name: /^Download GRI_305/ });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    await page.getByTestId("toast-viewport").getByText("Download Started").waitFor();
    const csv = readFileSync((await download.path()) ?? "", "utf8");

    const analysis = await json(page, "/api/carbon/analysis?year=2025");
    expect(analysis.reportingYear).toBe(2025);
    const tonnes = analysis.currentEmissions.total as number;
    expect(tonnes).toBeGreaterThan(0);
    // GRI 305-2 (scope 2, location-based) of 2025 is the analysis' scope 2; 305-4 divides by its revenue.
    const parsed = { rows: parse(csv, { bom: true, skip_empty_lines: true }) as string[][] };
    const row = (code: string, scope: string) =>
      parsed.rows.find((r) => r[0] === code && r[2] === "2025" && r[3] === scope && r[4] === "Total");
    expect(Number(row("305-2", "Scope 2")?.[5])).toBeCloseTo(analysis.currentEmissions.scope2, 1);
    const intensity = Number(row("305-4", "Scopes 1, 2 (location-based) and 3")?.[5]);
    expect(intensity).toBeCloseTo(tonnes / 12.5, 1);
    expect(csv).not.toContain("Northwind");
    await noSidewaysScroll(page);
  });
});

async function companyId(page: Page): Promise<number> {
  const me = await json(page, "/api/auth/user");
  return me.company.id as number;
}
