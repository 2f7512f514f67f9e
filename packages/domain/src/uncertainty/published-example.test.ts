/**
 * A published Approach 1 (Tier 1) table reproduced with our functions.
 *
 * Source: New Zealand Ministry for the Environment, "National Inventory Report 1990–2002" (June 2004, ME 518),
 * Annex 7 table "Uncertainty calculation for the New Zealand Greenhouse Gas Inventory 1990 - 2002 (following
 * IPCC Tier 1)", laid out as Table 6.1 of the IPCC Good Practice Guidance (2000),
 * http://www.mfe.govt.nz/publications/climate/nir-apr04/table-annex7.html. Columns used: year-t emissions
 * (Gg CO2-e), activity-data uncertainty (E, %), emission-factor uncertainty (F, %), combined uncertainty
 * (G, %) and "combined uncertainty as a % of total national emissions in year t" (H).
 *
 * What could be read: the first twelve rows of the table (energy and industrial CO2, then the CH4 categories).
 * The rest of the table, its total row and so the published inventory-level uncertainty could not be read from
 * any stored copy, so this test reproduces each readable row and the readable rows' share of the level
 * uncertainty — not the published total (docs/decisions/051-uncertainty-and-data-quality.md says what was
 * searched). The trend columns (IPCC Type A/B sensitivities) are a different calculation and are left out.
 */
import { describe, expect, it } from "vitest";
import { approach1, productUncertaintyPct, rowTerm } from "./approach1";

type PublishedRow = {
  category: string;
  /** Year-t (2002) emissions, Gg CO2-e. */
  gg: number;
  activityPct: number;
  factorPct: number;
  /** Column G as printed. */
  combinedPct: number;
  /** Column H as printed: combined uncertainty × emissions / total national emissions, %. */
  shareOfTotalPct: number;
};

const row = (
  category: string,
  gg: number,
  activityPct: number,
  factorPct: number,
  combinedPct: number,
  shareOfTotalPct: number,
): PublishedRow => ({ category, gg, activityPct, factorPct, combinedPct, shareOfTotalPct });

/** Category, year-t Gg CO2-e, E, F, G, H, as printed. */
const ROWS: readonly PublishedRow[] = [
  row("Energy sector CO2", 30815.77, 5, 0, 5, 2.06),
  row("Industrial processes sector CO2", 2954.03, 5, 0, 5, 0.2),
  row("Energy sector CH4", 987.54, 5, 50, 50, 0.66),
  row("CRF2A mineral products CH4", 0, 25, 75, 79, 0),
  row("CRF2B chemical industry CH4", 97.09, 45, 120, 128, 0.17),
  row("CRF4A enteric fermentation CH4", 23584.68, 1, 46, 46, 14.48),
  row("CRF4B manure management CH4", 548.0, 1, 90, 90, 0.66),
  row("CRF4E prescribed burning CH4", 0.84, 20, 50, 54, 0),
  row("CRF4F burning of residues CH4", 22.49, 50, 40, 64, 0.02),
  row("CRF5B forest and grassland conversion CH4", 86.14, 100, 100, 141, 0.16),
  row("CRF6A solid waste disposal CH4", 2066.4, 35, 10, 35, 0.97),
  row("CRF6B wastewater handling CH4", 169.68, 60, 10, 60, 0.14),
];

/** The two waste rows print G = E, not √(E² + F²) (36.4 and 60.8): their H uses the printed G. */
const G_NOT_FROM_E_AND_F = new Set(["CRF6A solid waste disposal CH4", "CRF6B wastewater handling CH4"]);

/** A row's term (each category its own factor): the printed G only where the table did not use E and F. */
function termOf(r: PublishedRow) {
  return G_NOT_FROM_E_AND_F.has(r.category)
    ? rowTerm(r.gg, r.combinedPct, 0, r.category)
    : rowTerm(r.gg, r.activityPct, r.factorPct, r.category);
}

/** A row's U·x in "% × Gg", from our Approach 1 over that row alone. */
function uTimesX(r: PublishedRow): number {
  return approach1([termOf(r)]).pct95 * r.gg;
}

/** The totals T that the printed H (two decimals) allows for a row: U·x / (H ± 0.005). */
function totalsAllowedBy(r: PublishedRow): { low: number; high: number } {
  const ux = uTimesX(r);
  return {
    low: ux / (r.shareOfTotalPct + 0.005),
    high: r.shareOfTotalPct >= 0.005 ? ux / (r.shareOfTotalPct - 0.005) : Number.POSITIVE_INFINITY,
  };
}

describe("published example: New Zealand NIR 1990–2002, Annex 7 Tier 1 table (first twelve rows)", () => {
  it("column G is equation 6.3 / IPCC 2006 eq. 3.1, √(E² + F²), to the table's whole percent", () => {
    for (const r of ROWS.filter((row) => !G_NOT_FROM_E_AND_F.has(row.category))) {
      expect(Math.round(productUncertaintyPct(r.activityPct, r.factorPct)), r.category).toBe(r.combinedPct);
    }
    // The waste rows print G = E; the product rule gives more, and the table's own H column follows the print.
    expect(productUncertaintyPct(35, 10)).toBeCloseTo(36.4, 1);
    expect(productUncertaintyPct(60, 10)).toBeCloseTo(60.83, 2);
  });

  it("column H is U·x / T for one total T: every printed share fits a T between 74,915 and 74,948 Gg", () => {
    let low = 0;
    let high = Number.POSITIVE_INFINITY;
    for (const r of ROWS) {
      const allowed = totalsAllowedBy(r);
      low = Math.max(low, allowed.low);
      high = Math.min(high, allowed.high);
    }
    expect(low).toBeLessThan(high);
    expect(Math.floor(low)).toBe(74_915);
    expect(Math.floor(high)).toBe(74_947);
  });

  it("the twelve rows' part of the level uncertainty, √ΣH² = 14.69%, is our quadrature sum to 0.01 pp", () => {
    const published = Math.sqrt(ROWS.reduce((s, r) => s + r.shareOfTotalPct ** 2, 0));
    expect(published).toBeCloseTo(14.69, 2);
    // Independent categories: each row its own factor, so approach1 adds every U·x in quadrature.
    const { kg, pct95 } = approach1(ROWS.map(termOf));
    const quadrature = pct95 * kg; // √Σ(U·x)², % × Gg
    for (const total of [74_916, 74_947]) {
      expect(Math.abs(quadrature / total - published)).toBeLessThan(0.01);
    }
  });
});
