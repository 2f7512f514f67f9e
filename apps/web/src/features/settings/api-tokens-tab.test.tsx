import type { Role } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";
import { fakeApiTokensApi, NEW_TOKEN, TOKENS } from "./api-token-fixtures";
import { fakeAuditApi, fakeMembersApi } from "./test-fixtures";

function mockTokens(role: Role = "admin", tokens = TOKENS) {
  const fake = fakeApiTokensApi(tokens);
  const api = mockApi({
    user: { ...demoUser, role },
    procedures: { ...fake.procedures, ...fakeMembersApi().procedures, ...fakeAuditApi([]).procedures },
  });
  return { api, fake };
}

async function openTokens(role: Role = "admin", tokens = TOKENS) {
  const { api, fake } = mockTokens(role, tokens);
  const app = renderApp("/settings?tab=api-tokens");
  const table = await screen.findByRole("table", { name: "API tokens" });
  return { ...app, api, fake, table };
}

/** Each body row's cells as text (the name is the row header). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll("th, td")).map((c) => c.textContent));

describe("settings: API tokens", () => {
  test("an admin sees every token with its owner, scope, dates, last use and status", async () => {
    const { table } = await openTokens();
    expect(screen.getByRole("tab", { name: "API tokens", selected: true })).toBeVisible();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "Name",
      "Owner",
      "Scope",
      "Created",
      "Expires",
      "Last used",
      "Status",
      "Actions",
    ]);
    const rows = rowsOf(table);
    expect(rows[0]?.slice(0, 4)).toEqual(["Power BI refresh", "You", "Read only", "1 Mar 2026"]);
    expect(rows[0]?.[4]).toBe("30 May 2026");
    expect(rows[0]?.[5]).toMatch(/^4 Mar 2026, \d{2}:\d{2}$/);
    expect(rows[0]?.slice(6)).toEqual(["Active", "Revoke"]);
    expect(rows[1]).toEqual([
      "ERP sync",
      "Sam Okafor",
      "Read and write",
      "1 Feb 2026",
      "3 Mar 2026",
      "Never",
      "Expired",
      "Revoke",
    ]);
  });

  test("a member sees their own tokens, without an owner column", async () => {
    const { table } = await openTokens("viewer", [TOKENS[0] as (typeof TOKENS)[number]]);
    expect(within(table).queryByRole("columnheader", { name: "Owner" })).toBeNull();
    expect(rowsOf(table)[0]?.[0]).toBe("Power BI refresh");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Sites",
      "API tokens",
      "Reporting",
      "Company",
      "Account",
    ]);
  });

  test("empty and error states", async () => {
    mockTokens("editor", []);
    const { unmount } = renderApp("/settings?tab=api-tokens");
    expect(await screen.findByText(/^No API tokens yet\./)).toBeVisible();
    unmount();

    mockApi({
      procedures: {
        "apiTokens.list": () => {
          throw trpcError("INTERNAL_SERVER_ERROR", "Internal server error");
        },
      },
    });
    renderApp("/settings?tab=api-tokens");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to load API tokens. Please reload the page to try again.",
    );
  });

  test("Create token: labelled controls, checked before sending, then the token once with copy and curl", async () => {
    const { user, api, table } = await openTokens();
    await user.click(screen.getByRole("button", { name: "Create token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create API token" });
    const name = within(dialog).getByLabelText("Name");
    expect(within(dialog).getByRole<HTMLInputElement>("radio", { name: /^Read only/ }).checked).toBe(true);
    const expires = within(dialog).getByLabelText<HTMLSelectElement>("Expires in");
    expect(expires.value).toBe("90");
    expect(Array.from(expires.options).map((o) => o.textContent)).toEqual(["30 days", "90 days", "365 days"]);

    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Name is required");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(callsTo(api.calls, "apiTokens.create")).toHaveLength(0);

    await user.type(name, "Nightly export");
    await user.click(within(dialog).getByRole("radio", { name: /^Read and write/ }));
    await user.selectOptions(expires, "30");
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));

    const token = await within(dialog).findByLabelText<HTMLInputElement>("Your new API token");
    expect(token.value).toBe(NEW_TOKEN);
    expect(token.readOnly).toBe(true);
    expect(callsTo(api.calls, "apiTokens.create")[0]?.input).toEqual({
      name: "Nightly export",
      scope: "write",
      expiresInDays: 30,
      // The schema's default: a personal token without the tokens scope.
      tokensScope: false,
    });
    expect(within(dialog).getByText("Copy this token now — it will not be shown again")).toBeVisible();
    expect(
      within(dialog).getByRole("figure", { name: "Example request" }).querySelector("code")?.textContent,
    ).toBe(`curl -H "Authorization: Bearer ${NEW_TOKEN}" ${window.location.origin}/api/carbon/analysis`);

    await user.click(within(dialog).getByRole("button", { name: "Copy token" }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("status")
          .map((s) => s.textContent),
      ).toContain("Token copied. Store it somewhere safe, such as a password manager or your CI secrets."),
    );
    expect(await navigator.clipboard.readText()).toBe(NEW_TOKEN);

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(within(table).getByRole("rowheader", { name: "Nightly export" })).toBeVisible(),
    );
    // Reopened, the dialog starts over: the token is never shown again.
    await user.click(screen.getByRole("button", { name: "Create token" }));
    const again = await screen.findByRole("dialog", { name: "Create API token" });
    expect(within(again).queryByLabelText("Your new API token")).toBeNull();
    expect(within(again).getByLabelText<HTMLInputElement>("Name").value).toBe("");
  });

  test("an admin creates a service token with a role; the list shows it as a service token", async () => {
    const { user, api, table } = await openTokens();
    await user.click(screen.getByRole("button", { name: "Create token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create API token" });
    expect(within(dialog).queryByLabelText("Role")).toBeNull();
    await user.type(within(dialog).getByLabelText("Name"), "ERP import");
    await user.click(within(dialog).getByRole("radio", { name: /^Service token/ }));
    await user.selectOptions(within(dialog).getByLabelText("Role"), "editor");
    await user.click(within(dialog).getByRole("radio", { name: /^Read and write/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /May rotate itself/ }));
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    await within(dialog).findByLabelText("Your new API token");
    expect(callsTo(api.calls, "apiTokens.create")[0]?.input).toEqual({
      name: "ERP import",
      scope: "write",
      expiresInDays: 90,
      tokensScope: true,
      serviceRole: "editor",
    });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(rowsOf(table)[0]?.slice(0, 3)).toEqual([
        "ERP import",
        "Service token (Editor)",
        "Read and write",
      ]),
    );
  });

  test("a member is not offered service tokens", async () => {
    const { user } = await openTokens("editor", [TOKENS[0] as (typeof TOKENS)[number]]);
    await user.click(screen.getByRole("button", { name: "Create token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create API token" });
    expect(within(dialog).queryByRole("radio", { name: /^Service token/ })).toBeNull();
  });

  test("Create token works from the keyboard alone", async () => {
    const { api } = mockTokens("editor", []);
    const { user } = renderApp("/settings?tab=api-tokens");
    await screen.findByText(/^No API tokens yet\./);
    const open = screen.getByRole("button", { name: "Create token" });
    open.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Create API token" });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText("Name")));
    await user.keyboard("CI pipeline{Enter}");
    await within(dialog).findByLabelText("Your new API token");
    expect(callsTo(api.calls, "apiTokens.create")[0]?.input).toEqual({
      name: "CI pipeline",
      scope: "read",
      expiresInDays: 90,
      tokensScope: false,
    });
  });

  test("a server refusal of a field lands on that field", async () => {
    const issue = "Name must be at most 100 characters";
    mockApi({
      procedures: {
        ...fakeApiTokensApi([]).procedures,
        "apiTokens.create": () => {
          throw trpcError("BAD_REQUEST", "Invalid input", [{ path: ["name"], message: issue }]);
        },
      },
    });
    const { user } = renderApp("/settings?tab=api-tokens");
    await user.click(await screen.findByRole("button", { name: "Create token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create API token" });
    const name = within(dialog).getByLabelText("Name");
    await user.type(name, "Long name");
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByRole("alert").textContent).toBe(issue);
  });

  test("Revoke asks first, then marks the token revoked and returns focus", async () => {
    const { user, api, table } = await openTokens();
    const button = within(table).getByRole("button", { name: "Revoke Power BI refresh" });
    await user.click(button);
    let dialog = await screen.findByRole("dialog", { name: "Revoke Power BI refresh?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(callsTo(api.calls, "apiTokens.revoke")).toHaveLength(0);

    await user.click(button);
    dialog = await screen.findByRole("dialog", { name: "Revoke Power BI refresh?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await findToast("API token revoked", "Power BI refresh");
    expect(callsTo(api.calls, "apiTokens.revoke")[0]?.input).toEqual({ id: 2 });
    await waitFor(() => expect(rowsOf(table)[0]?.slice(6)).toEqual(["Revoked", ""]));
  });

  test("a refused revocation stays in the dialog", async () => {
    mockApi({
      procedures: {
        ...fakeApiTokensApi().procedures,
        "apiTokens.revoke": () => {
          throw trpcError("NOT_FOUND", "API token not found");
        },
      },
    });
    const { user } = renderApp("/settings?tab=api-tokens");
    const table = await screen.findByRole("table", { name: "API tokens" });
    await user.click(within(table).getByRole("button", { name: "Revoke ERP sync" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke ERP sync?" });
    expect(dialog.textContent).toContain(
      "Scripts using this token of Sam Okafor will be refused from now on.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("API token not found");
  });
});
