/**
 * The offline demo folder served by a plain static file host, with no app server running: sign in,
 * dashboard, one write in a module, Reset Demo. The API answers from the page (MSW + the real appRouter over
 * SQLite-in-WebAssembly).
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./harness";
import { DEMO_DIR, ensureDemoBuild, startStaticHost } from "./static-host";

let host: Awaited<ReturnType<typeof startStaticHost>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ensureDemoBuild();
  host = await startStaticHost(DEMO_DIR);
  browser = await launchBrowser();
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
const TOPIC = "Offline demo circularity";

describe("the offline demo", () => {
  it("sign in → dashboard → add a materiality topic → Reset Demo, with no server", async () => {
    await page.goto(host.url);
    await page.getByRole("heading", { name: "Uncover ESG insights in minutes." }).waitFor();
    const badge = page.getByText("Offline demo", { exact: true });
    await badge.waitFor();
    expect(await badge.locator("xpath=..").getAttribute("title")).toMatch(/no server/);

    await page.getByRole("button", { name: "Login" }).first().click();
    await page.waitForURL(/#\/login$/);
    await page.getByLabel("Username").fill("demo");
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign In" }).click();
    await toast("Invalid credentials");
    await page.getByLabel("Password").fill("demo");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/#\/dashboard$/);
    await toast("Logged in successfully");
    await page.getByText("Northwind Components Ltd").first().waitFor();
    await page.getByRole("heading", { name: "Supplier ESG Heatmap" }).waitFor();
    await page.getByRole("cell", { name: "Baltic Steel Works" }).waitFor();

    // A report is generated in the page (jsPDF) and downloaded through the mocked REST path.
    const filename = "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf";
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: `Download ${filename}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(filename);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");

    // The emissions export too: a fetch the service worker answers (a plain link would bypass it).
    await page.goto(`${host.url}#/data-ingestion`);
    await page.getByRole("tab", { name: "Processed Emissions" }).click();
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe("emissions.csv");
    expect(readFileSync(await csv.path(), "utf8")).toMatch(/^\uFEFF?id,data_source_id,activity_date,/);
    await page.goto(`${host.url}#/dashboard`);

    // In-app navigation through the top bar, then one write.
    await page.getByRole("button", { name: "Strategy & Planning" }).click();
    await page.getByRole("menuitem", { name: "Materiality Assessment" }).click();
    await page.waitForURL(/#\/materiality$/);
    const list = page.getByRole("list", { name: "Material topics by priority" });
    await list.getByRole("heading", { name: "Scope 1 & 2 emissions" }).waitFor();
    await page.getByRole("button", { name: "Add Topic" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Topic Name").fill(TOPIC);
    await dialog.getByLabel("Category").selectOption("Environmental");
    await dialog.getByLabel("Business Impact").selectOption("3");
    await dialog.getByLabel("Stakeholder Concern").selectOption("4");
    await dialog.getByRole("button", { name: "Add Topic" }).click();
    await toast("Topic Added");
    const added = list.getByRole("heading", { name: TOPIC, exact: true });
    await added.waitFor();

    // The write survives a reload (the database file is kept in the browser), and so does the session.
    await page.reload();
    await added.waitFor();

    await page.getByRole("button", { name: "Back to Dashboard" }).click();
    await page.getByRole("button", { name: "Reset Demo" }).click();
    const confirm = page.getByRole("dialog", { name: "Reset the demo company?" });
    await confirm.getByRole("button", { name: "Reset", exact: true }).click();
    await toast("Demo data has been reset successfully");
    await page.waitForEvent("load");
    await page.getByRole("heading", { name: "Supplier ESG Heatmap" }).waitFor();
    await page.getByRole("button", { name: "Strategy & Planning" }).click();
    await page.getByRole("menuitem", { name: "Materiality Assessment" }).click();
    await list.getByRole("heading", { name: "Scope 1 & 2 emissions" }).waitFor();
    expect(await list.getByRole("heading", { name: TOPIC, exact: true }).count()).toBe(0);

    // Nothing but static files was asked of the host.
    expect(host.requested.filter((p) => p.startsWith("/trpc") || p.startsWith("/api"))).toEqual([]);
  });
});
