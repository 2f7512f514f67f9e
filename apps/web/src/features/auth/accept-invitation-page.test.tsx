import type { SessionUser } from "@esg/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { invitationToken } from "./accept-invitation-page";

const TOKEN = "q8Zr1c0Xh7oVbN2mT5kLwYp3sD9fGjHa4eUiRt6yOQ";

const EDITOR: SessionUser = {
  id: 9,
  username: "sam",
  name: "Sam Okafor",
  company: { id: 1, name: "Northwind Components Ltd", industry: "Manufacturing", dateLocale: "en-GB" },
  role: "editor",
};

function invitationApi(procedures: ProcedureMap = {}, opts: { signedIn?: boolean } = {}) {
  const api: ReturnType<typeof mockApi> = mockApi({
    ...(opts.signedIn ? {} : { user: null }),
    procedures: {
      "auth.acceptInvitation": () => {
        api.signIn(EDITOR);
        return EDITOR;
      },
      ...procedures,
    },
  });
  return api;
}

type User = ReturnType<typeof renderApp>["user"];

async function fillAndSubmit(user: User) {
  await user.type(await screen.findByLabelText("Your name"), "Sam Okafor");
  await user.type(screen.getByLabelText("Username"), "sam");
  await user.type(screen.getByLabelText("Password"), "a long enough passphrase");
  await user.click(screen.getByRole("button", { name: "Accept invitation" }));
}

describe("invitation token", () => {
  test.each([
    ["#token=abc", "abc"],
    ["token=abc&x=1", "abc"],
    ["#token=", null],
    ["", null],
    ["#other=1", null],
  ])("%s → %s", (hash, token) => {
    expect(invitationToken(hash)).toBe(token);
  });
});

describe("accept an invitation", () => {
  test("reads the token from the fragment, joins, and opens /dashboard as the new member", async () => {
    const api = invitationApi();
    const { user, pathname } = renderApp(`/accept-invitation#token=${TOKEN}`);
    expect(await screen.findByText("Join your company's workspace")).toBeVisible();
    const hint = document.getElementById(
      screen.getByLabelText("Password").getAttribute("aria-describedby") ?? "",
    );
    expect(hint?.textContent).toBe("At least 12 characters. Common passwords are refused.");
    await fillAndSubmit(user);

    await findToast("Welcome", "You joined Northwind Components Ltd as editor.");
    expect(await screen.findByRole("heading", { name: "Welcome back, Sam Okafor" })).toBeVisible();
    expect(pathname()).toBe("/dashboard");
    expect(callsTo(api.calls, "auth.acceptInvitation")[0]?.input).toEqual({
      token: TOKEN,
      name: "Sam Okafor",
      username: "sam",
      password: "a long enough passphrase",
    });
  });

  test("an unknown, used, revoked or expired invitation (404): a clear message instead of the form", async () => {
    invitationApi({
      "auth.acceptInvitation": () => {
        throw trpcError("NOT_FOUND", "This invitation is unknown, used, revoked or expired");
      },
    });
    const { user, pathname } = renderApp(`/accept-invitation#token=${TOKEN}`);
    await fillAndSubmit(user);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This invitation is unknown, used, revoked or expired");
    expect(alert.textContent).toContain("Ask an admin of your company for a new one.");
    expect(screen.queryByRole("button", { name: "Accept invitation" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/login");
    expect(pathname()).toBe("/accept-invitation");
  });

  test("a taken username (409) and a refused password (400) stay on their fields", async () => {
    let attempt = 0;
    invitationApi({
      "auth.acceptInvitation": () => {
        attempt += 1;
        if (attempt === 1) throw trpcError("CONFLICT", "That username is taken; choose another");
        throw trpcError("BAD_REQUEST", "Invalid input", [
          { path: ["password"], message: "This password is too common; choose another" },
        ]);
      },
    });
    const { user } = renderApp(`/accept-invitation#token=${TOKEN}`);
    await fillAndSubmit(user);
    await screen.findByText("That username is taken; choose another");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Username")));

    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    await screen.findByText("This password is too common; choose another");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
  });

  test("a link without its token says it is incomplete and sends nothing", async () => {
    const api = invitationApi();
    renderApp("/accept-invitation");
    expect((await screen.findByRole("alert")).textContent).toContain("This invitation link is incomplete");
    expect(screen.queryByLabelText("Username")).toBeNull();
    expect(callsTo(api.calls, "auth.acceptInvitation")).toHaveLength(0);
  });

  test("a signed-in visitor is told that accepting switches accounts", async () => {
    invitationApi({}, { signedIn: true });
    renderApp(`/accept-invitation#token=${TOKEN}`);
    expect(
      await screen.findByText(
        "You are signed in as Alex Morgan. Accepting signs you in with the new account instead.",
      ),
    ).toBeVisible();
  });
});
