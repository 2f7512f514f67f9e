import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type RunningApp, setupSignedInPage } from "./harness";

let app: RunningApp;
let page: Page;
setupSignedInPage((s) => {
  ({ app, page } = s);
});

const statValue = (label: string) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: label, exact: true }) })
    .locator("p");

describe("stakeholder engagement", () => {
  it("public submission → appears as open (as text) → respond in progress → resolve → button gone", async () => {
    // A stakeholder posts through the public endpoint, without a session.
    const message = "<img src=x onerror=\"document.title='pwned'\">Dust settles on cars on Station Road.";
    const res = await fetch(`${app.baseUrl}/api/stakeholder-feedback`, {
      method: "POST",
      // A script's write names its origin, as a browser's does (the server refuses writes without one).
      headers: { "content-type": "application/json", origin: app.baseUrl },
      body: JSON.stringify({
        topic: "Grinding dust",
        stakeholderType: "community",
        feedbackType: "concern",
        priority: "high",
        message,
        contactEmail: "neighbour@example.org",
      }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("open");

    await page.goto(`${app.baseUrl}/stakeholder-engagement`);
    await page.getByRole("heading", { level: 1, name: "Stakeholder Engagement Portal" }).waitFor();
    const item = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Grinding dust" }) });
    await item.waitFor();
    expect(await item.getByTestId("feedback-message").textContent()).toBe(message);
    expect(await item.locator("img").count()).toBe(0);
    expect(await page.title()).not.toBe("pwned");
    const openBefore = Number(await statValue("Open").textContent());
    const resolvedBefore = Number(await statValue("Resolved").textContent());

    await item.getByRole("button", { name: "Respond: Grinding dust" }).click();
    const dialog = page.getByRole("dialog", { name: "Respond to Feedback" });
    expect(await dialog.getByLabel("Status", { exact: true }).inputValue()).toBe("in_progress");
    await dialog.getByLabel("Response").fill("  We are fitting extraction to the grinding bay.  ");
    await dialog.getByRole("button", { name: "Send Response" }).click();
    await page.getByText("Your response has been sent to the stakeholder").first().waitFor();
    await dialog.waitFor({ state: "hidden" });
    await item.getByText("We are fitting extraction to the grinding bay.", { exact: true }).waitFor();
    await item.getByRole("button", { name: "Update Response: Grinding dust" }).waitFor();
    expect(Number(await statValue("Open").textContent())).toBe(openBefore - 1);

    await item.getByRole("button", { name: "Update Response: Grinding dust" }).click();
    await dialog.getByLabel("Status", { exact: true }).selectOption("resolved");
    await dialog.getByRole("button", { name: "Send Response" }).click();
    await dialog.waitFor({ state: "hidden" });
    await item.getByLabel("Status: Resolved").waitFor();
    expect(await item.getByRole("button").count()).toBe(0);
    expect(Number(await statValue("Resolved").textContent())).toBe(resolvedBefore + 1);

    // Analytics and the public tab.
    await page.getByRole("tab", { name: "Analytics" }).click();
    await page.getByRole("list", { name: "Feedback by Priority" }).waitFor();
    await page.getByRole("tab", { name: "Public Submission" }).click();
    await page.getByText("POST /api/stakeholder-feedback").waitFor();
  });
});
