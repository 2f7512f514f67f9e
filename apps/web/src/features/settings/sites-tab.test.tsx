import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";
import {
  fakeAuditApi,
  fakeMembersApi,
  fakeSitesApi,
  SITE_IN_USE,
  SITES,
  siteNameTaken,
} from "./test-fixtures";

async function openSites(role: "admin" | "editor" | "viewer" | "auditor" = "admin", sites = SITES) {
  const fake = fakeSitesApi(sites);
  const api = mockApi({
    user: { ...demoUser, role },
    procedures: { ...fake.procedures, ...fakeMembersApi().procedures, ...fakeAuditApi([]).procedures },
  });
  const app = renderApp("/settings?tab=sites");
  const table = await screen.findByRole("table", { name: "Sites" });
  return { ...app, api, fake, table };
}

/** Each body row's cells as text (the name is the row header). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll("th, td")).map((c) => c.textContent));

describe("settings: sites", () => {
  test("every site with country, subregion, legal entity and ownership share; the equity-share note", async () => {
    const { table } = await openSites();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Members",
      "Audit log",
      "Sites",
      "API tokens",
      "Webhooks",
      "Reporting",
      "Company",
      "Account",
    ]);
    expect(rowsOf(table)).toEqual([
      ["Leeds plant", "GB", "—none", "Northwind UK Ltd", "100%", "Operational, Financial", "EditRemove"],
      ["Fresno depot", "US", "US-CAMX", "—none", "60%", "Financial", "EditRemove"],
    ]);
    const note = screen.getByRole("note", { name: "Consolidation approach" });
    expect(note.textContent).toContain(
      "With equity share, each site's emissions count at its ownership share",
    );
    const link = within(note).getByRole("link", { name: "Reporting settings" });
    expect(link.getAttribute("href")).toBe("/carbon?settings=open");
  });

  test("Add site: the server's refusal of a field lands on that field; fixed, the site is added", async () => {
    const { user, api, table } = await openSites();
    await user.click(screen.getByRole("button", { name: "Add site" }));
    const dialog = await screen.findByRole("dialog", { name: "Add site" });
    const name = within(dialog).getByLabelText("Name");
    await user.type(name, " leeds plant ");
    await user.type(within(dialog).getByLabelText("Country"), "fr");
    await user.type(within(dialog).getByLabelText("Legal entity"), "Northwind SAS");
    const share = within(dialog).getByLabelText<HTMLInputElement>("Ownership share (%)");
    expect(share.value).toBe("100");
    await user.clear(share);
    await user.type(share, "45.5");
    // A joint venture the company does not run: it counts under financial control only.
    const operational = within(dialog).getByRole("checkbox", { name: /Operational control/ });
    expect(operational).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: /Financial control/ })).toBeChecked();
    await user.click(operational);
    await user.click(within(dialog).getByRole("button", { name: "Add site" }));

    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByRole("alert").textContent).toBe(siteNameTaken("leeds plant"));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(callsTo(api.calls, "sites.create")[0]?.input).toEqual({
      name: "leeds plant",
      country: "FR",
      gridSubregion: null,
      legalEntity: "Northwind SAS",
      ownershipShare: 45.5,
      operationalControl: false,
      financialControl: true,
      underEts: false,
    });

    await user.clear(name);
    expect(name.getAttribute("aria-invalid")).toBeNull();
    await user.type(name, "Lyon office");
    await user.click(within(dialog).getByRole("button", { name: "Add site" }));
    await findToast("Site added", "Lyon office");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(within(table).getByRole("rowheader", { name: "Lyon office" })).toBeVisible());
    expect(rowsOf(table)[2]).toEqual([
      "Lyon office",
      "FR",
      "—none",
      "Northwind SAS",
      "45.5%",
      "Financial",
      "EditRemove",
    ]);
  });

  test("Add site: a 400's issue lands on its field; a refusal without issues stays above the buttons", async () => {
    const issue = "Grid subregion US-CAMX is not in GB";
    let answer: "bad-request" | "conflict" = "bad-request";
    mockApi({
      procedures: {
        ...fakeSitesApi().procedures,
        "sites.create": () => {
          throw answer === "bad-request"
            ? trpcError("BAD_REQUEST", "Invalid input", [{ path: ["gridSubregion"], message: issue }])
            : trpcError("CONFLICT", "Sites are being changed by someone else: try again");
        },
      },
    });
    const { user } = renderApp("/settings?tab=sites");
    await user.click(await screen.findByRole("button", { name: "Add site" }));
    const dialog = await screen.findByRole("dialog", { name: "Add site" });
    await user.type(within(dialog).getByLabelText("Name"), "Leeds annex");
    await user.type(within(dialog).getByLabelText("Country"), "GB");
    await user.type(within(dialog).getByLabelText("Grid subregion"), "GB-SCT");
    await user.click(within(dialog).getByRole("button", { name: "Add site" }));
    const subregion = within(dialog).getByLabelText("Grid subregion");
    await waitFor(() => expect(subregion.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByRole("alert").textContent).toBe(issue);

    answer = "conflict";
    await user.click(within(dialog).getByRole("button", { name: "Add site" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe(
        "Sites are being changed by someone else: try again",
      ),
    );
    expect(subregion.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Add site" })).toBeVisible();
  });

  test("Add site checks with the API's schema before sending: name, country, share", async () => {
    const { user, api } = await openSites();
    await user.click(screen.getByRole("button", { name: "Add site" }));
    const dialog = await screen.findByRole("dialog", { name: "Add site" });
    await user.type(within(dialog).getByLabelText("Country"), "France");
    const share = within(dialog).getByLabelText("Ownership share (%)");
    await user.clear(share);
    await user.type(share, "120");
    await user.click(within(dialog).getByRole("button", { name: "Add site" }));
    expect(
      within(dialog)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual([
      "Name is required",
      "Country must be an ISO 3166-1 alpha-2 code such as GB, DE or US",
      "Ownership share must be at most 100",
    ]);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText("Name")));
    expect(callsTo(api.calls, "sites.create")).toHaveLength(0);
  });

  test("Edit starts from the site's values and sends the whole site with its id", async () => {
    const { user, api, table } = await openSites();
    await user.click(within(table).getByRole("button", { name: "Edit Fresno depot" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Fresno depot" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Grid subregion").value).toBe("US-CAMX");
    const share = within(dialog).getByLabelText("Ownership share (%)");
    await user.clear(share);
    await user.type(share, "75");
    const operational = within(dialog).getByRole("checkbox", { name: /Operational control/ });
    expect(operational).not.toBeChecked();
    await user.click(operational);
    await user.click(within(dialog).getByRole("button", { name: "Save site" }));
    await findToast("Site updated", "Fresno depot");
    expect(callsTo(api.calls, "sites.update")[0]?.input).toEqual({
      id: 2,
      name: "Fresno depot",
      country: "US",
      gridSubregion: "US-CAMX",
      legalEntity: null,
      ownershipShare: 75,
      operationalControl: true,
      financialControl: true,
      underEts: false,
    });
    await waitFor(() => expect(rowsOf(table)[1]?.[4]).toBe("75%"));
  });

  test("Remove asks first; the server's 409 stays in the dialog; a free site goes", async () => {
    const { user, api, table } = await openSites();
    const button = within(table).getByRole("button", { name: "Remove Leeds plant" });
    await user.click(button);
    let dialog = await screen.findByRole("dialog", { name: "Remove Leeds plant?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(SITE_IN_USE);
    expect(callsTo(api.calls, "sites.remove")[0]?.input).toEqual({ id: 1 });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(within(table).getByRole("rowheader", { name: "Leeds plant" })).toBeVisible();

    await user.click(within(table).getByRole("button", { name: "Remove Fresno depot" }));
    dialog = await screen.findByRole("dialog", { name: "Remove Fresno depot?" });
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await findToast("Site removed", "Fresno depot");
    await waitFor(() => expect(within(table).queryByRole("rowheader", { name: "Fresno depot" })).toBeNull());
  });

  test.each(["viewer", "editor", "auditor"] as const)(
    "%s: reads the sites; Add site, Edit and Remove are disabled with the reason",
    async (role) => {
      const { table, api, user } = await openSites(role);
      expect(rowsOf(table)[1]?.slice(0, 5)).toEqual(["Fresno depot", "US", "US-CAMX", "—none", "60%"]);
      // Shown disabled, with why, rather than hidden.
      const add = screen.getByRole("button", { name: "Add site" });
      expect(add.closest("fieldset")?.disabled).toBe(true);
      expect(add.closest("[data-disabled-action]")?.textContent).toMatch(/only admins can/);
      // Each row's Edit and Remove too; a click opens no dialog.
      for (const name of ["Edit Fresno depot", "Remove Fresno depot"]) {
        const button = within(table).getByRole("button", { name });
        expect(button.closest("fieldset")?.disabled).toBe(true);
        expect(button.closest("[data-disabled-action]")?.textContent).toMatch(/only admins can/);
        await user.click(button);
        expect(screen.queryByRole("dialog")).toBeNull();
      }
      expect(screen.getAllByRole("tab").map((t) => t.textContent)).toContain("Sites");
      expect(callsTo(api.calls, "sites.list")).toHaveLength(1);
    },
  );

  test("no sites yet: says so", async () => {
    mockApi({ procedures: fakeSitesApi([]).procedures });
    renderApp("/settings?tab=sites");
    expect(
      await screen.findByText(
        "No sites yet. Activities without a site count towards the company as a whole.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Add site" })).toBeEnabled();
  });
});
