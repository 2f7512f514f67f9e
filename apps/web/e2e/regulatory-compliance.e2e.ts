import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

function inDays(days: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

const TITLE = "Business conduct disclosures (ESRS G1)";

describe("regulatory compliance", () => {
  it("add a requirement → it appears → Update Progress to 100% → Mark Complete → checklist and calendar follow", async () => {
    await page.goto(`${app.baseUrl}/regulatory-compliance`);
    await page.getByRole("heading", { level: 1, name: "Regulatory Compliance Dashboard" }).waitFor();
    const list = page.getByRole("list", { name: "Regulatory requirements" });
    await list.getByRole("heading", { name: "Double materiality assessment (ESRS 1)" }).waitFor();
    for (const label of ["Total Requirements", "Completed", "In Progress", "Overdue", "Overall Progress"]) {
      await page.getByRole("heading", { level: 2, name: label, exact: true }).waitFor();
    }
    const total = page
      .getByRole("heading", { name: "Total Requirements" })
      .locator("xpath=../following-sibling::p");
    const before = Number(await total.textContent());

    await page.getByRole("button", { name: "Add Requirement" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Requirement" });
    await dialog.getByRole("button", { name: "Add Requirement" }).click();
    await dialog.getByText("Title is required").waitFor();
    await dialog.getByLabel("Requirement Title").fill(TITLE);
    await dialog
      .getByLabel("Description")
      .fill("Anti-corruption, supplier payment practices and political engagement.");
    await dialog.getByLabel("Framework").selectOption("CSRD");
    await dialog.getByLabel("Due Date").fill(inDays(20));
    await dialog.getByLabel("Assigned To").fill("General Counsel");
    await dialog.getByRole("button", { name: "Add Requirement" }).click();
    await page.getByText("Requirement Added", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    const card = page.getByRole("article", { name: TITLE });
    await card.getByText("Pending", { exact: true }).waitFor();
    await card.getByText("Urgent", { exact: true }).waitFor();
    await card.getByText("(20 days left)").waitFor();
    await card.getByText("0%", { exact: true }).waitFor();
    expect(Number(await total.textContent())).toBe(before + 1);

    for (const pct of ["25%", "50%", "75%", "100%"]) {
      await card.getByRole("button", { name: "Update Progress" }).click();
      await card.getByText(pct, { exact: true }).waitFor();
    }
    await card.getByText("In Progress", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Mark Complete" }).click();
    await card.getByText("Completed", { exact: true }).waitFor();
    expect(await card.getByRole("button").count()).toBe(0);

    // The server holds the same state.
    const rows = (await (await page.request.get(`${app.baseUrl}/api/regulatory-requirements/1`)).json()) as {
      requirement: string;
      status: string;
      completionPercentage: number;
      dueDate: string;
    }[];
    expect(rows.find((r) => r.requirement === TITLE)).toMatchObject({
      status: "completed",
      completionPercentage: 100,
      dueDate: inDays(20),
    });

    await page.getByRole("tab", { name: "Framework Overview" }).click();
    const csrd = page.getByRole("region", { name: "CSRD Checklist" });
    const item = csrd.getByRole("listitem").filter({ hasText: TITLE });
    await item.getByText("Completed", { exact: true }).waitFor();
    await csrd.getByText("1/5 completed").waitFor();

    await page.getByRole("tab", { name: "Compliance Calendar" }).click();
    const calendar = page.getByRole("tabpanel", { name: "Compliance Calendar" });
    await calendar.getByText(TITLE).waitFor();

    // It survives a reload.
    await page.reload();
    await page.getByRole("article", { name: TITLE }).getByText("Completed", { exact: true }).waitFor();
  });
});
