import { readFileSync } from "node:fs";
import { CARBON_SOURCE_TYPE_LABELS } from "@esg/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, type SignedInSession, setupSignedInPage } from "./harness";

// The auditor's path: a year's missing months on the gap grid; with approval required, an upload that counts
// nowhere until a second admin approves it, with its evidence attached and downloaded as it was sent.

let app: RunningApp;
let page: Page;
let browser: SignedInSession["browser"];
setupSignedInPage((s) => {
  ({ app, page, browser } = s);
});

/** A tiny but real PDF: what a scanned bill starts with. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
const PASSWORD = "correct horse battery staple";
const ENERGY_BILLS = CARBON_SOURCE_TYPE_LABELS.energy_bill;

/** A JSON call as the signed-in page makes it (same origin, its session cookie). */
async function api<T>(path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { path, body },
  ) as Promise<T>;
}

/** The gap sentence of the Data completeness card and the Total card's figure, for reporting year 2022. */
async function year2022(p: Page = page) {
  await p.goto(`${app.baseUrl}/carbon?year=2022`);
  const card = p.getByRole("region", { name: "Data completeness, reporting year 2022" });
  const gaps = card.getByText(/of 12 months have no data|Every month has data/);
  await gaps.waitFor();
  const total = p.getByRole("region", { name: "Total", exact: true });
  const figure = await total.locator("p").nth(1).locator("span").first().textContent();
  return { gaps: (await gaps.textContent()) ?? "", total: Number((figure ?? "").replace(/[^\d.]/g, "")) };
}

const ROW = (date: string, amount: number) =>
  `activity,amount,unit,region,date,description\nelectricity,${amount},kWh,GB,${date},Warehouse`;

describe("evidence and review", () => {
  it("shows a year's missing months, and an upload counts only once a second admin approves it", async () => {
    // A year with one month of data (January 2022), uploaded while review is off: it counts at once.
    await api("/api/carbon/ingest", { sourceType: "energy_bill", rawData: ROW("2022-01-31", 9000) });
    const before = await year2022();
    expect(before.gaps).toMatch(/^11 of 12 months have no data of any source type: Feb 2022, Mar 2022,/);
    const card = page.getByRole("region", { name: "Data completeness, reporting year 2022" });
    const bills = card
      .getByRole("table", { name: "By source type" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: ENERGY_BILLS }) });
    expect(await bills.getByText("missing").count()).toBe(11);

    // Review on, in the reporting settings.
    await page.getByRole("button", { name: "Reporting settings" }).click();
    const settings = page.getByRole("dialog", { name: "Reporting settings" });
    await settings.getByLabel("Require approval of new uploads").check();
    await settings.getByRole("button", { name: "Save settings" }).click();
    await page.getByTestId("toast-viewport").getByText("Reporting settings saved").waitFor();

    // The demo admin uploads March's bill through the browser: processed, but pending.
    await page.goto(`${app.baseUrl}/data-ingestion`);
    await page.getByRole("tab", { name: "Upload Data" }).click();
    await page.getByLabel("Upload a .csv or .json file").setInputFiles({
      name: "march-2022.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(ROW("2022-03-31", 12000)),
    });
    await page.getByRole("button", { name: "Process Data" }).click();
    await page
      .getByTestId("toast-viewport")
      .getByText(/^Processed 1 emission activities/)
      .waitFor();
    await page.getByRole("tab", { name: "Data Sources" }).click();
    const upload = page
      .getByRole("list", { name: "Data sources" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "march-2022.csv" }) });
    await upload.getByText("Pending review", { exact: true }).waitFor();
    // The uploader is told why there is no Approve for them.
    await upload.getByText("You uploaded this, so another admin must approve or reject it.").waitFor();
    expect(await upload.getByRole("button", { name: /^Approve/ }).count()).toBe(0);
    expect(await year2022()).toEqual(before);

    // Evidence: opened from the keyboard, a PDF attached through the file input, downloaded as it was sent.
    await page.goto(`${app.baseUrl}/data-ingestion`);
    await page.getByRole("tab", { name: "Data Sources" }).click();
    await upload.getByText("Evidence (0)").focus();
    await page.keyboard.press("Enter");
    await upload.getByText("No evidence attached yet.").waitFor();
    await upload.getByLabel("Attach evidence to march-2022.csv").setInputFiles({
      name: "march-bill.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await page.getByTestId("toast-viewport").getByText("march-bill.pdf is kept with its SHA-256.").waitFor();
    const files = upload.getByRole("list", { name: "Evidence for march-2022.csv" });
    await files.getByText("march-bill.pdf").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      files.getByRole("button", { name: "Download march-bill.pdf" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("march-bill.pdf");
    expect(readFileSync(await download.path())).toEqual(PDF);

    // A second admin, invited by the first, approves it.
    const { token } = await api<{ token: string }>("/api/companies/1/invitations", { role: "admin" });
    const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const joined = await second.request.post(`${app.baseUrl}/api/auth/accept-invitation`, {
      data: { token, username: "second-admin", password: PASSWORD, name: "Sam Reviewer" },
      headers: { origin: app.baseUrl },
    });
    expect(joined.status()).toBe(200);
    const reviewer = await second.newPage();
    await reviewer.goto(`${app.baseUrl}/data-ingestion`);
    await reviewer.getByRole("tab", { name: "Data Sources" }).click();
    await reviewer.getByRole("button", { name: "Approve march-2022.csv" }).click();
    await reviewer
      .getByTestId("toast-viewport")
      .getByText("march-2022.csv now counts in every total.")
      .waitFor();
    await second.close();

    // March now counts: one month fewer missing, and the year's total grew by the bill.
    const after = await year2022();
    expect(after.gaps).toMatch(/^10 of 12 months have no data of any source type: Feb 2022, Apr 2022,/);
    expect(after.total).toBeGreaterThan(before.total);
    expect(await bills.getByText("missing").count()).toBe(10);
  });
});
