import type { CarbonAnalysis } from "@esg/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture, COMPLETE_YEARS, PARTIAL_2025 } from "../../test/carbon-fixtures";
import { chartTableRows, findChart } from "../../test/chart-table";
import { renderApp } from "../../test/render-app";

const withPartial2025 = () => analysisFixture({ lines: [...COMPLETE_YEARS, ...PARTIAL_2025] });

async function open(analysis: CarbonAnalysis = withPartial2025()) {
  mockApi({ procedures: { "carbon.analysis": () => analysis } });
  const app = renderApp("/carbon");
  await screen.findByRole("heading", { level: 1, name: "Carbon Analysis" });
  return app;
}

// The fixture (test/carbon-fixtures.ts): 2023 30/40/50 t; 2024 25/35 (market 20)/40 t; 2025 three months of
// electricity, 1.66 t (market 0.9 t). The default reporting year is 2024.
describe("Carbon Analysis charts", () => {
  test("emissions over the years: stacked by scope, the partial year said, as an image with its data table", async () => {
    await open();
    const chart = await findChart(/^Emissions by reporting year in t CO2e/);
    expect(chart.getAttribute("aria-label")).toContain(
      "2023: 120.0 (Scope 1 30.0, Scope 2 40.0, Scope 3 50.0); 2024: 100.0 (Scope 1 25.0, Scope 2 35.0, Scope 3 40.0); 2025 (partial, 3 of 12 months): 1.7",
    );
    expect(await chartTableRows("Emissions by reporting year, t CO2e (Scope 2 location-based)")).toEqual([
      ["Year", "Scope 1", "Scope 2", "Scope 3", "Total"],
      ["2023", "30.0 t CO2e", "40.0 t CO2e", "50.0 t CO2e", "120.0 t CO2e"],
      ["2024", "25.0 t CO2e", "35.0 t CO2e", "40.0 t CO2e", "100.0 t CO2e"],
      ["2025 (partial)", "0.0 t CO2e", "1.7 t CO2e", "0.0 t CO2e", "1.7 t CO2e"],
    ]);
    const figure = screen.getByTestId("emissions-by-year-chart");
    expect(within(figure).getByRole("list", { name: "Legend" }).textContent).toContain("Partial year");
  });

  test("the Scope 2 method toggle redraws the years market-based", async () => {
    const { user } = await open();
    await findChart(/^Emissions by reporting year/);
    expect(screen.getByRole("radio", { name: "Location-based" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: "Market-based" }));
    const rows = await chartTableRows("Emissions by reporting year, t CO2e (Scope 2 market-based)");
    expect(rows[2]).toEqual(["2024", "25.0 t CO2e", "20.0 t CO2e", "40.0 t CO2e", "85.0 t CO2e"]);
    expect(rows[3]?.[2]).toBe("0.9 t CO2e");
    expect(screen.getByRole("img", { name: /Scope 2 market-based/ }).getAttribute("aria-label")).toContain(
      "2024: 85.0 (Scope 1 25.0, Scope 2 20.0, Scope 3 40.0)",
    );
  });

  test("the reporting year by source: every breakdown key with its scope, tonnes and share of the total", async () => {
    await open();
    expect(await screen.findByRole("heading", { name: "2024 by source" })).toBeVisible();
    expect(await chartTableRows("Emissions by source, reporting year 2024")).toEqual([
      ["Source", "Scope", "t CO2e · share of total"],
      ["Natural Gas", "Scope 1", "20.0 · 20%"],
      ["Diesel", "Scope 1", "5.0 · 5%"],
      ["Electricity", "Scope 2", "35.0 · 35%"],
      ["Purchased Goods And Services", "Scope 3", "30.0 · 30%"],
      ["Business Travel", "Scope 3", "10.0 · 10%"],
    ]);
    expect(
      screen
        .getByRole("img", { name: /^Emissions by source in reporting year 2024/ })
        .getAttribute("aria-label"),
    ).toContain("Natural Gas (Scope 1): 20.0, 20%");
  });

  test("Future Projections: actual years, the projection and the pathway as lines, from the server's figures", async () => {
    const analysis = withPartial2025();
    const { user } = await open(analysis);
    await user.click(await screen.findByRole("tab", { name: "Future Projections" }));
    const rows = await chartTableRows("Actual, projected and net-zero pathway emissions by year, t CO2e");
    const t = (n: number | undefined) => (n === undefined ? "—" : `${n.toFixed(1)} t CO2e`);
    expect(rows[0]).toEqual(["Year", "Net-zero pathway", "Projected (current trajectory)", "Actual"]);
    expect(rows.slice(1)).toEqual(
      [2023, 2024, 2025, 2026, 2027].map((y) => [
        y === 2025 ? "2025 (partial)" : String(y),
        t(analysis.pathwayByYear.find((p) => p.year === y)?.total),
        t(y === 2024 ? analysis.currentEmissions.total : analysis.projections[String(y)]),
        // Partial 2025 is not the reporting year: left out of the actual line.
        y === 2025 ? "—" : t(analysis.emissionsByYear.find((e) => e.year === y)?.total),
      ]),
    );
    // The pathway starts at its base year (2023, the earliest complete year) with that year's total.
    expect(rows[1]?.[1]).toBe("120.0 t CO2e");
    expect(screen.getByRole("img", { name: /^Emissions in t CO2e, actual, projected/ })).toBeVisible();
  });

  test("a partial reporting year is not drawn: the projection continues from the last complete year", async () => {
    const analysis = analysisFixture({ lines: [...COMPLETE_YEARS, ...PARTIAL_2025], year: 2025 });
    expect(analysis.projectionMethod.anchorYear).toBe(2024);
    const { user } = await open(analysis);
    await user.click(await screen.findByRole("tab", { name: "Future Projections" }));
    const rows = await chartTableRows("Actual, projected and net-zero pathway emissions by year, t CO2e");
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ["Year", "Projected (current trajectory)", "Actual"],
      ["2023", "—", "120.0 t CO2e"],
      ["2024", "100.0 t CO2e", "100.0 t CO2e"],
      ["2025 (partial)", "—", "—"],
      ...[2026, 2027, 2028].map((y) => [
        String(y),
        `${analysis.projections[String(y)]?.toFixed(1)} t CO2e`,
        "—",
      ]),
    ]);
  });

  test("without activity data: the charts say so instead of drawing empty axes", async () => {
    await open(analysisFixture({ lines: [] }));
    expect(
      await screen.findByText("No activity data yet: add activities to see your emissions over the years."),
    ).toBeVisible();
    expect(screen.getByText("No activities in this reporting year.")).toBeVisible();
    expect(screen.queryByRole("img", { name: /^Emissions by reporting year/ })).toBeNull();
  });
});
