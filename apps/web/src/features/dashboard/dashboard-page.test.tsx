import { screen, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture } from "../../test/carbon-fixtures";
import { dashboardFixture } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { trpcError } from "../../test/trpc-msw";

async function renderDashboard(opts: Parameters<typeof mockApi>[0] = {}, { waitForCards = true } = {}) {
  const api = mockApi(opts);
  const app = renderApp("/dashboard");
  await screen.findByRole("heading", { name: "Welcome back, Alex Morgan" });
  if (waitForCards) await screen.findByRole("heading", { level: 2, name: "Latest Reports" });
  return { ...app, api };
}

function card(title: string): HTMLElement {
  const heading = screen.getByRole("heading", { level: 2, name: title });
  const section = heading.closest("section");
  if (!section) throw new Error(`no card for ${title}`);
  return section;
}

describe("dashboard", () => {
  test("greets the user, names the company and renders the five cards", async () => {
    await renderDashboard();
    expect(await screen.findByText("Northwind Components Ltd")).toBeTruthy();
    for (const title of [
      "ESG Maturity Scorecard",
      "Carbon Emissions Forecast",
      "Latest Reports",
      "Supplier ESG Heatmap",
      "AI Assistant",
    ]) {
      expect(await screen.findByRole("heading", { level: 2, name: title })).toBeTruthy();
    }
  });

  test("scorecard: radar from the assessment, AI insights and a link to /assessment", async () => {
    await renderDashboard();
    const scorecard = card("ESG Maturity Scorecard");
    const radar = await within(scorecard).findByRole("img", { name: /ESG maturity radar/ });
    expect(radar.getAttribute("aria-label")).toContain(
      "Environmental 68, Social 74, Governance 61, Biodiversity 45, Human Rights 68, Data Security 75",
    );
    // No legend and no tick labels: the only texts are the six axis names.
    expect(Array.from(radar.querySelectorAll("text")).map((t) => t.textContent)).toEqual([
      "Environmental",
      "Social",
      "Governance",
      "Biodiversity",
      "Human Rights",
      "Data Security",
    ]);
    expect(within(scorecard).getByRole("heading", { name: "AI Insights" })).toBeTruthy();
    expect(within(scorecard).getByText(/Governance is the weakest pillar/)).toBeTruthy();
    expect(
      within(scorecard)
        .getByRole("link", { name: /View Full Assessment/ })
        .getAttribute("href"),
    ).toBe("/assessment");
  });

  test.each([
    [{ E: 0, S: 0, G: 0 }, "Environmental 65, Social 72, Governance 58"],
    [{ E: 0, S: 80, G: 0 }, "Environmental 65, Social 80, Governance 58"],
    [{ E: 90, S: 0, G: 40 }, "Environmental 90, Social 72, Governance 40"],
  ])("radar falls back per axis for %o", async (esgScore, expected) => {
    await renderDashboard({
      dashboard: dashboardFixture({ assessment: { summaryText: "x", esgScore } }),
    });
    const radar = await screen.findByRole("img", { name: /ESG maturity radar/ });
    expect(radar.getAttribute("aria-label")).toContain(expected);
  });

  test.each([null, "", "   "])("'No assessment available' when the summary is %j", async (summaryText) => {
    await renderDashboard({
      dashboard: dashboardFixture({ assessment: { summaryText, esgScore: { E: 1, S: 2, G: 3 } } }),
    });
    expect(within(card("ESG Maturity Scorecard")).getByText("No assessment available")).toBeTruthy();
  });

  test("forecast: fixed figures, the two series, CO2e and Year axes from 1000, legend, link to /carbon", async () => {
    await renderDashboard();
    const forecast = card("Carbon Emissions Forecast");
    const figures = forecast.querySelector("dl") as HTMLElement;
    expect(Array.from(figures.querySelectorAll("dt, dd")).map((el) => el.textContent)).toEqual([
      "Current",
      "1,800t CO2e",
      "Projected",
      "1,550t CO2e",
    ]);
    const chart = await within(forecast).findByRole("img", { name: /Carbon emissions forecast/ });
    const label = chart.getAttribute("aria-label") ?? "";
    expect(label).toContain("Current Trajectory: 2023 1800, 2024 1780, 2025 1750, 2026 1720, 2027 1690");
    expect(label).toContain("Optimized Scenario: 2023 1800, 2024 1550, 2025 1400, 2026 1250, 2027 1100");
    const texts = Array.from(chart.querySelectorAll("text")).map((t) => t.textContent);
    expect(texts).toContain("CO2e");
    expect(texts).toContain("Year");
    expect(texts).toContain("1,000");
    expect(texts).not.toContain("750");
    for (const year of ["2023", "2024", "2025", "2026", "2027"]) expect(texts).toContain(year);
    // The legend sits below the chart.
    const legend = within(forecast).getByText("Optimized Scenario");
    expect(chart.compareDocumentPosition(legend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(forecast).getByText("Current Trajectory")).toBeTruthy();
    expect(
      within(forecast)
        .getByRole("link", { name: /View Full Analysis/ })
        .getAttribute("href"),
    ).toBe("/carbon");
  });

  test("forecast: the company's reporting year under the fixed figures, with both Scope 2 methods", async () => {
    await renderDashboard();
    const inventory = await within(card("Carbon Emissions Forecast")).findByRole("region", {
      name: "Your inventory",
    });
    // 2024: total 100 t location-based, 85 t market-based; Scope 2 35 t and 20 t.
    expect(inventory.textContent).toContain("Reporting year 2024");
    expect(inventory.textContent).toContain("Total 100.0 t CO2e location-based · 85.0 t market-based");
    expect(inventory.textContent).toContain("Scope 2 35.0 t location-based · 20.0 t market-based");
    expect(within(inventory).queryByText(/partial/)).toBeNull();
  });

  test("forecast: a partial reporting year is labelled so", async () => {
    await renderDashboard({
      procedures: {
        "carbon.analysis": () =>
          analysisFixture({
            lines: [{ year: 2025, scope: 2, detailKey: "electricity", kg: 1660, months: 3 }],
          }),
      },
    });
    const inventory = await within(card("Carbon Emissions Forecast")).findByRole("region", {
      name: "Your inventory",
    });
    expect(inventory.textContent).toContain("Reporting year 2025");
    expect(within(inventory).getByText("partial, 3 of 12 months").dataset.tone).toBe("amber");
  });

  test("latest reports: one row per document with its type and a named download button", async () => {
    await renderDashboard();
    const reports = card("Latest Reports");
    expect(within(reports).getByText("CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf")).toBeTruthy();
    expect(within(reports).getByText("CSRD")).toBeTruthy();
    expect(within(reports).getByText("GRI")).toBeTruthy();
    expect(
      within(reports).getByRole("button", { name: "Download CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf" }),
    ).toBeTruthy();
    expect(
      within(reports).getByRole("button", { name: "Download GRI_305_Emissions_Table.csv" }),
    ).toBeTruthy();
  });

  test("latest reports: 'All reports' opens the Reports screen", async () => {
    mockApi({ procedures: { "reports.list": () => ({ defaultYear: null, reports: [] }) } });
    const { user, pathname } = renderApp("/dashboard");
    await screen.findByRole("heading", { level: 2, name: "Latest Reports" });
    await user.click(within(card("Latest Reports")).getByRole("button", { name: "All reports" }));
    await screen.findByRole("heading", { level: 1, name: "Reports" });
    expect(pathname()).toBe("/reports");
  });

  test("supplier heatmap: columns, tier badges, 'n/100' and response status", async () => {
    await renderDashboard();
    const table = within(card("Supplier ESG Heatmap")).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Supplier", "ESG Risk Tier", "Disclosure Score", "Response Status"]);
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ["Baltic Steel Works", "High", "32/100", "Pending"],
      ["Rhine Chemicals GmbH", "Medium", "63/100", "Responded"],
      ["Nordic Renewables AB", "Low", "91/100", "Responded"],
      ["Mystery Metals", "Unknown", "12/100", "Pending"],
    ]);
    const tones = rows.map((row) =>
      within(row).getAllByRole("cell")[1]?.querySelector("[data-tone]")?.getAttribute("data-tone"),
    );
    expect(tones).toEqual(["red", "amber", "green", "grey"]);
  });

  test("supplier heatmap: says when it shows only the riskiest of many suppliers", async () => {
    await renderDashboard({
      procedures: { "dashboard.get": () => dashboardFixture({ supplierCount: 5000 }) },
    });
    expect(within(card("Supplier ESG Heatmap")).getByText(/the 4 riskiest of 5,000 suppliers/)).toBeTruthy();
  });

  test("a spinner shows while the dashboard loads", async () => {
    mockApi({
      procedures: {
        "dashboard.get": async () => {
          await delay(300);
          return dashboardFixture();
        },
      },
    });
    renderApp("/dashboard");
    expect(await screen.findByRole("status", { name: "Loading dashboard" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Latest Reports" })).toBeTruthy();
  });

  test("'Failed to load dashboard data' when the call fails", async () => {
    await renderDashboard(
      {
        procedures: {
          "dashboard.get": () => {
            throw trpcError("INTERNAL_SERVER_ERROR", "Internal server error");
          },
        },
      },
      { waitForCards: false },
    );
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load dashboard data");
    expect(screen.queryByRole("heading", { name: "Latest Reports" })).toBeNull();
  });
});
