import { screen, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture } from "../../test/carbon-fixtures";
import { dashboardFixture, demoUser } from "../../test/fixtures";
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
    expect(await screen.findByText("Northwind Components Ltd")).toBeVisible();
    for (const title of [
      "ESG Maturity Scorecard",
      "Carbon Emissions Forecast",
      "Latest Reports",
      "Supplier ESG Heatmap",
      "AI Assistant",
    ]) {
      expect(await screen.findByRole("heading", { level: 2, name: title })).toBeVisible();
    }
  });

  test("scorecard: radar from the assessment, AI insights and a link to /assessment", async () => {
    await renderDashboard();
    const scorecard = card("ESG Maturity Scorecard");
    const radar = await within(scorecard).findByRole("img", { name: /ESG maturity radar/ });
    // Only the assessment's own scores: the three axes it does not compute are "no data", not numbers.
    expect(radar.getAttribute("aria-label")).toBe(
      "ESG maturity radar chart, scale 0 to 100: Environmental 68, Social 74, Governance 61, Biodiversity no data, Human Rights no data, Data Security no data",
    );
    // No legend and no tick labels: the only texts are the six axis names, "no data" under the unscored.
    expect(Array.from(radar.querySelectorAll("text")).map((t) => t.textContent)).toEqual([
      "Environmental",
      "Social",
      "Governance",
      "Biodiversityno data",
      "Human Rightsno data",
      "Data Securityno data",
    ]);
    expect(Array.from(radar.querySelectorAll("circle")).map((c) => c.dataset.axis)).toEqual([
      "Environmental",
      "Social",
      "Governance",
    ]);
    expect(within(scorecard).getByText(/3 of 6 dimensions have no computed score/)).toBeVisible();
    expect(within(scorecard).getByRole("heading", { name: "AI Insights" })).toBeVisible();
    expect(within(scorecard).getByText(/Governance is the weakest pillar/)).toBeVisible();
    expect(
      within(scorecard)
        .getByRole("link", { name: /View Full Assessment/ })
        .getAttribute("href"),
    ).toBe("/assessment");
  });

  test.each([
    [{ E: 0, S: 0, G: 0 }, "Environmental no data, Social no data, Governance no data", []],
    [{ E: 0, S: 80, G: 0 }, "Environmental no data, Social 80, Governance no data", ["Social"]],
    [
      { E: 90, S: 0, G: 40 },
      "Environmental 90, Social no data, Governance 40",
      ["Environmental", "Governance"],
    ],
  ])("an unscored pillar of %o is 'no data', outside the filled shape", async (esgScore, expected, drawn) => {
    await renderDashboard({
      dashboard: dashboardFixture({ assessment: { summaryText: "x", esgScore } }),
    });
    const radar = await screen.findByRole("img", { name: /ESG maturity radar/ });
    expect(radar.getAttribute("aria-label")).toContain(expected);
    expect(Array.from(radar.querySelectorAll("circle")).map((c) => c.dataset.axis)).toEqual(drawn);
    // The filled shape joins the scored axes only: none with fewer than two.
    const area = radar.querySelector("[data-testid=radar-scored-area]");
    expect(area === null ? 0 : (area.getAttribute("points") ?? "").split(" ").length).toBe(
      drawn.length >= 2 ? drawn.length : 0,
    );
  });

  test.each([null, "", "   "])("'No assessment available' when the summary is %j", async (summaryText) => {
    await renderDashboard({
      dashboard: dashboardFixture({ assessment: { summaryText, esgScore: { E: 1, S: 2, G: 3 } } }),
    });
    expect(within(card("ESG Maturity Scorecard")).getByText("No assessment available")).toBeVisible();
  });

  test("forecast: the reporting year's total both ways, the projection with its method, the chart, a link to /carbon", async () => {
    const analysis = analysisFixture();
    await renderDashboard({ procedures: { "carbon.analysis": () => analysis } });
    const forecast = card("Carbon Emissions Forecast");
    const figures = (await within(forecast).findByText(/Current · reporting year 2024/)).closest(
      "dl",
    ) as HTMLElement;
    // 2024: 100 t location-based, 85 t market-based; 2023 → 2024 falls 16.7% a year, so 2027 is 57.9 t.
    expect(figures.textContent).toContain("100.0t CO2e location-based");
    expect(figures.textContent).toContain("85.0t CO2e market-based");
    expect(figures.textContent).toContain("Projected · 2027");
    expect(figures.textContent).toContain("57.9t CO2e location-based");
    expect(analysis.projections["2027"]).toBe(57.9);
    expect(forecast.textContent).toContain(`Projection method: ${analysis.projectionMethod.description}`);
    const chart = await within(forecast).findByRole("img", { name: /Carbon emissions forecast/ });
    const label = chart.getAttribute("aria-label") ?? "";
    expect(label).toContain("Actual: 2023 120.0, 2024 100.0");
    expect(label).toContain("Projected (current trajectory): 2024 100.0, 2025 83.3, 2026 69.4, 2027 57.9");
    expect(within(forecast).queryByText(/partial/)).toBeNull();
    expect(
      within(forecast)
        .getByRole("link", { name: /View Full Analysis/ })
        .getAttribute("href"),
    ).toBe("/carbon");
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
    const forecast = card("Carbon Emissions Forecast");
    expect((await within(forecast).findByText(/Current · reporting year 2025/)).textContent).toContain(
      "partial, 3 of 12 months",
    );
    expect(within(forecast).getByText("partial, 3 of 12 months").dataset.tone).toBe("amber");
  });

  test("a new company's dashboard shows no figure that is not its own", async () => {
    await renderDashboard({
      dashboard: dashboardFixture({
        company: { id: 7, name: "Fresh Start Ltd", industry: "Technology", dateLocale: "en-GB" },
        documents: [],
        assessment: { summaryText: null, esgScore: { E: 0, S: 0, G: 0 } },
        suppliers: [],
        supplierCount: 0,
      }),
      procedures: { "carbon.analysis": () => analysisFixture({ lines: [] }) },
    });
    const forecast = card("Carbon Emissions Forecast");
    expect(await within(forecast).findByText("No emissions recorded yet")).toBeVisible();
    expect(within(forecast).getByRole("link", { name: "Upload activity data" }).getAttribute("href")).toBe(
      "/data-ingestion",
    );
    expect(within(forecast).queryByRole("img")).toBeNull();
    await screen.findByRole("img", { name: /ESG maturity radar/ });
    const main = document.body;
    const labels = Array.from(main.querySelectorAll("[aria-label]")).map((el) =>
      el.getAttribute("aria-label"),
    );
    const everything = [main.textContent ?? "", ...labels].join(" | ");
    // The old sample constants: forecast figures, radar fallbacks and fixed axes, target and badge.
    for (const n of ["1,800", "1800", "1,550", "1550", "65", "72", "58", "45", "68", "75"]) {
      expect(everything).not.toMatch(new RegExp(`(^|[^\\d,.])${n}(?![\\d,])`));
    }
    expect(everything).not.toMatch(/net zero by 2030/i);
    expect(everything).not.toContain("Excellent");
    expect(everything).toContain("Environmental no data, Social no data, Governance no data");
  });

  test("latest reports: one row per document with its type and a named download button", async () => {
    await renderDashboard();
    const reports = card("Latest Reports");
    expect(within(reports).getByText("CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf")).toBeVisible();
    expect(within(reports).getByText("CSRD")).toBeVisible();
    expect(within(reports).getByText("GRI")).toBeVisible();
    expect(
      within(reports).getByRole("button", { name: "Download CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf" }),
    ).toBeVisible();
    expect(
      within(reports).getByRole("button", { name: "Download GRI_305_Emissions_Table.csv" }),
    ).toBeVisible();
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

  test("supplier heatmap without suppliers: 'Add suppliers' goes to /suppliers", async () => {
    const { user, pathname } = await renderDashboard({
      procedures: {
        "dashboard.get": () => dashboardFixture({ suppliers: [], supplierCount: 0 }),
        "suppliers.list": () => [],
      },
    });
    const heatmap = card("Supplier ESG Heatmap");
    expect(within(heatmap).getByText("No suppliers yet.")).toBeVisible();
    expect(within(heatmap).queryByRole("table")).toBeNull();
    await user.click(within(heatmap).getByRole("button", { name: "Add suppliers" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Suppliers" })).toBeVisible();
    expect(pathname()).toBe("/suppliers");
  });

  test("supplier heatmap without suppliers, for a viewer: 'Add suppliers' is disabled with the reason", async () => {
    await renderDashboard({
      user: { ...demoUser, role: "viewer" },
      procedures: { "dashboard.get": () => dashboardFixture({ suppliers: [], supplierCount: 0 }) },
    });
    const add = within(card("Supplier ESG Heatmap")).getByRole("button", { name: "Add suppliers" });
    expect(add.closest("fieldset")?.disabled).toBe(true);
    expect(add.closest("[data-disabled-action]")?.textContent).toMatch(/only admins and editors/i);
  });

  test("supplier heatmap: says when it shows only the riskiest of many suppliers", async () => {
    await renderDashboard({
      procedures: { "dashboard.get": () => dashboardFixture({ supplierCount: 5000 }) },
    });
    expect(within(card("Supplier ESG Heatmap")).getByText(/the 4 riskiest of 5,000 suppliers/)).toBeVisible();
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
    expect(await screen.findByRole("status", { name: "Loading dashboard" })).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Latest Reports" })).toBeVisible();
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
