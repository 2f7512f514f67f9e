/**
 * No role can use what it may not (such a control is shown disabled with the reason, not
 * hidden). Viewers and auditors see no control that creates or changes
 * data; admin-only controls (Close/Reopen year, saving reporting settings, Reset Demo, Settings' members) are
 * for admins; downloads and exports are for everyone but viewers.
 */
import { type MaterialityTopic, materialityLevel, type Role } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { fakeCarbonAnalysisApi } from "./features/carbon/test-fixtures";
import { fakeCarbonApi } from "./features/data-ingestion/test-fixtures";
import { mockApi } from "./test/api";
import { demoUser } from "./test/fixtures";
import { renderApp } from "./test/render-app";
import type { ProcedureMap } from "./test/trpc-msw";

/** The names of controls that change data or run an admin action, as the screens label them. */
const WRITE_CONTROL =
  /^(Add|Create|Edit|Update|Upload|Process Data|Load Example|Choose File|Void|Mark|Close year|Reopen year|Save|Respond|Extract|Run|Track|Use Template|Submit|Approve|Reset Demo|Invite|Remove)\b/;
const EXPORT_CONTROL = /^(Download|Export)\b/;

/** Every button, link, tab and menu item on the page whose name matches `pattern`. */
function controlsMatching(pattern: RegExp): string[] {
  const named = (el: Element) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
  // A control the role cannot use may be shown disabled with its reason; only usable ones count.
  // (jsdom does not apply a disabled fieldset to its controls, as browsers do, hence the closest()).
  const usable = (el: Element) =>
    !el.matches(":disabled") &&
    !el.closest("fieldset[disabled]") &&
    el.getAttribute("aria-disabled") !== "true";
  return [
    ...screen.queryAllByRole("button"),
    ...screen.queryAllByRole("link"),
    // Tabs are not counted: a tab only opens a view (Upload Data is shown to every role), and the
    // controls of each view are counted once it is open.
    ...screen.queryAllByRole("menuitem"),
  ]
    .filter(usable)
    .map(named)
    .filter((name) => pattern.test(name));
}

function as(role: Role, procedures: ProcedureMap) {
  return mockApi({ user: { ...demoUser, role }, procedures });
}

const topic = (id: number, name: string, impact: number, concern: number): MaterialityTopic => ({
  id,
  companyId: 1,
  topic: name,
  category: "Environmental",
  businessImpact: impact,
  stakeholderConcern: concern,
  description: "",
  materialityLevel: materialityLevel(impact, concern),
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const TOPICS = [topic(1, "Water use", 2, 3), topic(2, "Scope 1 & 2 emissions", 5, 5)];

/** A carbon API holding one processed upload (with its file) and its activities. */
function carbonWithOneUpload() {
  const carbon = fakeCarbonApi();
  const ingest = carbon.procedures["carbon.ingest"];
  void ingest?.(
    {
      sourceType: "energy_bill",
      fileName: "march.json",
      rawData: {
        activities: [
          { activity: "electricity", amount: 1000, unit: "kWh", region: "GB", date: "2025-03-31" },
        ],
      },
    },
    { request: new Request("http://localhost/") },
  );
  return { ...carbon.procedures, "companyData.latest": () => null };
}

async function openDataIngestion(role: Role) {
  as(role, carbonWithOneUpload());
  const app = renderApp("/data-ingestion");
  await screen.findByRole("heading", { level: 1, name: "Data Ingestion" });
  return app;
}

describe("viewers and auditors see no usable write control", () => {
  test("a viewer sees Add Topic disabled with the reason, and the read-only note", async () => {
    as("viewer", { "materiality.list": () => TOPICS });
    const { user } = renderApp("/materiality");
    await screen.findByRole("list", { name: "Material topics by priority" });
    const add = screen.getByRole("button", { name: "Add Topic" });
    // Disabled by its fieldset, as browsers apply it (jsdom does not, hence no :disabled check).
    expect(add.closest("fieldset")?.disabled).toBe(true);
    const wrapper = add.closest("[data-disabled-action]") as HTMLElement;
    expect(wrapper.getAttribute("tabindex")).toBe("0");
    const reason = /^Viewers cannot do this: only admins and editors can\./;
    // The reason is the wrapper's description (screen readers) and its tooltip (hover and keyboard focus).
    expect(document.getElementById(wrapper.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
      reason,
    );
    await user.tab();
    while (document.activeElement !== wrapper) await user.tab();
    expect((await screen.findByRole("tooltip")).textContent).toMatch(reason);
    await user.click(add);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("note", { name: "Read-only access" }).textContent).toMatch(
      /signed in as a Viewer, so you can read this screen but not change it/,
    );
  });

  test("an editor sees no read-only note and no disabled action", async () => {
    as("editor", { "materiality.list": () => TOPICS });
    renderApp("/materiality");
    await screen.findByRole("list", { name: "Material topics by priority" });
    expect(screen.queryByRole("note", { name: "Read-only access" })).toBeNull();
    expect(document.querySelector("[data-disabled-action]")).toBeNull();
  });

  test.each(["viewer", "auditor"] as const)(
    "materiality (%s): the matrix and list, no Add or Edit",
    async (role) => {
      as(role, { "materiality.list": () => TOPICS });
      renderApp("/materiality");
      const list = await screen.findByRole("list", { name: "Material topics by priority" });
      expect(within(list).getByRole("heading", { name: "Water use" })).toBeVisible();
      expect(controlsMatching(WRITE_CONTROL)).toEqual([]);
      // The dots still say what they are, without offering to edit.
      expect(
        screen.getByRole("img", { name: /^Water use: business impact 2, stakeholder concern 3/ }),
      ).toBeVisible();
      expect(screen.queryByText("Click a dot to edit its topic.")).toBeNull();
    },
  );

  test("materiality (editor): Add Topic and Edit are there", async () => {
    as("editor", { "materiality.list": () => TOPICS });
    renderApp("/materiality");
    await screen.findByRole("list", { name: "Material topics by priority" });
    expect(screen.getByRole("button", { name: "Add Topic" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Edit Water use" })).toBeEnabled();
    expect(screen.getByRole("button", { name: /^Edit Water use: business impact 2/ })).toBeEnabled();
  });

  test.each(["viewer", "auditor", "editor"] as const)(
    "carbon (%s): no Close year; reporting settings can be read, not saved",
    async (role) => {
      as(role, fakeCarbonAnalysisApi().procedures);
      const { user } = renderApp("/carbon");
      await screen.findByRole("region", { name: "Reporting year and period" });
      expect(controlsMatching(WRITE_CONTROL)).toEqual([]);

      await user.click(screen.getByRole("button", { name: "Reporting settings" }));
      const dialog = await screen.findByRole("dialog", { name: "Reporting settings" });
      const start = await within(dialog).findByLabelText<HTMLSelectElement>("Fiscal year starts in");
      expect(start.closest("fieldset")?.disabled).toBe(true);
      expect(within(dialog).getByText(/Only admins can change them\./)).toBeVisible();
      expect(within(dialog).queryByRole("button", { name: "Save settings" })).toBeNull();
      // The form's Close next to the dialog's own.
      expect(within(dialog).getAllByRole("button", { name: "Close" })).toHaveLength(2);
    },
  );

  test("carbon (admin): Close year and Save settings; /carbon?settings=open (the link from Settings) opens them", async () => {
    as("admin", fakeCarbonAnalysisApi().procedures);
    const { pathname, history, user } = renderApp("/carbon?settings=open");
    const dialog = await screen.findByRole("dialog", { name: "Reporting settings" });
    expect(await within(dialog).findByRole("button", { name: "Save settings" })).toBeEnabled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Closing forgets the request, so a reload does not open it again.
    await waitFor(() => expect(history.location.search).toBe(""));
    expect(pathname()).toBe("/carbon");
    expect(screen.getByRole("button", { name: /^(Close|Reopen) year$/ })).toBeEnabled();
  });

  test("data ingestion (viewer): opens on Data Sources; no usable upload, extraction, Void, Download or Export", async () => {
    const { user } = await openDataIngestion("viewer");
    // The Upload Data tab is shown (its form disabled with the reason), but it is not the first view.
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Upload Data",
      "Real Company Data",
      "Data Sources",
      "Processed Emissions",
    ]);
    expect(screen.getByRole("tab", { name: "Data Sources" }).getAttribute("aria-selected")).toBe("true");
    const list = await screen.findByRole("list", { name: "Data sources" });
    expect(within(list).getByRole("heading", { name: "march.json" })).toBeVisible();
    expect(controlsMatching(WRITE_CONTROL)).toEqual([]);
    expect(controlsMatching(EXPORT_CONTROL)).toEqual([]);

    await user.click(screen.getByRole("tab", { name: "Processed Emissions" }));
    await screen.findByRole("list", { name: "Emission activities" });
    expect(controlsMatching(EXPORT_CONTROL)).toEqual([]);

    await user.click(screen.getByRole("tab", { name: "Real Company Data" }));
    await screen.findByText(/No company data has been extracted yet/);
    expect(controlsMatching(WRITE_CONTROL)).toEqual([]);
    expect(screen.queryByLabelText("Company Website URL")).toBeNull();
  });

  test("data ingestion (auditor): Download and Export CSV, still no write control", async () => {
    const { user } = await openDataIngestion("auditor");
    const list = await screen.findByRole("list", { name: "Data sources" });
    expect(within(list).getByRole("button", { name: "Download march.json" })).toBeEnabled();
    expect(controlsMatching(WRITE_CONTROL)).toEqual([]);

    await user.click(screen.getByRole("tab", { name: "Processed Emissions" }));
    expect(await screen.findByRole("button", { name: "Export CSV" })).toBeEnabled();
    expect(controlsMatching(WRITE_CONTROL)).toEqual([]);
  });

  test("data ingestion (editor): Upload Data first, Void and Download", async () => {
    const { user } = await openDataIngestion("editor");
    expect(screen.getByRole("tab", { name: "Upload Data" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "Process Data" })).toBeEnabled();
    await user.click(screen.getByRole("tab", { name: "Data Sources" }));
    const list = await screen.findByRole("list", { name: "Data sources" });
    expect(within(list).getByRole("button", { name: "Void march.json" })).toBeEnabled();
    expect(within(list).getByRole("button", { name: "Download march.json" })).toBeEnabled();
  });

  test.each([
    ["viewer", false],
    ["auditor", true],
  ] as const)("dashboard (%s): no Reset Demo; report downloads: %s", async (role, downloads) => {
    as(role, {});
    renderApp("/dashboard");
    await screen.findByRole("heading", { level: 2, name: "Latest Reports" });
    await screen.findByText("CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf");
    expect(controlsMatching(WRITE_CONTROL)).toEqual([]);
    expect(controlsMatching(EXPORT_CONTROL).length > 0).toBe(downloads);
  });
});
