/**
 * Organisations end to end, on the built app: sign up a new company, invite an editor and a viewer, accept the
 * invitations in other browser contexts (other people), the editor uploads data, the admin finds the upload
 * in the audit log, and the viewer finds no write control. Also: the new screens fit a 390 px phone.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, startApp } from "./harness";

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A separate person: their own browser context, so their own cookies. */
async function person(viewport = { width: 1280, height: 900 }): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

const PASSWORD = "fjord-harbour-ledger-42";
const UPLOAD = JSON.stringify({
  activities: [
    { activity: "electricity", amount: 12500, unit: "kWh", region: "GB", date: "2025-01-31" },
    { activity: "diesel", amount: 300, unit: "litres", region: "GB", date: "2025-01-31" },
  ],
});
/** The usable controls that create or change data, or are the admin's, as the screens name them. */
const WRITE_CONTROL =
  /^(Add|Create|Edit|Update|Upload|Process Data|Load Example|Choose File|Void|Mark|Close year|Reopen year|Save|Respond|Extract|Run|Track|Use Template|Submit for Review|Approve|Reset Demo|Invite|Remove)\b/;

async function writeControls(page: Page): Promise<string[]> {
  const found: string[] = [];
  // Tabs are not counted: a tab only opens a view (Upload Data is shown to every role with its form disabled,
  // docs/decisions/003-disabled-with-reason.md); the controls inside the open view are.
  for (const role of ["button", "link"] as const) {
    const all = page.getByRole(role, { name: WRITE_CONTROL });
    for (let i = 0; i < (await all.count()); i += 1) {
      // A control the role cannot use is shown disabled with its reason; only usable ones count.
      if (!(await all.nth(i).isEnabled())) continue;
      found.push(
        `${role}: ${(await all.nth(i).getAttribute("aria-label")) ?? (await all.nth(i).textContent())}`,
      );
    }
  }
  return found;
}

/** Nothing scrolls sideways: the page is no wider than the viewport. */
async function noSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Creates an invitation for `role` from the Members tab and returns the link as shown. */
async function invite(admin: Page, role: "Editor" | "Viewer"): Promise<string> {
  await admin.getByRole("button", { name: "Invite", exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: "Invite a member" });
  await dialog.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole("button", { name: "Create invitation link" }).click();
  const link = await dialog.getByLabel("Invitation link").inputValue();
  await dialog.getByText(/^Expires .+\. It works once\.$/).waitFor();
  await dialog.getByRole("button", { name: "Done" }).click();
  await dialog.waitFor({ state: "hidden" });
  return link;
}

async function acceptInvitation(page: Page, link: string, name: string, username: string): Promise<void> {
  await page.goto(link);
  await page.getByText("Join your company's workspace").waitFor();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await page.waitForURL(/\/dashboard$/);
  // The company is still being set up: a first-run welcome, not "welcome back".
  await page.getByRole("heading", { name: `Welcome, ${name}`, exact: true }).waitFor();
}

describe("organisations", () => {
  let admin: Page;
  let editorLink: string;
  let viewerLink: string;

  it("signs up a new company from the login screen and lands on its dashboard as admin", async () => {
    admin = await person();
    await admin.goto(`${app.baseUrl}/login`);
    await admin.getByRole("link", { name: "Create an account" }).click();
    await admin.waitForURL(/\/signup$/);
    await admin.getByLabel("Company name").fill("Fjord Foods AS");
    await admin.getByLabel("Industry").selectOption("Consumer Goods");
    await admin.getByLabel("Your name").fill("Dana Reyes");
    await admin.getByLabel("Username").fill("dana");
    // A common password is refused on its field by the server.
    await admin.getByLabel("Password", { exact: true }).fill("password1234");
    await admin.getByRole("button", { name: "Create account" }).click();
    const password = admin.getByLabel("Password", { exact: true });
    await admin.locator('input[name="password"][aria-invalid="true"]').waitFor();
    expect(await password.getAttribute("aria-invalid")).toBe("true");

    await password.fill(PASSWORD);
    await admin.getByRole("button", { name: "Create account" }).click();
    await admin.waitForURL(/\/dashboard$/);
    // A new company is welcomed (not "welcome back") with its set-up checklist, nothing ticked yet.
    await admin.getByRole("heading", { name: "Welcome, Dana Reyes", exact: true }).waitFor();
    await admin.getByText("0 of 6 steps done. Each ticks itself once its data is saved.").waitFor();
    // Its own reports exist from the first day (built from its data, none yet), not the demo company's.
    await admin.getByRole("button", { name: "Download GRI_305_Emissions_Table.csv" }).waitFor();
  });

  it("invites an editor and a viewer from Settings → Members", async () => {
    await admin.getByRole("button", { name: "Settings" }).click();
    await admin.waitForURL(/\/settings/);
    const members = admin.getByRole("list", { name: "Members" });
    await members.getByText("Dana Reyes").waitFor();
    expect(await admin.getByLabel("Role of Dana Reyes").inputValue()).toBe("admin");

    editorLink = await invite(admin, "Editor");
    viewerLink = await invite(admin, "Viewer");
    for (const link of [editorLink, viewerLink]) {
      expect(link).toMatch(new RegExp(`^${app.baseUrl}/accept-invitation#token=[\\w-]{20,}$`));
    }
    expect(editorLink).not.toBe(viewerLink);
  });

  it("the editor accepts in another browser context and uploads data", async () => {
    const editor = await person();
    await acceptInvitation(editor, editorLink, "Sam Okafor", "sam");
    // Editors get no Reset Demo; Settings holds their own API tokens.
    expect(await editor.getByRole("button", { name: "Settings" }).count()).toBe(1);
    expect(await editor.getByRole("button", { name: "Reset Demo" }).count()).toBe(0);

    await editor.goto(`${app.baseUrl}/data-ingestion`);
    const upload = editor.getByRole("tab", { name: "Upload Data" });
    expect(await upload.getAttribute("aria-selected")).toBe("true");
    await editor.getByLabel(/File Name/).fill("fjord-january.json");
    await editor.getByLabel("Raw Data (JSON or CSV)").fill(UPLOAD);
    await editor.getByRole("button", { name: "Process Data" }).click();
    await editor
      .getByTestId("toast-viewport")
      .getByText(/^Processed 2 emission activities/)
      .waitFor();

    // The invitation is single use.
    const other = await person();
    await other.goto(editorLink);
    await other.getByLabel("Your name").fill("Someone Else");
    await other.getByLabel("Username").fill("someone");
    await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByRole("button", { name: "Accept invitation" }).click();
    await other.getByText("This invitation is unknown, used, revoked or expired").waitFor();
  });

  it("the admin sees the upload in the audit log, with who and what", async () => {
    await admin.goto(`${app.baseUrl}/settings?tab=audit-log`);
    const table = admin.getByRole("table", { name: "Audit log entries, newest first" });
    await table.waitFor();
    await admin.getByLabel("Entity").selectOption({ label: "Data upload" });
    const row = table.getByRole("row").filter({ hasText: "fjord-january.json" });
    await row.waitFor();
    expect(await row.getByText("Sam Okafor").count()).toBe(1);
    expect(await row.getByText("Upload", { exact: true }).count()).toBe(1);
    await admin.getByText("Showing 1–1 of 1 · page 1 of 1").waitFor();

    // Joining was recorded too.
    await admin.getByLabel("Entity").selectOption({ label: "Membership" });
    await table.getByRole("row").filter({ hasText: "Join" }).filter({ hasText: "Sam Okafor" }).waitFor();
  });

  it("a viewer (invited too) sees no write control on the module screens", async () => {
    const viewer = await person();
    await acceptInvitation(viewer, viewerLink, "Vic Viewer", "vic");
    await viewer.getByRole("heading", { level: 2, name: "Latest Reports" }).waitFor();
    expect(await viewer.getByRole("button", { name: "Settings" }).count()).toBe(1);
    expect(await writeControls(viewer)).toEqual([]);

    await viewer.goto(`${app.baseUrl}/data-ingestion`);
    // The editor's upload is there to read; the upload form disabled, no Void, no Download.
    await viewer
      .getByRole("list", { name: "Data sources" })
      .getByRole("heading", { name: "fjord-january.json" })
      .waitFor();
    expect(await writeControls(viewer)).toEqual([]);
    expect(await viewer.getByRole("link", { name: /^Download/ }).count()).toBe(0);
    await viewer.getByRole("tab", { name: "Processed Emissions" }).click();
    await viewer.getByRole("list", { name: "Emission activities" }).waitFor();
    expect(await viewer.getByRole("link", { name: "Export CSV" }).count()).toBe(0);

    await viewer.goto(`${app.baseUrl}/materiality`);
    await viewer.getByText("No materiality topics defined yet").waitFor();
    expect(await writeControls(viewer)).toEqual([]);

    await viewer.goto(`${app.baseUrl}/carbon`);
    await viewer.getByRole("region", { name: "Reporting year and period" }).waitFor();
    expect(await writeControls(viewer)).toEqual([]);

    await viewer.goto(`${app.baseUrl}/goal-tracking`);
    await viewer.getByText("No ESG goals defined yet").waitFor();
    expect(await writeControls(viewer)).toEqual([]);

    // And the server agrees: a write by hand is refused for the role.
    const refused = await viewer.evaluate(async () => {
      const res = await fetch("/api/materiality", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          topic: "Sneaky",
          category: "Environmental",
          businessImpact: 3,
          stakeholderConcern: 3,
          description: "",
        }),
      });
      return { status: res.status, body: await res.text() };
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("Your role does not allow this");
  });

  it("sign-up, invitation, members and audit log fit a 390 px phone", async () => {
    const phone = await person({ width: 390, height: 844 });
    await phone.goto(`${app.baseUrl}/signup`);
    await phone.getByRole("button", { name: "Create account" }).waitFor();
    await noSidewaysScroll(phone);
    await phone.goto(`${app.baseUrl}/accept-invitation#token=not-a-real-token-but-long-enough`);
    await phone.getByRole("button", { name: "Accept invitation" }).waitFor();
    await noSidewaysScroll(phone);

    // The admin's session on a phone-sized page.
    const small = await admin.context().newPage();
    await small.setViewportSize({ width: 390, height: 844 });
    await small.goto(`${app.baseUrl}/settings`);
    await small.getByRole("list", { name: "Members" }).getByText("Vic Viewer").waitFor();
    await noSidewaysScroll(small);
    await small.getByRole("button", { name: "Invite", exact: true }).click();
    await small.getByRole("dialog", { name: "Invite a member" }).waitFor();
    await noSidewaysScroll(small);
    await small.keyboard.press("Escape");
    await small.getByRole("tab", { name: "Audit log" }).click();
    await small.getByRole("table", { name: "Audit log entries, newest first" }).waitFor();
    await noSidewaysScroll(small);
  });
});
