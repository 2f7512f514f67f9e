import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

describe("risk heat maps", () => {
  it("add a 5x5 risk → Critical in the register, matrix and geography → Mark as Mitigated → off the matrix", async () => {
    await page.goto(`${app.baseUrl}/risk-heatmaps`);
    await page.getByRole("heading", { level: 1, name: "ESG Risk Heat Maps" }).waitFor();
    const cell = page.getByTestId("cell-p5-i5");
    await cell.waitFor();
    expect(await cell.textContent()).toBe("0");
    expect(await page.getByTestId("cell-p5-i4").textContent()).toBe("1");

    await page.getByRole("tab", { name: "Risk Register" }).click();
    await page.getByRole("article", { name: "Customer decarbonisation requirements" }).waitFor();
    await page.getByRole("button", { name: "Add Risk" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Risk" });
    await dialog.getByLabel("Risk Category").selectOption("Operational");
    await dialog.getByLabel("Risk Type").fill("Port strike at Felixstowe");
    await dialog.getByLabel("Description").fill("Inbound castings and export shipments stop for weeks.");
    await dialog.getByLabel("Geography").fill("Mexico");
    await dialog.getByLabel("Business Unit").fill("Logistics");
    await dialog.getByLabel("Probability").selectOption("5");
    await dialog.getByLabel("Impact").selectOption("5");
    await dialog.getByText("(score 25)").waitFor();
    await dialog.getByLabel("Owner").fill("Supply Chain Director");
    await dialog.getByRole("button", { name: "Add Risk" }).click();
    await page.getByText("Risk Added", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    const card = page.getByRole("article", { name: "Port strike at Felixstowe" });
    await card.getByText("Critical", { exact: true }).waitFor();
    await card.getByText("P5 × I5 = 25").waitFor();

    await page.getByRole("tab", { name: "Risk Matrix" }).click();
    await cell.waitFor();
    expect(await cell.textContent()).toBe("1");
    const operational = page.getByRole("listitem", { name: "Operational risks" });
    await operational.getByText("Critical 1").waitFor();

    await page.getByRole("tab", { name: "Geography View" }).click();
    await page.getByRole("region", { name: "Mexico" }).getByText("Port strike at Felixstowe").waitFor();
    await page.getByRole("tab", { name: "Business Unit View" }).click();
    await page.getByRole("region", { name: "Logistics" }).waitFor();

    await page.getByRole("tab", { name: "Risk Register" }).click();
    await card.getByRole("button", { name: "Mark as Mitigated" }).click();
    await card.getByText("Mitigated", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Mark as Mitigated" }).waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Risk Matrix" }).click();
    await cell.waitFor();
    expect(await cell.textContent()).toBe("0");

    const risks = (await (await page.request.get(`${app.baseUrl}/api/risk-assessments/1`)).json()) as {
      riskType: string;
      riskLevel: string;
      status: string;
    }[];
    expect(risks.find((r) => r.riskType === "Port strike at Felixstowe")).toMatchObject({
      riskLevel: "Critical",
      status: "mitigated",
    });
  });
});
