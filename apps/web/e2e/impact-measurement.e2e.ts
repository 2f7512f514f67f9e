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

describe("impact measurement", () => {
  it("add a measurement → it appears in its category, tab and verification group with its progress", async () => {
    await page.goto(`${app.baseUrl}/impact-measurement`);
    await page.getByRole("heading", { level: 1, name: "Impact Measurement Tools" }).waitFor();
    const social = page.getByRole("list", { name: "Social measurements" });
    await social.getByRole("heading", { name: "Apprenticeships completed" }).waitFor();
    const total = Number(await stat("Total Measurements").textContent());
    const socialCount = Number(await stat("Social").textContent());
    const verified = Number(await stat("Verified").textContent());

    await page.getByRole("button", { name: "Add Measurement" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Category").selectOption("Social");
    await dialog.getByLabel("Metric").fill("Supported employment placements");
    await dialog.getByLabel("Description").fill("Placements with the local jobcentre partnership.");
    await dialog.getByLabel("Value", { exact: true }).fill("18");
    await dialog.getByLabel("Unit").fill("people");
    await dialog.getByLabel("Baseline").fill("6");
    await dialog.getByLabel("Target", { exact: true }).fill("30");
    await dialog.getByLabel("Verification Status").selectOption("third_party_verified");
    await dialog.getByLabel("Beneficiaries").fill("18");
    await dialog.getByRole("button", { name: "Add Measurement" }).click();
    await page.getByText("Impact measurement has been recorded successfully", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    const card = social
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Supported employment placements", exact: true }) });
    // (18 - 6) / (30 - 6) = 50%
    await card.getByText("50%", { exact: true }).waitFor();
    await card.getByRole("progressbar").waitFor();
    expect(Number(await stat("Total Measurements").textContent())).toBe(total + 1);
    expect(Number(await stat("Social").textContent())).toBe(socialCount + 1);
    expect(Number(await stat("Verified").textContent())).toBe(verified + 1);

    await page.getByRole("tab", { name: "Social" }).click();
    await page
      .getByRole("tabpanel")
      .getByRole("heading", { name: "Supported employment placements", exact: true })
      .waitFor();

    await page.getByRole("tab", { name: "Verification" }).click();
    await page
      .getByRole("list", { name: "Third-party verified measurements" })
      .getByText("Supported employment placements", { exact: true })
      .waitFor();

    // Stored on the server: it survives a reload.
    await page.reload();
    await social.getByRole("heading", { name: "Supported employment placements", exact: true }).waitFor();
  });
});
