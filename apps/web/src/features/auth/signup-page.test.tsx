import { ONBOARDING_STEPS, type SessionUser } from "@esg/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";

const NEW_ADMIN: SessionUser = {
  id: 7,
  username: "dana",
  name: "Dana Reyes",
  company: { id: 3, name: "Fjord Foods AS", industry: "Consumer Goods", dateLocale: "en-GB" },
  role: "admin",
};

/** Signed out; `auth.signup` (unless overridden) signs the new admin in, as the server's cookie would. */
function signupApi(procedures: ProcedureMap = {}) {
  const api: ReturnType<typeof mockApi> = mockApi({
    user: null,
    procedures: {
      "auth.signup": () => {
        api.signIn(NEW_ADMIN);
        return NEW_ADMIN;
      },
      ...procedures,
    },
  });
  return api;
}

type User = ReturnType<typeof renderApp>["user"];

async function fillForm(user: User, password = "correct horse battery") {
  await user.type(screen.getByLabelText("Company name"), "  Fjord Foods AS ");
  await user.selectOptions(screen.getByLabelText("Industry"), "Consumer Goods");
  await user.type(screen.getByLabelText("Your name"), "Dana Reyes");
  await user.type(screen.getByLabelText("Username"), "dana");
  await user.type(screen.getByLabelText("Password"), password);
}

async function renderSignup() {
  const app = renderApp("/signup");
  await screen.findByRole("button", { name: "Create account" });
  return app;
}

describe("login screen: the sign-up link", () => {
  test("'Create an account' when the server has sign-up open, and it opens /signup", async () => {
    mockApi({ user: null });
    const { user, pathname } = renderApp("/login");
    await user.click(await screen.findByRole("link", { name: "Create an account" }));
    expect(await screen.findByText("Create an account for your company")).toBeVisible();
    expect(pathname()).toBe("/signup");
  });

  test("no link when sign-up is closed (SIGNUP=closed)", async () => {
    const api = mockApi({
      user: null,
      procedures: { "auth.config": () => ({ signup: false, demo: false }) },
    });
    renderApp("/login");
    await screen.findByText("Sign in to your account");
    await waitFor(() => expect(callsTo(api.calls, "auth.config").length).toBeGreaterThan(0));
    // The spec's login screen is otherwise unchanged.
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(screen.queryByRole("link", { name: "Create an account" })).toBeNull();
  });
});

describe("sign-up screen", () => {
  test("shows the fields in the login screen's style, with the 12-character rule stated", async () => {
    signupApi();
    await renderSignup();
    expect(screen.getByRole("heading", { level: 1, name: "Verdant ESG" })).toBeVisible();
    for (const label of ["Company name", "Industry", "Your name", "Username", "Password"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect(password.type).toBe("password");
    expect(password.autocomplete).toBe("new-password");
    const hint = document.getElementById(password.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("At least 12 characters. Common passwords are refused.");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  test("checks the fields before sending: messages on each field, focus on the first, no request", async () => {
    const api = signupApi();
    const { user } = await renderSignup();
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    const company = screen.getByLabelText("Company name");
    await waitFor(() => expect(document.activeElement).toBe(company));
    expect(company.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Company name is required")).toBeVisible();
    const industry = screen.getByLabelText("Industry");
    expect(industry.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(industry.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Choose your industry",
    );
    expect(screen.getByText("Password must be at least 12 characters")).toBeVisible();
    expect(callsTo(api.calls, "auth.signup")).toHaveLength(0);
  });

  test("the server's 400 issues land on their fields (a common password)", async () => {
    signupApi({
      "auth.signup": () => {
        throw trpcError("BAD_REQUEST", "Invalid input", [
          { path: ["password"], message: "This password is too common; choose another" },
        ]);
      },
    });
    const { user, pathname } = await renderSignup();
    await fillForm(user, "password1234");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    const message = await screen.findByText("This password is too common; choose another");
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(pathname()).toBe("/signup");

    // Typing again clears the field's message.
    await user.type(password, "x");
    expect(screen.queryByText("This password is too common; choose another")).toBeNull();
  });

  test("409: the username is taken, said on the Username field", async () => {
    signupApi({
      "auth.signup": () => {
        throw trpcError("CONFLICT", "That username is taken; choose another");
      },
    });
    const { user } = await renderSignup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await screen.findByText("That username is taken; choose another");
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Username")));
  });

  test("429: the rate limit's message above the button", async () => {
    signupApi({
      "auth.signup": () => {
        throw trpcError("TOO_MANY_REQUESTS", "Too many sign-ups from here. Try again later.");
      },
    });
    const { user } = await renderSignup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many sign-ups from here. Try again later.",
    );
  });

  test("success: sends the trimmed form, signs in and opens /dashboard as the new admin", async () => {
    // A company that just signed up has done none of its set-up steps.
    const api = signupApi({
      "companies.onboarding": () => ({
        steps: ONBOARDING_STEPS.map((key) => ({
          key,
          done: false,
        })),
        dismissed: false,
      }),
    });
    const { user, pathname } = await renderSignup();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await findToast(
      "Account created",
      "Welcome to Verdant ESG, Dana Reyes. You are the admin of Fjord Foods AS.",
    );
    // Welcomed, not "welcomed back", with the first-run checklist.
    expect(await screen.findByRole("heading", { name: "Welcome, Dana Reyes" })).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Set up your company" })).toBeVisible();
    expect(pathname()).toBe("/dashboard");
    expect(callsTo(api.calls, "auth.signup")[0]?.input).toEqual({
      companyName: "Fjord Foods AS",
      industry: "Consumer Goods",
      name: "Dana Reyes",
      username: "dana",
      password: "correct horse battery",
    });
  });

  test("closed: /signup says so and offers sign in instead of a form", async () => {
    signupApi({ "auth.config": () => ({ signup: false, demo: false }) });
    renderApp("/signup");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Sign-up is closed on this server. Ask an admin of your company to invite you.",
    );
    expect(screen.queryByRole("button", { name: "Create account" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  test("a signed-in visitor goes to the dashboard", async () => {
    mockApi();
    const { pathname } = renderApp("/signup");
    expect(await screen.findByRole("heading", { name: "Welcome back, Alex Morgan" })).toBeVisible();
    expect(pathname()).toBe("/dashboard");
  });
});
