import { screen, waitFor } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";

async function renderLogin() {
  const app = renderApp("/login");
  await screen.findByText("Sign in to your account");
  return app;
}

describe("login screen", () => {
  test("shows the product title, the required fields and the buttons", async () => {
    mockApi({ user: null });
    await renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Verdant ESG" })).toBeVisible();
    const username = screen.getByLabelText("Username") as HTMLInputElement;
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect(username.required && password.required).toBe(true);
    expect(password.type).toBe("password");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Back to Home" })).toBeEnabled();
  });

  test("offers the demo account only when the server runs the demo (DEMO=on)", async () => {
    const api = mockApi({ user: null, procedures: { "auth.config": () => ({ signup: true, demo: true }) } });
    await renderLogin();
    expect(await screen.findByText(/Demo account: username/)).toBeVisible();
    expect(callsTo(api.calls, "auth.config").length).toBeGreaterThan(0);
  });

  test("says nothing of a demo account on a server without the demo", async () => {
    const api = mockApi({ user: null, procedures: { "auth.config": () => ({ signup: true, demo: false }) } });
    await renderLogin();
    await waitFor(() => expect(callsTo(api.calls, "auth.config").length).toBeGreaterThan(0));
    // The sign-up link proves the config has been read and rendered.
    expect(await screen.findByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
    expect(screen.queryByText(/Demo account/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/password\s*demo/i);
  });

  test.each([
    ["both empty", "", ""],
    ["no password", "demo", ""],
    ["blank username", "   ", "demo"],
  ])("%s: error toast and no request", async (_, username, password) => {
    const api = mockApi({ user: null });
    const { user } = await renderLogin();
    if (username) await user.type(screen.getByLabelText("Username"), username);
    if (password) await user.type(screen.getByLabelText("Password"), password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    const toast = await findToast("Error", "Please enter both username and password");
    expect(toast.dataset.variant).toBe("destructive");
    expect(callsTo(api.calls, "auth.login")).toHaveLength(0);
  });

  test("wrong credentials show the server's message", async () => {
    const api = mockApi({
      user: null,
      procedures: {
        "auth.login": () => {
          throw trpcError(
            "TOO_MANY_REQUESTS",
            "Too many failed sign-in attempts. Try again in 15 minute(s).",
          );
        },
      },
    });
    const { user, pathname } = await renderLogin();
    await user.type(screen.getByLabelText("Username"), "demo");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    const toast = await findToast("Error", "Too many failed sign-in attempts. Try again in 15 minute(s).");
    expect(toast.dataset.variant).toBe("destructive");
    expect(callsTo(api.calls, "auth.login")[0]?.input).toEqual({ username: "demo", password: "wrong" });
    expect(pathname()).toBe("/login");
  });

  test("falls back to 'Invalid credentials' when the server sends no message", async () => {
    mockApi({
      user: null,
      procedures: {
        "auth.login": () => {
          throw trpcError("UNAUTHORIZED", "");
        },
      },
    });
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText("Username"), "demo");
    await user.type(screen.getByLabelText("Password"), "nope");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await findToast("Error", "Invalid credentials");
  });

  test("the button reads 'Signing in...' and is disabled while pending", async () => {
    mockApi({
      user: null,
      procedures: {
        "auth.login": async () => {
          await delay(300);
          throw trpcError("UNAUTHORIZED", "Invalid credentials");
        },
      },
    });
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText("Username"), "demo");
    await user.type(screen.getByLabelText("Password"), "x");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const pending = await screen.findByRole("button", { name: "Signing in..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await findToast("Error", "Invalid credentials");
    expect((screen.getByRole("button", { name: "Sign In" }) as HTMLButtonElement).disabled).toBe(false);
  });

  test("success: toast, current user refreshed, then /dashboard", async () => {
    const api = mockApi({ user: null });
    const { user, pathname } = await renderLogin();
    await user.type(screen.getByLabelText("Username"), "demo");
    await user.type(screen.getByLabelText("Password"), "demo");
    await user.keyboard("{Enter}");

    const toast = await findToast("Success", "Logged in successfully");
    expect(toast.dataset.variant).toBe("default");
    expect(await screen.findByRole("heading", { name: "Welcome back, Alex Morgan" })).toBeVisible();
    expect(pathname()).toBe("/dashboard");
    // The current user was read again after the login (once before it: the route guard).
    await waitFor(() => expect(callsTo(api.calls, "auth.user").length).toBeGreaterThanOrEqual(2));
  });

  test("Back to Home goes to /", async () => {
    mockApi({ user: null });
    const { user, pathname } = await renderLogin();
    await user.click(screen.getByRole("button", { name: "Back to Home" }));
    expect(await screen.findByText("Uncover ESG insights in minutes.")).toBeVisible();
    expect(pathname()).toBe("/");
  });
});
