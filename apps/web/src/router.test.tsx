import { screen, waitFor } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "./test/api";
import { demoUser } from "./test/fixtures";
import { server } from "./test/msw-server";
import { renderApp } from "./test/render-app";

const MODULE_TITLES: [string, string][] = [
  ["/assessment", "Full ESG Assessment"],
  ["/carbon", "Carbon Analysis"],
  ["/data-ingestion", "Data Ingestion"],
  ["/materiality", "Materiality Assessment Matrix"],
  ["/stakeholder-engagement", "Stakeholder Engagement Portal"],
  ["/goal-tracking", "Goal Setting & Target Tracking"],
  ["/regulatory-compliance", "Regulatory Compliance Dashboard"],
  ["/risk-heatmaps", "ESG Risk Heat Maps"],
  ["/esg-ratings", "Third-Party ESG Ratings"],
  ["/peer-benchmarking", "Peer Benchmarking Analysis"],
  ["/suppliers", "Suppliers"],
  ["/esg-training", "ESG Training & Certification"],
  ["/board-reporting", "Board Reporting Templates"],
  ["/impact-measurement", "Impact Measurement Tools"],
];

describe("routes when signed out", () => {
  test("/ shows the landing page", async () => {
    mockApi({ user: null });
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Uncover ESG insights in minutes." }),
    ).toBeVisible();
    expect(screen.getByText("Powered by AI. Aligned to CSRD, ISSB, GRI.")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Comprehensive ESG Management Platform" })).toBeVisible();
    for (const card of [
      "ESG Maturity AI",
      "Carbon Forecasting",
      "Supplier Risk Analytics",
      "Auto-Generated Reports",
    ]) {
      expect(screen.getByRole("heading", { level: 3, name: card })).toBeVisible();
    }
    for (const name of ["Whitepaper", "Login", "Request Demo", "See It In Action"]) {
      expect(screen.getByRole("button", { name })).toBeEnabled();
    }
  });

  test("landing buttons go to /login and /whitepaper", async () => {
    mockApi({ user: null });
    const { user, pathname } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "See It In Action" }));
    await screen.findByText("Sign in to your account");
    expect(pathname()).toBe("/login");

    await user.click(screen.getByRole("button", { name: "Back to Home" }));
    await user.click(await screen.findByRole("button", { name: "Whitepaper" }));
    expect(await screen.findByRole("button", { name: "Technical Overview" })).toBeEnabled();
    expect(pathname()).toBe("/whitepaper");
  });

  test.each(["/dashboard", "/materiality", "/assessment", "/carbon"])(
    "%s redirects to /login",
    async (path) => {
      mockApi({ user: null });
      const { pathname } = renderApp(path);
      expect(await screen.findByText("Sign in to your account")).toBeVisible();
      expect(pathname()).toBe("/login");
    },
  );

  test("the whitepaper is public", async () => {
    mockApi({ user: null });
    renderApp("/whitepaper");
    expect(await screen.findByRole("heading", { level: 1 })).toBeVisible();
    for (const name of ["Download PDF", "Schedule Demo", "Technical Overview"]) {
      expect(screen.getByRole("button", { name })).toBeEnabled();
    }
    expect(screen.getByText(/GHG Protocol Corporate Accounting and Reporting Standard/)).toBeVisible();
  });

  test("a spinner shows while the session is being checked", async () => {
    mockApi({ user: demoUser });
    server.use(
      http.get("*/trpc/auth.user", async () => {
        await delay(400);
        return HttpResponse.json([{ result: { data: demoUser } }]);
      }),
    );
    renderApp("/");
    expect(await screen.findByRole("status", { name: "Loading" })).toBeVisible();
    expect(await screen.findByRole("heading", { name: `Welcome back, ${demoUser.name}` })).toBeVisible();
  });
});

describe("the 404 page", () => {
  test.each([null, demoUser])("shows the spec texts (user %#)", async (signedIn) => {
    mockApi({ user: signedIn });
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });
});

describe("routes when signed in", () => {
  test("/ and /dashboard show the dashboard", async () => {
    mockApi();
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Welcome back, Alex Morgan" })).toBeVisible();
    expect(screen.queryByText("Uncover ESG insights in minutes.")).toBeNull();
    renderApp("/dashboard");
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { name: "Welcome back, Alex Morgan" })).toHaveLength(2),
    );
  });

  test("/login sends a signed-in user to the dashboard", async () => {
    mockApi();
    const { pathname } = renderApp("/login");
    expect(await screen.findByRole("heading", { name: "Welcome back, Alex Morgan" })).toBeVisible();
    expect(pathname()).toBe("/dashboard");
  });

  test.each(MODULE_TITLES)("%s shows its title and a back button", async (path, title) => {
    mockApi();
    const { user, pathname } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Back to Dashboard" }));
    expect(await screen.findByRole("heading", { name: "Welcome back, Alex Morgan" })).toBeVisible();
    expect(pathname()).toBe("/");
  });

  test("a 401 on a later read signs the user out and sends them to /login", async () => {
    const api = mockApi();
    const { instance, pathname } = renderApp("/materiality");
    await screen.findByRole("heading", { name: "Materiality Assessment Matrix" });
    api.signOut();
    await instance.queryClient.fetchQuery(instance.trpc.dashboard.get.queryOptions()).catch(() => undefined);
    expect(await screen.findByText("Sign in to your account")).toBeVisible();
    expect(pathname()).toBe("/login");
  });
});
