import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

/** Where the screenshots go (E2E_SCREENSHOTS), so that people can look at them. */
const SHOTS = process.env.E2E_SCREENSHOTS ?? null;

describe("Carbon screen: ranges on the totals", () => {
  for (const width of [1366, 390]) {
    it(`shows each total with ± its 95% range at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app.baseUrl}/carbon`);
      const total = page.getByRole("region", { name: "Total", exact: true });
      await expect.poll(async () => (await total.textContent()) ?? "").toMatch(/± \d+\.\d%/);
      await expect.poll(() => total.getByTestId("uncertainty-band").count()).toBe(1);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `carbon-${width}.png`), fullPage: true });
      }
    });
  }
});
