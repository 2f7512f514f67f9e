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
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe("the foundation walkthrough", () => {
  it("landing → login (empty, wrong, right) → dashboard → download → reset → logout → 404", async () => {
    await page.goto(app.baseUrl);
    await page.getByRole("heading", { name: "Uncover ESG insights in minutes." }).waitFor();
    await page.getByText("Comprehensive ESG Management Platform").waitFor();

    await page.getByRole("button", { name: "Login" }).first().click();
    await page.waitForURL(/\/login$/);
    await page.getByText("Sign in to your account").waitFor();

    // Empty fields: a toast, and no request.
    await page.getByRole("button", { name: "Sign In" }).click();
    await toast("Please enter both username and password");

    await page.getByLabel("Username").fill("demo");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await toast("Invalid credentials");

    await page.getByLabel("Password").fill("demo");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/dashboard$/);
    await toast("Logged in successfully");

    await page.getByText("Northwind Components Ltd").first().waitFor();
    await page.getByRole("heading", { name: "ESG Maturity Scorecard" }).waitFor();
    await page.getByRole("heading", { name: "Carbon Emissions Forecast" }).waitFor();
    // The forecast card shows the demo's own reporting-year total as GET /api/carbon/analysis computes it,
    // not the spec's sample "1,800 → 1,550 t".
    const analysis = await (await page.request.get(`${app.baseUrl}/api/carbon/analysis`)).json();
    const oneDecimal = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const forecast = page.locator("section", {
      has: page.getByRole("heading", { name: "Carbon Emissions Forecast" }),
    });
    await forecast.getByText(`Current · reporting year ${analysis.reportingYear}`).waitFor();
    const forecastText = (await forecast.textContent()) ?? "";
    expect(forecastText).toContain(
      `${oneDecimal.format(analysis.currentEmissions.total)}t CO2e location-based`,
    );
    expect(forecastText).not.toMatch(/1,800|1,550/);
    await page.getByRole("heading", { name: "Supplier ESG Heatmap" }).waitFor();
    await page.getByRole("heading", { name: "AI Assistant" }).waitFor();
    await page.getByRole("cell", { name: "Baltic Steel Works" }).waitFor();
    await page.getByText("32/100").waitFor();

    // Download saves the file and shows the toast.
    await page.getByRole("heading", { name: "Latest Reports" }).waitFor();
    const filename = "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf";
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download ${filename}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(filename);
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await toast(`Download initiated for ${filename}`);

    // Reset Demo: a confirmation, a toast, then a full reload back onto the dashboard.
    await page.getByRole("button", { name: "Reset Demo" }).click();
    const confirm = page.getByRole("dialog", { name: "Reset the demo company?" });
    await confirm.getByRole("button", { name: "Reset", exact: true }).click();
    await toast("Demo data has been reset successfully");
    await page.waitForEvent("load");
    await page.getByRole("heading", { name: "Supplier ESG Heatmap" }).waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await toast("You have been logged out successfully");
    await page.getByRole("heading", { name: "Uncover ESG insights in minutes." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    // Signed out, an app route goes to /login; an unknown path shows the 404 page.
    await page.goto(`${app.baseUrl}/materiality`);
    await page.waitForURL(/\/login$/);
    await page.goto(`${app.baseUrl}/no-such-page`);
    await page.getByText("404 Page Not Found").waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
  });

  it("asks the AI assistant a preset question and shows the rendered answer", async () => {
    const context = await browser.newContext();
    const ai = await context.newPage();
    await signIn(ai, app.baseUrl);
    await ai.getByRole("button", { name: "What's missing in our CSRD compliance?" }).click();
    // The built-in analyst answers (no OPENAI_API_KEY in tests) with the seeded company's own figures.
    await ai
      .getByRole("heading", { name: "What's missing in Northwind Components Ltd's CSRD compliance" })
      .waitFor();
    await ai.getByText("Answered by the built-in analyst").waitFor();
    await ai.getByText(/4 of 10 suppliers have not answered/).waitFor();
    await context.close();
  });

  it("has no sideways scroll at 390 px and offers the condensed menu", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mobile = await context.newPage();
    await mobile.goto(`${app.baseUrl}/login`);
    await mobile.getByLabel("Username").fill("demo");
    await mobile.getByLabel("Password").fill("demo");
    await mobile.getByRole("button", { name: "Sign In" }).click();
    await mobile.waitForURL(/\/dashboard$/);
    await mobile.getByRole("heading", { name: "Supplier ESG Heatmap" }).waitFor();
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await mobile.getByRole("button", { name: "Menu" }).click();
    await mobile.getByRole("menuitem", { name: "Carbon Analysis" }).click();
    await mobile.waitForURL(/\/carbon$/);
    await context.close();
  });
});
