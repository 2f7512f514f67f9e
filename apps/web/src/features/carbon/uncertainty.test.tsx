import { type CarbonAnalysis, rangeOf } from "@esg/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture } from "../../test/carbon-fixtures";
import { renderApp } from "../../test/render-app";

function withRanges(a: CarbonAnalysis, pct: number): CarbonAnalysis {
  const c = a.currentEmissions;
  const r = (t: number) => rangeOf(t, pct);
  return {
    ...a,
    currentEmissions: {
      ...c,
      uncertainty: {
        scope1: r(c.scope1),
        scope2: r(c.scope2),
        scope2MarketBased: r(c.scope2MarketBased),
        scope3: r(c.scope3),
        total: r(c.total),
        totalMarketBased: r(c.totalMarketBased),
      },
    },
  };
}

describe("Carbon screen: uncertainty of the totals", () => {
  test("each card shows its total ± its 95% range, with a band naming low and high", async () => {
    const analysis = withRanges(analysisFixture(), 4.1);
    mockApi({ procedures: { "carbon.analysis": () => analysis } });
    renderApp("/carbon");
    const total = await screen.findByRole("region", { name: "Total" });
    expect(within(total).getAllByText("± 4.1%").length).toBeGreaterThanOrEqual(1);
    const r = analysis.currentEmissions.uncertainty?.total;
    const fmt = (n: number) =>
      n.toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(
      within(total).getByRole("img", {
        name: `Total uncertainty: 95% range ${fmt(r?.low ?? 0)} – ${fmt(r?.high ?? 0)} t (IPCC Approach 1)`,
      }),
    ).toBeVisible();
  });

  test("a year without recorded uncertainty shows no range rather than a zero", async () => {
    mockApi({ procedures: { "carbon.analysis": () => analysisFixture() } });
    renderApp("/carbon");
    const total = await screen.findByRole("region", { name: "Total" });
    expect(within(total).queryByText(/±/)).toBeNull();
  });
});
