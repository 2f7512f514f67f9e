import { type CarbonAnalysis, withScenarioDefaults } from "@esg/domain";
import { screen, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture, INDUSTRY } from "../../test/carbon-fixtures";
import { renderApp } from "../../test/render-app";
import { callsTo, type ProcedureResolver, trpcError } from "../../test/trpc-msw";

async function open(analysis: CarbonAnalysis | ProcedureResolver<"carbon.analysis"> = analysisFixture()) {
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
    expect(within(scope3).getByText("40% of total")).toBeVisible();
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
    expect(within(bar).getByText("1 Jan 2024 – 31 Dec 2024")).toBeVisible();
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

  test("without any emissions the total is 'No data', never 'Excellent' for 0 t", async () => {
    await open(analysisFixture({ lines: [] }));
    const total = await card("Total");
    expect(within(total).getByText("No data").dataset.tone).toBe("grey");
    expect(within(total).queryByText("Excellent")).toBeNull();
    expect(total.textContent).toContain("No activity data yet");
    expect(within(await card("Scope 3")).queryByText(/% of total/)).toBeNull();
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
    expect(within(scope1).getByText("Natural Gas")).toBeVisible();
  });

  test("Industry Benchmarking: P90, P50, average, the reduction needed, and the named source", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Industry Benchmarking" }));
    const panel = await screen.findByRole("tabpanel");
    expect(within(panel).getByText("Top performer (P90)")).toBeVisible();
    expect(within(panel).getByText("Industry median (P50)")).toBeVisible();
    expect(within(panel).getByText("Industry average")).toBeVisible();
    expect(within(panel).getByText("Reduction needed").closest("section")?.textContent).toContain(
      "40.0t CO2e",
    );
    expect(within(panel).getByRole("link", { name: INDUSTRY.source }).getAttribute("href")).toBe(
      INDUSTRY.sourceUrl,
    );
  });

  test("Industry Benchmarking without data: no 0 t bar and no 'reduction needed' of 0, a link to the upload", async () => {
    const { user } = await open(analysisFixture({ lines: [] }));
    await user.click(await screen.findByRole("tab", { name: "Industry Benchmarking" }));
    const panel = await screen.findByRole("tabpanel");
    expect(within(panel).queryByText("Your emissions")).toBeNull();
    expect(panel.textContent).toContain("Your emissions: no data yet.");
    const needed = within(panel).getByText("Reduction needed").closest("section");
    expect(needed?.textContent).toContain("No emissions recorded yet.");
    expect(needed?.textContent).not.toContain("t CO2e");
    expect(within(panel).getByRole("link", { name: "Upload activity data" }).getAttribute("href")).toBe(
      "/data-ingestion",
    );
    expect(within(panel).getByText("Top performer (P90)")).toBeVisible();
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
    expect(screen.getByRole("region", { name: "Fleet Electrification" })).toBeVisible();
  });

  test.each([
    ["Reduction Scenarios", "reduction scenarios"],
    ["Future Projections", "projections"],
  ])("%s without data: what is missing and a link to the upload", async (tab, what) => {
    const { user } = await open(analysisFixture({ lines: [] }));
    await user.click(await screen.findByRole("tab", { name: tab }));
    const panel = await screen.findByRole("tabpanel");
    expect(panel.textContent).toContain(`No emissions recorded yet: ${what} are computed`);
    expect(within(panel).getByRole("link", { name: "Upload activity data" }).getAttribute("href")).toBe(
      "/data-ingestion",
    );
    // No sample year (the spec's 2024) or target stands in for the missing data.
    expect(panel.textContent).not.toMatch(/2024|2030|net zero by/);
  });

  test("Future Projections: the reporting year as current, then the next three; no target the company did not set", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Future Projections" }));
    const list = await screen.findByRole("list", { name: "Projected emissions by year" });
    const years = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent?.slice(0, 4));
    expect(years).toEqual(["2024", "2025", "2026", "2027"]);
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("(Current)");
    // The spec's "net zero by 2030" was never the company's: without a net-zero goal there is no target.
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).not.toMatch(/net zero (emissions )?by/i);
    expect(panel.textContent).toContain("No net-zero target set.");
    expect(
      within(panel)
        .getByRole("link", { name: /Set a target in Goal Tracking/ })
        .getAttribute("href"),
    ).toBe("/goal-tracking");
  });

  test("Future Projections state the net-zero year of the company's own goal", async () => {
    const netZero = { goalId: 9, title: "Net zero operations", targetYear: 2040 };
    const { user } = await open(analysisFixture({ netZero }));
    await user.click(await screen.findByRole("tab", { name: "Future Projections" }));
    const panel = await screen.findByRole("tabpanel");
    expect(panel.textContent).toContain("Target: net zero by 2040.");
    expect(panel.textContent).toContain(
      "Your goal “Net zero operations” commits the company to net zero emissions by 2040.",
    );
    expect(within(panel).queryByRole("link", { name: /Set a target/ })).toBeNull();
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
    expect(await screen.findByRole("status", { name: "Loading carbon analysis" })).toBeVisible();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load carbon analysis data");
    // No retry once the error shows. (A loaded machine can let the landing route's prefetch and the screen's
    // own query both ask first: at most two calls, seen in CI.)
    const calls = callsTo(api.calls, "carbon.analysis").length;
    await delay(400);
    expect(callsTo(api.calls, "carbon.analysis")).toHaveLength(calls);
    expect(calls).toBeLessThanOrEqual(2);
  });
});
