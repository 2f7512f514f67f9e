import { type CarbonAnalysis, withScenarioDefaults } from "@esg/domain";
import { screen, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture, INDUSTRY } from "../../test/carbon-fixtures";
import { renderApp } from "../../test/render-app";
import { callsTo, trpcError } from "../../test/trpc-msw";

async function open(analysis: CarbonAnalysis | (() => unknown) = analysisFixture()) {
  const api = mockApi({
    procedures: { "carbon.analysis": typeof analysis === "function" ? analysis : () => analysis },
  });
  const app = renderApp("/carbon");
  await screen.findByRole("heading", { level: 1, name: "Carbon Analysis" });
  return { ...app, api };
}

const card = (name: string) => screen.findByRole("region", { name });

describe("Carbon Analysis page", () => {
  test("scope cards in t CO2e; the total's status badge; scope 3's rounded share", async () => {
    await open();
    // 2024: scope 1 25 t, scope 2 35 t, scope 3 40 t, total 100 t
    expect((await card("Scope 1")).textContent).toContain("Direct emissions");
    expect((await card("Scope 1")).textContent).toContain("25.0t CO2e");
    expect((await card("Scope 2")).textContent).toContain("Energy indirect");
    expect((await card("Scope 2")).textContent).toContain("35.0");
    const scope3 = await card("Scope 3");
    expect(scope3.textContent).toContain("Other indirect");
    expect(within(scope3).getByText("40% of total")).toBeTruthy();
    const total = await card("Total");
    expect(total.textContent).toContain("100.0");
    // 100 t: above the top performer (60), at or below the median (120) → Above Average.
    expect(within(total).getByText("Above Average").dataset.tone).toBe("green");
    expect(total.textContent).toContain("Reporting year 2024");
  });

  test("Scope 2 and the total show both methods, labelled; the period and completeness of the year", async () => {
    await open();
    // 2024: Scope 2 35 t location-based, 20 t market-based; total 100 t and 85 t.
    const scope2 = await card("Scope 2");
    expect(scope2.textContent).toContain("35.0t CO2elocation-based");
    expect(scope2.textContent).toContain("20.0t CO2e market-based");
    const total = await card("Total");
    expect(total.textContent).toContain("100.0t CO2elocation-based");
    expect(total.textContent).toContain("85.0t CO2e market-based");
    expect((await card("Scope 1")).textContent).not.toContain("market-based");
    const bar = screen.getByRole("region", { name: "Reporting year and period" });
    expect(within(bar).getByText("1 Jan 2024 – 31 Dec 2024")).toBeTruthy();
    expect(within(bar).getByText("Complete").dataset.tone).toBe("green");
    expect(within(bar).queryByText(/Partial year/)).toBeNull();
    expect(screen.queryByRole("note", { name: "Partial year" })).toBeNull();
  });

  test.each([
    [50, "Excellent", "green"],
    [140, "Average", "amber"],
    [151, "Below Average", "red"],
  ])("a total of %d t is %s", async (t, status, tone) => {
    await open(analysisFixture({ lines: [{ year: 2024, scope: 1, detailKey: "naturalGas", kg: t * 1000 }] }));
    expect(within(await card("Total")).getByText(status).dataset.tone).toBe(tone);
  });

  test("Detailed Breakdown: camel-case keys as words, each with its share of the scope as a bar", async () => {
    await open();
    const list = await screen.findByRole("list", { name: "Scope 3 — Other indirect breakdown" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Purchased Goods And Services30.0 t · 75%",
      "Business Travel10.0 t · 25%",
    ]);
    const bar = within(list).getByRole("progressbar", { name: "Business Travel share of scope" });
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    const scope1 = screen.getByRole("list", { name: "Scope 1 — Direct emissions breakdown" });
    expect(within(scope1).getByText("Natural Gas")).toBeTruthy();
  });

  test("Industry Benchmarking: P90, P50, average, the reduction needed, and the named source", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Industry Benchmarking" }));
    const panel = await screen.findByRole("tabpanel");
    expect(within(panel).getByText("Top performer (P90)")).toBeTruthy();
    expect(within(panel).getByText("Industry median (P50)")).toBeTruthy();
    expect(within(panel).getByText("Industry average")).toBeTruthy();
    expect(within(panel).getByText("Reduction needed").closest("section")?.textContent).toContain(
      "40.0t CO2e",
    );
    expect(within(panel).getByRole("link", { name: INDUSTRY.source }).getAttribute("href")).toBe(
      INDUSTRY.sourceUrl,
    );
  });

  test("Industry Benchmarking without revenue for the year: the note and a link to Settings → Company, no figures", async () => {
    const note = "No revenue recorded for 2024 — add it in Settings → Company to see intensity.";
    const analysis = analysisFixture();
    const { user } = await open({
      ...analysis,
      industryComparison: {
        ...analysis.industryComparison,
        topPerformer: null,
        medianEmissions: null,
        averageEmissions: null,
        intensityNote: note,
      },
    });
    // No status band is earned against figures that are not there.
    expect((await card("Total")).textContent).not.toMatch(/Excellent|Average/);
    await user.click(await screen.findByRole("tab", { name: "Industry Benchmarking" }));
    const panel = await screen.findByRole("tabpanel");
    expect(within(panel).getByRole("note").textContent).toContain(note);
    expect(within(panel).getByRole("link", { name: "Open Settings → Company" }).getAttribute("href")).toBe(
      "/settings?tab=company",
    );
    expect(within(panel).queryByText("Top performer (P90)")).toBeNull();
    expect(within(panel).queryByText("Reduction needed")).toBeNull();
  });

  test("Reduction Scenarios: one entry per scenario with target, actions, timeline, investment", async () => {
    const analysis = analysisFixture();
    const scenario = withScenarioDefaults(analysis.reductionScenarios.renewableElectricity ?? {});
    const { user } = await open(analysis);
    await user.click(await screen.findByRole("tab", { name: "Reduction Scenarios" }));
    const renewable = await screen.findByRole("region", { name: "Renewable Electricity" });
    expect(renewable.textContent).toContain(`Target reduction: ${scenario.targetReduction}%`);
    expect(within(renewable).getByText("Timeline").nextElementSibling?.textContent).toBe(scenario.timeline);
    expect(within(renewable).getByText("Investment").nextElementSibling?.textContent).toBe(
      scenario.investment,
    );
    expect(within(renewable).getAllByRole("listitem").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole("region", { name: "Fleet Electrification" })).toBeTruthy();
  });

  test("Reduction Scenarios without data: 'Generating reduction scenarios...'", async () => {
    const { user } = await open(analysisFixture({ lines: [] }));
    await user.click(await screen.findByRole("tab", { name: "Reduction Scenarios" }));
    expect(await screen.findByText("Generating reduction scenarios...")).toBeTruthy();
  });

  test("Future Projections: 2024 as current, then 2025-2027, and net zero by 2030", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Future Projections" }));
    const list = await screen.findByRole("list", { name: "Projected emissions by year" });
    const years = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent?.slice(0, 4));
    expect(years).toEqual(["2024", "2025", "2026", "2027"]);
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("(Current)");
    expect(screen.getByText(/net zero emissions by 2030/)).toBeTruthy();
  });

  test("Future Projections state the projection method and the pathway's rule", async () => {
    const analysis = analysisFixture();
    const { user } = await open(analysis);
    await user.click(await screen.findByRole("tab", { name: "Future Projections" }));
    const panel = await screen.findByRole("tabpanel");
    const method = within(panel).getByText("Projection method").nextElementSibling;
    expect(method?.textContent).toBe(analysis.projectionMethod.description);
    expect(analysis.projectionMethod.description).toMatch(/complete/);
    const pathway = within(panel).getByText("Net-zero pathway", { selector: "dt" }).nextElementSibling;
    expect(pathway?.textContent).toBe(analysis.pathwayMethod);
    expect(analysis.pathwayMethod).toContain("4.2%");
  });

  test("a spinner while loading; 'Failed to load carbon analysis data' on failure, without a retry", async () => {
    const { api } = await open(async () => {
      await delay(150);
      throw trpcError("INTERNAL_SERVER_ERROR", "boom");
    });
    expect(await screen.findByRole("status", { name: "Loading carbon analysis" })).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load carbon analysis data");
    // No retry once the error shows. (A loaded machine can let the landing route's prefetch and the screen's
    // own query both ask first: at most two calls, seen in CI.)
    const calls = callsTo(api.calls, "carbon.analysis").length;
    await delay(400);
    expect(callsTo(api.calls, "carbon.analysis")).toHaveLength(calls);
    expect(calls).toBeLessThanOrEqual(2);
  });
});
