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
    .locator("p")
    .first();

describe("goal tracking", () => {
  it("create a goal → it appears → record progress to 100% → Mark as Achieved", async () => {
    await page.goto(`${app.baseUrl}/goal-tracking`);
    await page.getByRole("heading", { level: 1, name: "Goal Setting & Target Tracking" }).waitFor();
    const list = page.getByRole("list", { name: "ESG goals" });
    await list.getByRole("heading", { name: "Cut Scope 1 & 2 emissions 42% by 2030" }).waitFor();
    const total = Number(await stat("Total Goals").textContent());
    const achieved = Number(await stat("Achieved").textContent());

    await page.getByRole("button", { name: "Create Goal" }).first().click();
    const dialog = page.getByRole("dialog");
    const year = new Date().getFullYear();
    expect(await dialog.getByLabel("Baseline Year").inputValue()).toBe(String(year));
    expect(await dialog.getByLabel("Target Year").inputValue()).toBe(String(year + 5));
    await dialog.getByLabel("Goal Title").fill("Halve business travel emissions");
    await dialog.getByLabel("Description").fill("Rail-first travel policy and virtual audits.");
    await dialog.getByLabel("Target Type").selectOption("absolute");
    await dialog.getByLabel("Current Value").fill("120");
    await dialog.getByLabel("Target Value").fill("60");
    await dialog.getByLabel("Unit").fill("tCO2e");
    await dialog.getByLabel("Science-based target (aligned with SBTi criteria)").check();
    await dialog.getByRole("button", { name: "Create Goal" }).click();
    await page.getByText("ESG goal has been created successfully", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    const item = list
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Halve business travel emissions", exact: true }) });
    await item.getByText("Not Started", { exact: true }).waitFor();
    expect(Number(await stat("Total Goals").textContent())).toBe(total + 1);

    // 90 of 120 → 60 is half-way: needs attention.
    await item.getByRole("button", { name: "Update Progress" }).click();
    await dialog.getByLabel("Reporting Period").fill(`${year}-Q1`);
    await dialog.getByLabel(/^Actual Value/).fill("90");
    await dialog.getByText("Needs Attention", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Record Progress" }).click();
    await page.getByText("Goal progress has been recorded successfully", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    await item.getByText("50%", { exact: true }).waitFor();
    await item.getByText("Needs Attention", { exact: true }).waitFor();
    expect(await item.getByRole("button", { name: "Mark as Achieved" }).count()).toBe(0);

    // Reaching the target: achieved, and Mark as Achieved appears.
    await item.getByRole("button", { name: "Update Progress" }).click();
    await dialog.getByLabel("Reporting Period").fill(`${year}-Q2`);
    await dialog.getByLabel(/^Actual Value/).fill("58");
    await dialog.getByLabel("Notes").fill("Virtual audits replaced most flights.");
    await dialog.getByRole("button", { name: "Record Progress" }).click();
    await dialog.waitFor({ state: "hidden" });
    await item.getByText("100%", { exact: true }).waitFor();
    await item.getByRole("button", { name: "Mark as Achieved" }).click();
    await item.getByText("Marked as achieved", { exact: true }).waitFor();
    expect(await item.getByRole("button", { name: "Update Progress" }).count()).toBe(0);
    expect(Number(await stat("Achieved").textContent())).toBe(achieved + 1);

    // The progress history, newest first.
    await page.getByRole("tab", { name: "Progress Tracking" }).click();
    const table = page.getByRole("table", { name: "Progress records of Halve business travel emissions" });
    const periods = await table.locator("tbody tr td:first-child").allTextContents();
    expect(periods).toEqual([`${year}-Q2`, `${year}-Q1`]);

    // Stored on the server: it survives a reload.
    await page.reload();
    await item.getByText("Marked as achieved", { exact: true }).waitFor();
  });
});
