import type { CarbonAnalysis } from "@esg/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture } from "../../test/carbon-fixtures";
import { renderApp } from "../../test/render-app";

async function open(extra: Partial<CarbonAnalysis>) {
  const analysis: CarbonAnalysis = { ...analysisFixture(), ...extra };
  mockApi({ procedures: { "carbon.analysis": () => analysis } });
  renderApp("/carbon");
  // The scope breakdowns render with the tab; By site (when any) renders with them.
  await screen.findByRole("list", { name: "Scope 1 — Direct emissions breakdown" });
}

// 2024 in the fixture: 100 t location-based, 85 t market-based.
const BY_SITE = [
  { siteId: null, name: "No site", total: 10, totalMarketBased: 10 },
  { siteId: 2, name: "Fresno depot", total: 30, totalMarketBased: 27.5 },
  { siteId: 1, name: "Leeds plant", total: 60, totalMarketBased: 47.5 },
];

describe("Detailed Breakdown: by site", () => {
  test("each site's tonnes, location-based with market-based beside, largest first, no site last", async () => {
    await open({ consolidationApproach: "operational_control", bySite: BY_SITE });
    const list = screen.getByRole("list", { name: "Emissions by site" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Leeds plant60.0 t location-based · 47.5 t market-based",
      "Fresno depot30.0 t location-based · 27.5 t market-based",
      "No site10.0 t location-based · 10.0 t market-based",
    ]);
    const bar = within(list).getByRole("progressbar", { name: "Leeds plant share of total" });
    expect(bar.getAttribute("aria-valuenow")).toBe("60");
    expect(
      screen.getByText(
        /^Consolidated by operational control: every site the company operates counts in full, whatever its ownership share\. Tonnes CO2e in reporting year 2024/,
      ),
    ).toBeVisible();
  });

  test("equity share is stated in words", async () => {
    await open({ consolidationApproach: "equity_share", bySite: BY_SITE.slice(1) });
    expect(
      screen.getByText(
        /^Consolidated by equity share: each site's emissions count at the company's ownership share\./,
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole("list", { name: "Emissions by site" })).getAllByRole("listitem"),
    ).toHaveLength(2);
  });

  test.each([
    ["absent", { bySite: undefined }],
    ["empty", { consolidationApproach: "financial_control" as const, bySite: [] }],
    ["only activities without a site", { bySite: BY_SITE.slice(0, 1) }],
  ])("no By site section when bySite is %s", async (_, extra) => {
    await open(extra);
    expect(screen.queryByRole("list", { name: "Emissions by site" })).toBeNull();
    expect(screen.queryByText("By site")).toBeNull();
  });
});
