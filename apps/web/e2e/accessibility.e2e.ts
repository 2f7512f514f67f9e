import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { launchBrowser, type RunningApp, signIn, startApp } from "./harness";

/**
 * axe-core finds no serious or critical violation on any screen (every tab of it), at desktop and phone
 * widths, nor in any dialog; no screen scrolls sideways on a phone; focus is managed (skip link, the heading after
 * navigation, back to a dialog's opener). One server and one browser for the whole file.
 */

const WIDTHS = { desktop: 1366, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

const SIGNED_IN_ROUTES = [
  "/dashboard",
  "/assessment",
  "/carbon",
  "/data-ingestion",
  "/settings",
  "/materiality",
  "/stakeholder-engagement",
  "/goal-tracking",
  "/regulatory-compliance",
  "/risk-heatmaps",
  "/esg-ratings",
  "/peer-benchmarking",
  "/esg-training",
  "/board-reporting",
  "/impact-measurement",
  "/reports",
  "/suppliers",
  "/whitepaper",
] as const;

const PUBLIC_ROUTES = ["/", "/login", "/signup", "/whitepaper", "/no-such-page"] as const;

/** Each module's add/edit dialog (and the app's other dialogs): where it is and the control that opens it. */
const DIALOGS: { path: string; tab?: string; opener: string | RegExp }[] = [
  { path: "/dashboard", opener: "Reset Demo" },
  { path: "/carbon", opener: "Close year" },
  { path: "/carbon", opener: "Reporting settings" },
  { path: "/data-ingestion", tab: "Data Sources", opener: /^Void / },
  { path: "/settings", tab: "Members", opener: "Invite" },
  // The demo company has no sites yet; Edit opens the same dialog.
  { path: "/settings", tab: "Sites", opener: "Add site" },
  { path: "/settings", tab: "API tokens", opener: "Create token" },
  { path: "/materiality", opener: "Add Topic" },
  { path: "/materiality", opener: /^Edit [^:]+$/ },
  { path: "/stakeholder-engagement", opener: /^(Respond|Update Response): / },
  { path: "/goal-tracking", opener: "Create Goal" },
  { path: "/goal-tracking", opener: "Update Progress" },
  { path: "/regulatory-compliance", opener: "Add Requirement" },
  { path: "/risk-heatmaps", tab: "Risk Register", opener: "Add Risk" },
  { path: "/esg-ratings", opener: "Add Rating" },
  { path: "/peer-benchmarking", opener: "Add Benchmark" },
  { path: "/suppliers", opener: "Add supplier" },
  { path: "/esg-training", tab: "Training Modules", opener: /^(Start|Continue) Training$/ },
  { path: "/esg-training", tab: "Module Management", opener: "Create Module" },
  { path: "/esg-training", tab: "Module Management", opener: /^Edit / },
  { path: "/board-reporting", opener: "Create Report" },
  { path: "/impact-measurement", opener: "Add Measurement" },
  { path: "/whitepaper", opener: "Schedule Demo" },
];

let app: RunningApp;
let browser: Browser;
const pages = {} as Record<Width | "visitor", Page>;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  for (const width of ["desktop", "phone", "visitor"] as const) {
    // axe is injected as an inline script, which the app's CSP (rightly) refuses.
    const context = await browser.newContext({
      viewport: { width: WIDTHS[width === "visitor" ? "desktop" : width], height: 900 },
      bypassCSP: true,
    });
    pages[width] = await context.newPage();
    if (width !== "visitor") await signIn(pages[width], app.baseUrl);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Waits until the screen has its heading and its data (no request in flight, no spinner). */
async function settle(page: Page): Promise<void> {
  await page.locator("h1").first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.querySelector(".animate-spin") === null, undefined, {
    timeout: 15_000,
  });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${app.baseUrl}${path}`);
  await settle(page);
}

async function selectTab(page: Page, name: string): Promise<void> {
  await page.getByRole("main").getByRole("tab", { name, exact: true }).click();
  await settle(page);
}

/** The screen's own horizontal overflow: how far the page scrolls sideways (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe.each(["desktop", "phone"] as const)("every signed-in screen at %s width", (width) => {
  it.each(SIGNED_IN_ROUTES)(
    "%s and each of its tabs: no serious axe violation, no sideways scroll",
    async (path) => {
      const page = pages[width];
      await open(page, path);
      const tabs = await page.getByRole("main").getByRole("tab").allTextContents();
      const findings: string[] = [];
      for (const tab of tabs.length > 0 ? tabs : [null]) {
        if (tab !== null) await selectTab(page, tab);
        const where = tab === null ? path : `${path} [${tab}]`;
        findings.push(...(await seriousViolations(page)).map((v) => `${where}: ${v}`));
        const overflow = await sidewaysScroll(page);
        if (overflow > 0) findings.push(`${where}: the page scrolls ${overflow}px sideways`);
      }
      expect(findings).toEqual([]);
    },
  );
});

describe("public screens", () => {
  it.each(PUBLIC_ROUTES)("%s at both widths: no serious axe violation, no sideways scroll", async (path) => {
    const page = pages.visitor;
    const findings: string[] = [];
    for (const width of ["desktop", "phone"] as const) {
      await page.setViewportSize({ width: WIDTHS[width], height: 900 });
      await open(page, path);
      findings.push(...(await seriousViolations(page)).map((v) => `${path} (${width}): ${v}`));
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) findings.push(`${path} (${width}): the page scrolls ${overflow}px sideways`);
    }
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    expect(findings).toEqual([]);
  });

  it("the landing page's Request Demo dialog, and focus back on its button after Escape", async () => {
    const page = pages.visitor;
    await open(page, "/");
    const opener = page.getByRole("button", { name: "Request Demo" });
    await opener.click();
    await page.getByRole("dialog").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => isFocused(opener)).toBe(true);
  });
});

describe("every dialog (desktop)", () => {
  it.each(DIALOGS)(
    "$path $tab $opener: no serious axe violation; Escape returns focus to its opener",
    async ({ path, tab, opener }) => {
      const page = pages.desktop;
      await open(page, path);
      if (tab) await selectTab(page, tab);
      const button = page.getByRole("button", { name: opener, exact: typeof opener === "string" }).first();
      await button.click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => isFocused(button)).toBe(true);
    },
  );
});

describe("focus and navigation", () => {
  it("the first Tab reaches a visible 'Skip to main content', which moves focus to <main>", async () => {
    const page = pages.desktop;
    await open(page, "/carbon");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await isFocused(skip)).toBe(true);
    expect((await skip.boundingBox())?.width).toBeGreaterThan(50);
    await page.keyboard.press("Enter");
    await expect.poll(() => isFocused(page.getByRole("main"))).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });

  it("after choosing a screen from the menu, focus is on that screen's heading; its section is marked current", async () => {
    const page = pages.desktop;
    await open(page, "/dashboard");
    await page.getByRole("button", { name: "Risk & Compliance" }).click();
    await page.getByRole("menuitem", { name: "Risk Heat Maps" }).click();
    const heading = page.getByRole("heading", { level: 1, name: "ESG Risk Heat Maps" });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    expect(await isFocused(heading)).toBe(true);
    expect(await page.getByRole("button", { name: "Risk & Compliance" }).getAttribute("aria-current")).toBe(
      "true",
    );
    await page.getByRole("button", { name: "Risk & Compliance" }).click();
    expect(await page.getByRole("menuitem", { name: "Risk Heat Maps" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await page.keyboard.press("Escape");
  });

  it("the whitepaper shows a signed-in user the app's bar, not Login", async () => {
    const page = pages.desktop;
    await open(page, "/whitepaper");
    await page.getByRole("button", { name: "Logout" }).waitFor();
    expect(await page.getByRole("button", { name: "Login" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Whitepaper" }).getAttribute("aria-current")).toBe("page");
  });
});

describe("on a phone (390 px)", () => {
  it("a tab row that does not fit shows a hint and every tab can be reached by keyboard", async () => {
    const page = pages.phone;
    await open(page, "/risk-heatmaps");
    const tabs = page.getByRole("tablist", { name: "Risk views" });
    const hint = tabs.locator("xpath=..").locator('[data-scroll-hint="right"]');
    await expect.poll(() => hint.isVisible()).toBe(true);
    await page.getByRole("tab", { name: "Risk Matrix" }).focus();
    await page.keyboard.press("End");
    const register = page.getByRole("tab", { name: "Risk Register" });
    await expect.poll(() => register.getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => isFocused(register)).toBe(true);
    const onScreen = async () => {
      const box = await register.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= WIDTHS.phone;
    };
    await expect.poll(onScreen).toBe(true);
    await expect
      .poll(() => tabs.locator("xpath=..").locator('[data-scroll-hint="left"]').isVisible())
      .toBe(true);
  });

  it("the risk matrix scrolls sideways in a named region reached by Tab and scrolled with the arrow keys", async () => {
    const page = pages.phone;
    await open(page, "/risk-heatmaps");
    const region = page.getByRole("region", { name: "Probability × Impact Matrix" });
    expect(await region.getAttribute("tabindex")).toBe("0");
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(
      () => (document.activeElement as HTMLElement | null)?.scrollLeft !== 0,
      undefined,
      { timeout: 5_000 },
    );
  });

  it("goal cards leave their titles room (actions wrap below)", async () => {
    const page = pages.phone;
    await open(page, "/goal-tracking");
    const titles = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 });
    const widths = await titles.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(0);
    expect(Math.min(...widths)).toBeGreaterThan(220);
  });
});
