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

describe("ESG training", () => {
  it("create a module → it appears → start → complete → certificate issued with score 85", async () => {
    await page.goto(`${app.baseUrl}/esg-training`);
    await page.getByRole("heading", { level: 1, name: "ESG Training & Certification" }).waitFor();
    await page.getByRole("tab", { name: "Training Modules" }).waitFor();
    expect(await stat("Available Modules").textContent()).toBe("6");
    expect(await stat("Certificates Earned").textContent()).toBe("1");

    // Module Management → Create Module (invalid JSON first: the submit fails).
    await page.getByRole("tab", { name: "Module Management" }).click();
    await page.getByRole("button", { name: "Create Module" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Module" });
    await dialog.getByLabel("Title").fill("Water Stewardship at Our Plants");
    await dialog.getByLabel("Description").fill("Water risk, metering and reuse at Sheffield and Telford.");
    await dialog.getByLabel("Category").selectOption("Social Impact");
    await dialog.getByLabel("Difficulty").selectOption("Intermediate");
    await dialog.getByLabel("Duration (minutes)").fill("30");
    await dialog.getByLabel("Content (JSON)").fill("{not json");
    await dialog.getByRole("button", { name: "Create Module" }).click();
    await dialog.getByText("Must be valid JSON", { exact: true }).waitFor();
    await dialog
      .getByLabel("Content (JSON)")
      .fill('{"sections": [{"title": "Metering", "body": "Sub-meter the cooling towers."}]}');
    await dialog.getByLabel("Completion Criteria (JSON)").fill('{"passingScore": 75}');
    await dialog.getByRole("button", { name: "Create Module" }).click();
    await page.getByText("Training Module Created", { exact: true }).waitFor();
    await page.getByText("New ESG training module has been added successfully", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    await page
      .getByRole("list", { name: "Managed training modules" })
      .getByText("Water Stewardship at Our Plants")
      .waitFor();
    expect(await stat("Available Modules").textContent()).toBe("7");

    // Training Modules: the new module sits under Social Impact with 'Start Training'.
    await page.getByRole("tab", { name: "Training Modules" }).click();
    const card = page
      .getByRole("list", { name: "Social Impact modules" })
      .getByRole("article", { name: "Water Stewardship at Our Plants" });
    await card.getByRole("button", { name: "Start Training" }).click();
    await card.getByRole("button", { name: "Continue Training" }).waitFor();
    await card.getByRole("button", { name: "Review" }).waitFor();

    await card.getByRole("button", { name: "Continue Training" }).click();
    const viewer = page.getByRole("dialog", { name: "Water Stewardship at Our Plants" });
    await viewer.getByText("1. Metering").waitFor();
    await viewer.getByText("Passing Score: 75").waitFor();
    await viewer.getByRole("button", { name: "Complete Training" }).click();

    const certificate = page.getByRole("dialog", { name: "Certificate of Completion" });
    await certificate.getByText("Water Stewardship at Our Plants").waitFor();
    await certificate.getByText("85%").waitFor();
    await certificate.getByText("Alex Morgan").waitFor();
    await page.keyboard.press("Escape");
    await certificate.waitFor({ state: "hidden" });
    await card.getByRole("button", { name: "View Certificate" }).waitFor();
    expect(await stat("Certificates Earned").textContent()).toBe("2");

    // The seeded completed module without a certificate: 'Get Certificate' issues it.
    const pending = page.getByRole("article", { name: "GHG Protocol: Scopes 1, 2 and 3" }).first();
    await pending.getByRole("button", { name: "Get Certificate" }).click();
    await page.getByRole("dialog", { name: "Certificate of Completion" }).getByText("85%").waitFor();
    await page.keyboard.press("Escape");

    // Stored on the server: after a reload the certificates are still there.
    await page.reload();
    await page.getByRole("tab", { name: "Certificates" }).click();
    const certs = page.getByRole("list", { name: "Certificates earned" });
    await certs.getByRole("article", { name: "Water Stewardship at Our Plants" }).waitFor();
    expect(await certs.getByRole("article").count()).toBe(3);
    expect(await stat("Certificates Earned").textContent()).toBe("3");
  });
});
