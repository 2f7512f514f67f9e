import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo } from "../../test/trpc-msw";
import { fakeAuditApi, fakeMembersApi, LAST_ADMIN, MEMBERS } from "./test-fixtures";

async function openMembers(members = MEMBERS) {
  const fake = fakeMembersApi(members);
  const api = mockApi({ procedures: { ...fake.procedures, ...fakeAuditApi([]).procedures } });
  const app = renderApp("/settings");
  const list = await screen.findByRole("list", { name: "Members" });
  return { ...app, api, fake, list };
}

const roleOf = (name: string) => screen.getByLabelText<HTMLSelectElement>(`Role of ${name}`);

describe("settings: members", () => {
  test("an admin sees every member with a role select and Remove, and the tabs", async () => {
    const { list } = await openMembers();
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
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
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((r) => r.querySelector("p")?.textContent)).toEqual([
      "Alex MorganYou",
      "Sam Okafor",
      "Rita Auditor",
    ]);
    expect(roleOf("Alex Morgan").value).toBe("admin");
    expect(roleOf("Sam Okafor").value).toBe("editor");
    expect(roleOf("Rita Auditor").value).toBe("auditor");
    expect(within(list).getAllByRole("button", { name: /^Remove / })).toHaveLength(3);
  });

  test("Invite: choose a role, get the full link with its expiry, and copy it", async () => {
    const { user, api } = await openMembers();
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a member" });
    expect(within(dialog).getByRole<HTMLInputElement>("radio", { name: /^Editor/ }).checked).toBe(true);
    await user.click(within(dialog).getByRole("radio", { name: /^Viewer/ }));
    await user.click(within(dialog).getByRole("button", { name: "Create invitation link" }));

    const link = await within(dialog).findByLabelText<HTMLInputElement>("Invitation link");
    const expected = `${window.location.origin}/accept-invitation#token=tok-viewer-0123456789abcdefghij`;
    expect(link.value).toBe(expected);
    expect(link.readOnly).toBe(true);
    expect(callsTo(api.calls, "members.invite")[0]?.input).toEqual({ role: "viewer", email: null });
    expect(
      within(dialog).getByText("Invitation created for a viewer. This link is shown only once."),
    ).toBeVisible();
    const hint = document.getElementById(link.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toMatch(/^Expires 8 Mar 2026, \d{2}:\d{2}\. It works once\.$/);

    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("status")
          .map((s) => s.textContent),
      ).toContain("Link copied. Send it to the person you are inviting."),
    );
    expect(await navigator.clipboard.readText()).toBe(expected);
    expect(within(dialog).getByRole("button", { name: "Copied" })).toBeEnabled();

    // "Invite another" starts over; closing and reopening never shows the old link again.
    await user.click(within(dialog).getByRole("button", { name: "Invite another" }));
    expect(within(dialog).getByRole("button", { name: "Create invitation link" })).toBeEnabled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("changing a role sends it, confirms, and shows the new role", async () => {
    const { user, api } = await openMembers();
    await user.selectOptions(roleOf("Sam Okafor"), "viewer");
    await findToast("Role changed", "Sam Okafor is now Viewer.");
    expect(callsTo(api.calls, "members.updateRole")[0]?.input).toEqual({ userId: 2, role: "viewer" });
    await waitFor(() => expect(roleOf("Sam Okafor").value).toBe("viewer"));
  });

  test("demoting the last admin: the server's 409 message, and the role stays", async () => {
    const { user } = await openMembers();
    await user.selectOptions(roleOf("Alex Morgan"), "editor");
    const toast = await findToast("Role not changed", LAST_ADMIN);
    expect(toast.dataset.variant).toBe("destructive");
    await waitFor(() => expect(roleOf("Alex Morgan").value).toBe("admin"));
  });

  test("Remove asks first; Cancel sends nothing; Remove takes the member off the list", async () => {
    const { user, api, list } = await openMembers();
    const button = within(list).getByRole("button", { name: "Remove Sam Okafor" });
    await user.click(button);
    let dialog = await screen.findByRole("dialog", { name: "Remove Sam Okafor?" });
    expect(
      within(dialog).getByText(
        "Sam Okafor (sam) will lose access to Northwind Components Ltd at once. Their past changes stay in the audit log.",
      ),
    ).toBeVisible();
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(callsTo(api.calls, "members.remove")).toHaveLength(0);

    await user.click(button);
    dialog = await screen.findByRole("dialog", { name: "Remove Sam Okafor?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await findToast("Member removed", "Sam Okafor no longer has access to Northwind Components Ltd.");
    expect(callsTo(api.calls, "members.remove")[0]?.input).toEqual({ userId: 2 });
    await waitFor(() => expect(within(list).queryByText("Sam Okafor")).toBeNull());
  });

  test("removing the last admin: the 409 message stays in the dialog", async () => {
    const { user, list } = await openMembers();
    await user.click(within(list).getByRole("button", { name: "Remove Alex Morgan" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Alex Morgan?" });
    expect(
      within(dialog).getByText(
        "You will lose access to Northwind Components Ltd at once. Your past changes stay in the audit log.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(LAST_ADMIN);
    expect(within(list).getByText("Alex Morgan")).toBeVisible();
  });

  test("an auditor gets the audit log and reporting, no members (and no members request)", async () => {
    const api = mockApi({
      user: { ...demoUser, role: "auditor" },
      procedures: { ...fakeMembersApi().procedures, ...fakeAuditApi([]).procedures },
    });
    renderApp("/settings?tab=members");
    await screen.findByRole("heading", { level: 2, name: "Audit log" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Audit log",
      "Sites",
      "API tokens",
      "Reporting",
      "Company",
      "Account",
    ]);
    expect(screen.queryByRole("list", { name: "Members" })).toBeNull();
    expect(callsTo(api.calls, "members.list")).toHaveLength(0);
  });

  test("an editor gets sites and the link to the reporting settings", async () => {
    mockApi({ user: { ...demoUser, role: "editor" } });
    renderApp("/settings?tab=reporting");
    const link = await screen.findByRole("link", { name: "Open reporting settings" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Sites",
      "API tokens",
      "Reporting",
      "Company",
      "Account",
    ]);
    expect(screen.getByText("Only admins change them; you can read them in Carbon Analysis.")).toBeVisible();
    expect(link.getAttribute("href")).toBe("/carbon?settings=open");
  });
});

describe("settings: pending invitations", () => {
  const PENDING = [
    {
      id: 7,
      role: "viewer" as const,
      email: "kim@example.com",
      invitedBy: "Alex Morgan",
      createdAt: "2026-03-01T10:00:00.000Z",
      expiresAt: "2026-03-08T10:00:00.000Z",
    },
    {
      id: 6,
      role: "editor" as const,
      email: null,
      invitedBy: "Sam Okafor",
      createdAt: "2026-02-28T10:00:00.000Z",
      expiresAt: "2026-03-07T10:00:00.000Z",
    },
  ];

  async function openWithInvitations() {
    const fake = fakeMembersApi(MEMBERS, PENDING);
    const api = mockApi({ procedures: { ...fake.procedures, ...fakeAuditApi([]).procedures } });
    const app = renderApp("/settings");
    const list = await screen.findByRole("list", { name: "Pending invitations" });
    return { ...app, api, fake, list };
  }

  test("lists who was invited, with which role, by whom and until when; Revoke removes one", async () => {
    const { user, api, list } = await openWithInvitations();
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((r) => r.querySelector("p")?.textContent)).toEqual([
      "kim@example.com · Viewer",
      "Link only · Editor",
    ]);
    expect(rows[1]?.textContent).toContain("Invited by Sam Okafor on 28 Feb 2026");

    await user.click(
      within(list).getByRole("button", { name: "Revoke the invitation for kim@example.com (Viewer)" }),
    );
    await findToast("Invitation revoked", "Its link no longer works.");
    expect(callsTo(api.calls, "members.revokeInvitation")[0]?.input).toEqual({ invitationId: 7 });
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Pending invitations" }))
          .getAllByRole("listitem")
          .map((r) => r.querySelector("p")?.textContent),
      ).toEqual(["Link only · Editor"]),
    );
  });

  test("with none pending it says so", async () => {
    mockApi({ procedures: { ...fakeMembersApi(MEMBERS, []).procedures, ...fakeAuditApi([]).procedures } });
    renderApp("/settings");
    expect(await screen.findByText("No pending invitations.")).toBeVisible();
  });

  test("the invite form takes an optional e-mail; the new invitation says it was sent and joins the list", async () => {
    const { user, api } = await openWithInvitations();
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a member" });
    await user.type(within(dialog).getByLabelText(/E-mail/), "lee@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Create invitation link" }));
    expect(
      await within(dialog).findByText(
        "Invitation created for an editor. This link is shown only once. It was e-mailed to lee@example.com.",
      ),
    ).toBeVisible();
    expect(callsTo(api.calls, "members.invite")[0]?.input).toEqual({
      role: "editor",
      email: "lee@example.com",
    });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Pending invitations" }))
          .getAllByRole("listitem")
          .map((r) => r.querySelector("p")?.textContent),
      ).toContain("lee@example.com · Editor"),
    );
  });

  test("an address that is not one is refused at the field", async () => {
    const { user, api } = await openWithInvitations();
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a member" });
    await user.type(within(dialog).getByLabelText(/E-mail/), "not-an-address");
    await user.click(within(dialog).getByRole("button", { name: "Create invitation link" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address")).toBeVisible();
    expect(callsTo(api.calls, "members.invite")).toHaveLength(0);
  });
});
