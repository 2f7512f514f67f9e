import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";

const CURRENT = "the current passphrase";
const NEXT = "a brand new passphrase";

/** The server's side of a password change: the current password checked, the counts of what ended. */
const passwordApi: ProcedureMap = {
  "auth.changePassword": (input) => {
    if (input.currentPassword !== CURRENT) {
      throw trpcError("BAD_REQUEST", "The current password is not right", [
        { path: ["currentPassword"], message: "The current password is not right" },
      ]);
    }
    return { success: true, sessionsEnded: 2, tokensRevoked: input.revokeTokens === false ? 0 : 1 };
  },
};

async function openAccount(role: "admin" | "viewer" = "viewer") {
  const api = mockApi({ user: { ...demoUser, role }, procedures: passwordApi });
  const app = renderApp("/settings?tab=account");
  const form = (await screen.findByRole("heading", { name: "Change your password" })).closest("div")
    ?.parentElement as HTMLElement;
  return { ...app, api, form };
}

describe("settings: account", () => {
  test("every member changes their password; the other sessions end and the tokens are revoked", async () => {
    const { user, api } = await openAccount("viewer");
    await user.type(screen.getByLabelText(/^Current password/), CURRENT);
    await user.type(screen.getByLabelText(/^New password/), NEXT);
    expect(
      screen.getByRole<HTMLInputElement>("checkbox", { name: "Also revoke my API tokens" }).checked,
    ).toBe(true);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await findToast("Password changed", "2 other sessions signed out, 1 API token revoked.");
    expect(callsTo(api.calls, "auth.changePassword")[0]?.input).toEqual({
      currentPassword: CURRENT,
      newPassword: NEXT,
      revokeTokens: true,
    });
    // The form is emptied: the passwords are not left on screen.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^New password/).value).toBe(""));
  });

  test("unticking keeps the API tokens", async () => {
    const { user, api } = await openAccount();
    await user.type(screen.getByLabelText(/^Current password/), CURRENT);
    await user.type(screen.getByLabelText(/^New password/), NEXT);
    await user.click(screen.getByRole("checkbox", { name: "Also revoke my API tokens" }));
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await findToast("Password changed", "2 other sessions signed out, 0 API tokens revoked.");
    expect(callsTo(api.calls, "auth.changePassword")[0]?.input).toMatchObject({ revokeTokens: false });
  });

  test("a wrong current password is shown at its field; a short new one is refused before sending", async () => {
    const { user, api, form } = await openAccount();
    await user.type(screen.getByLabelText(/^Current password/), CURRENT);
    await user.type(screen.getByLabelText(/^New password/), "short");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Password must be at least 12 characters")).toBeVisible();
    expect(callsTo(api.calls, "auth.changePassword")).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), "not it at all");
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), NEXT);
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The current password is not right")).toBeVisible();
    const current = screen.getByLabelText(/^Current password/);
    expect(current.getAttribute("aria-invalid")).toBe("true");
  });
});
