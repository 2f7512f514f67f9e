import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

describe("materiality", () => {
  it("add a topic → it appears in the matrix and the list → edit it from its dot → level recomputed", async () => {
    await page.goto(`${app.baseUrl}/materiality`);
    await page.getByRole("heading", { level: 1, name: "Materiality Assessment Matrix" }).waitFor();
    const list = page.getByRole("list", { name: "Material topics by priority" });
    await list.getByRole("heading", { name: "Scope 1 & 2 emissions" }).waitFor();

    await page.getByRole("button", { name: "Add Topic" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Topic Name").fill("Product carbon footprints");
    await dialog.getByLabel("Category").selectOption("Environmental");
    await dialog.getByLabel("Business Impact").selectOption("2");
    await dialog.getByLabel("Stakeholder Concern").selectOption("2");
    await dialog.getByLabel("Description").fill("Customers ask for ISO 14067 PCFs.");
    await dialog.getByRole("button", { name: "Add Topic" }).click();
    await page.getByText("Topic Added", { exact: true }).first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    const item = list
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Product carbon footprints", exact: true }) });
    await item.getByText("Low", { exact: true }).waitFor();
    const matrix = page.getByRole("group", { name: /Materiality matrix/ });
    const dot = matrix.getByRole("button", { name: /^Edit Product carbon footprints/ });
    const cell = dot.locator("xpath=..");
    expect(await cell.evaluate((el) => [el.style.left, el.style.bottom])).toEqual(["20%", "20%"]);

    await dot.click();
    await dialog.getByRole("heading", { name: "Edit Topic" }).waitFor();
    expect(await dialog.getByLabel("Topic Name").inputValue()).toBe("Product carbon footprints");
    await dialog.getByLabel("Business Impact").selectOption("5");
    await dialog.getByLabel("Stakeholder Concern").selectOption("4");
    await dialog.getByRole("button", { name: "Update Topic" }).click();
    await page.getByText("Topic Updated", { exact: true }).first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    await item.getByText("Critical", { exact: true }).waitFor();
    expect(await cell.evaluate((el) => [el.style.left, el.style.bottom])).toEqual(["80%", "60%"]);

    // The server stored the computed level, so it survives a reload.
    await page.reload();
    await item.getByText("Critical", { exact: true }).waitFor();
  });
});
