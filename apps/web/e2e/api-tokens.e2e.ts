/**
 * Personal API tokens end to end, on the built app: a developer creates a read token in Settings → API tokens,
 * copies it from the dialog, and pulls the carbon analysis and the GRI 305 CSV from a script (Node's fetch:
 * no cookie, no Origin) with `Authorization: Bearer`; a write with the same token is refused (403).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((session) => {
  ({ app, page } = session);
});

let token = "";

/** A request as a script sends it: only the bearer token. */
function asScript(path: string, init: RequestInit = {}) {
  return fetch(`${app.baseUrl}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });
}

describe("API tokens", () => {
  it("creates a read token in Settings and shows it once", async () => {
    await page.getByRole("button", { name: "Settings" }).click();
    await page.waitForURL(/\/settings/);
    await page.getByRole("tab", { name: "API tokens" }).click();
    await page.getByText(/^No API tokens yet\./).waitFor();

    await page.getByRole("button", { name: "Create token" }).click();
    const dialog = page.getByRole("dialog", { name: "Create API token" });
    await dialog.getByLabel("Name").fill("Quarterly pull");
    expect(await dialog.getByRole("radio", { name: /^Read only/ }).isChecked()).toBe(true);
    expect(await dialog.getByLabel("Expires in").inputValue()).toBe("90");
    await dialog.getByRole("button", { name: "Create token" }).click();

    const shown = dialog.getByLabel("Your new API token");
    await shown.waitFor();
    token = await shown.inputValue();
    expect(token).toMatch(/^esg_[A-Za-z0-9_-]{43}$/);
    await dialog.getByText("Copy this token now — it will not be shown again").waitFor();
    expect(await dialog.getByRole("figure", { name: "Example request" }).locator("code").textContent()).toBe(
      `curl -H "Authorization: Bearer ${token}" ${app.baseUrl}/api/carbon/analysis`,
    );

    await dialog.getByRole("button", { name: "Done" }).click();
    const row = page
      .getByRole("table", { name: "API tokens" })
      .getByRole("row")
      .filter({ hasText: "Quarterly pull" });
    await row.waitFor();
    expect(await row.getByText("Read only").count()).toBe(1);
    expect(await row.getByText("Active").count()).toBe(1);
    expect(await row.getByText("Never").count()).toBe(1);
  });

  it("pulls the carbon analysis and the GRI 305 CSV with the token, and is refused a write", async () => {
    const analysis = await asScript("/api/carbon/analysis");
    expect(analysis.status).toBe(200);
    expect(await analysis.json()).toHaveProperty("currentEmissions");

    const dashboard = (await (await asScript("/api/dashboard")).json()) as {
      documents: { id: number; type: string }[];
    };
    const gri = dashboard.documents.find((d) => d.type === "GRI");
    expect(gri).toBeDefined();
    const csv = await asScript(`/api/documents/${gri?.id}/download`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).startsWith("Disclosure")).toBe(true);

    const write = await asScript("/api/carbon/ingest", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        fileName: "from-a-script.json",
        rawData: {
          activities: [{ activity: "electricity", amount: 1, unit: "kWh", region: "GB", date: "2025-01-31" }],
        },
      }),
    });
    expect(write.status).toBe(403);
    expect((await write.json()).message).toBe("This API token is read-only");
  });

  it("shows the last use, and a revoked token stops working", async () => {
    await page.reload();
    const row = page
      .getByRole("table", { name: "API tokens" })
      .getByRole("row")
      .filter({ hasText: "Quarterly pull" });
    await row.waitFor();
    expect(await row.getByText("Never").count()).toBe(0);

    await row.getByRole("button", { name: "Revoke Quarterly pull" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke Quarterly pull?" });
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await row.getByText("Revoked").waitFor();

    const refused = await asScript("/api/carbon/analysis");
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe("This API token is invalid, expired or revoked");
  });
});
