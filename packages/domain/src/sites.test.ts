import { describe, expect, it } from "vitest";
import { buildCarbonAnalysis } from "./carbon-analysis";
import { buildInventory, consolidationFactor, type MonthlyTotalRow } from "./carbon-inventory";
import { type ConsolidationApproach, DEFAULT_REPORTING_SETTINGS } from "./reporting-period";
import { TEST_INDUSTRY } from "./reports/test-inventory";
import { resolveSite, siteInputSchema, siteRegion, siteUpdateInputSchema } from "./sites";

const issuesOf = (input: unknown) => {
  const r = siteInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("siteInputSchema", () => {
  it("trims, upper-cases the codes and defaults the ownership share to 100", () => {
    expect(
      siteInputSchema.parse({ name: "  Sheffield plant ", country: "gb", gridSubregion: "gb-sct" }),
    ).toEqual({
      name: "Sheffield plant",
      country: "GB",
      gridSubregion: "GB-SCT",
      legalEntity: null,
      ownershipShare: 100,
      operationalControl: true,
      financialControl: true,
      underEts: false,
    });
    expect(
      siteInputSchema.parse({
        name: "Fresno DC",
        country: "US",
        gridSubregion: "US-CAMX",
        legalEntity: "Acme Inc.",
        ownershipShare: 40,
      }),
    ).toMatchObject({ gridSubregion: "US-CAMX", legalEntity: "Acme Inc.", ownershipShare: 40 });
    expect(
      siteInputSchema.parse({ name: "Berlin", country: "DE", gridSubregion: "", legalEntity: "" }),
    ).toMatchObject({ gridSubregion: null, legalEntity: null });
  });

  it.each([
    [{ country: "GB" }, "name: Name is required"],
    [{ name: "  ", country: "GB" }, "name: Name is required"],
    [{ name: "x".repeat(201), country: "GB" }, "name: Name must be at most 200 characters"],
    [
      { name: "A", country: "XX" },
      "country: Country must be an ISO 3166-1 alpha-2 code such as GB, DE or US",
    ],
    [
      { name: "A", country: "United Kingdom" },
      "country: Country must be an ISO 3166-1 alpha-2 code such as GB, DE or US",
    ],
    [
      { name: "A", country: "US", gridSubregion: "CAMX" },
      "gridSubregion: Grid subregion must be a subregion code such as US-CAMX or GB-SCT",
    ],
    [
      { name: "A", country: "DE", gridSubregion: "US-CAMX" },
      "gridSubregion: Grid subregion US-CAMX is not in DE",
    ],
    [
      { name: "A", country: "GB", legalEntity: "x".repeat(201) },
      "legalEntity: Legal entity must be at most 200 characters",
    ],
    [
      { name: "A", country: "GB", ownershipShare: 101 },
      "ownershipShare: Ownership share must be at most 100",
    ],
    [{ name: "A", country: "GB", ownershipShare: -1 }, "ownershipShare: Ownership share must be at least 0"],
    [
      { name: "A", country: "GB", ownershipShare: "50" },
      "ownershipShare: Ownership share must be a number from 0 to 100",
    ],
  ])("refuses %j", (input, issue) => {
    expect(issuesOf(input)).toEqual([issue]);
  });

  it("update input carries the id and the same rules", () => {
    expect(siteUpdateInputSchema.parse({ id: "7", name: "A", country: "GB" })).toMatchObject({ id: 7 });
    expect(
      siteUpdateInputSchema.safeParse({ id: 7, name: "A", country: "FR", gridSubregion: "GB-SCT" }).success,
    ).toBe(false);
  });
});

describe("resolveSite and siteRegion", () => {
  const sites = [
    { id: 3, name: "Sheffield plant", country: "GB", gridSubregion: null },
    { id: 12, name: "Fresno DC", country: "US", gridSubregion: "US-CAMX" },
  ];
  it.each([
    [3, 3],
    ["12", 12],
    [" sheffield PLANT ", 3],
    ["Fresno DC", 12],
    ["4", null],
    [4, null],
    ["Leeds", null],
    [true, null],
  ])("%j → site %s", (ref, id) => {
    expect(resolveSite(sites, ref)?.id ?? null).toBe(id);
  });
  it("a site's region is its grid subregion, else its country", () => {
    expect(siteRegion(sites[0] as (typeof sites)[0])).toBe("GB");
    expect(siteRegion(sites[1] as (typeof sites)[1])).toBe("US-CAMX");
  });
});

const industry = TEST_INDUSTRY;

/** 2024 (calendar fiscal year), one row per month: 1,200 kg at site 1 (40 %), 600 kg at site 2, 300 kg with no site. */
function monthly(): MonthlyTotalRow[] {
  return Array.from({ length: 12 }, (_, m) => {
    const month = `2024-${String(m + 1).padStart(2, "0")}`;
    const row = { month, sourceType: "energy_bill", activities: 1 };
    return [
      { ...row, scope: 2 as const, detailKey: "electricity", locationKg: 100, marketKg: 50, siteId: 1 },
      { ...row, scope: 1 as const, detailKey: "naturalGas", locationKg: 50, marketKg: 50, siteId: 2 },
      { ...row, scope: 1 as const, detailKey: "naturalGas", locationKg: 25, marketKg: 25, siteId: null },
    ];
  }).flat();
}
const sites = [
  { id: 1, name: "Minority JV", ownershipShare: 40 },
  { id: 2, name: "Sheffield plant", ownershipShare: 100 },
];
const inventoryUnder = (consolidationApproach: ConsolidationApproach) =>
  buildInventory({
    settings: { ...DEFAULT_REPORTING_SETTINGS, consolidationApproach },
    closedYears: [],
    monthly: monthly(),
    sites,
  });

describe("consolidation approach", () => {
  it.each([
    ["operational_control", undefined, 1],
    ["financial_control", sites[0], 1],
    ["equity_share", undefined, 1],
    ["equity_share", sites[0], 0.4],
    ["equity_share", { id: 9, name: "Sold", ownershipShare: 0 }, 0],
  ] as const)("%s, site %j → factor %s", (approach, site, factor) => {
    expect(consolidationFactor(approach, site)).toBe(factor);
  });

  it("operational and financial control count every site in full", () => {
    for (const approach of ["operational_control", "financial_control"] as const) {
      const [y] = inventoryUnder(approach).years;
      expect(y?.scope1).toBe(900);
      expect(y?.scope2Location).toBe(1200);
      expect(y?.scope2Market).toBe(600);
      expect(y?.totalLocation).toBe(2100);
      expect(y?.bySite).toEqual([
        { siteId: 1, name: "Minority JV", locationKg: 1200, marketKg: 600 },
        { siteId: 2, name: "Sheffield plant", locationKg: 600, marketKg: 600 },
        { siteId: null, name: "No site", locationKg: 300, marketKg: 300 },
      ]);
    }
  });

  it("equity share counts a site at its ownership share and rows without a site in full", () => {
    const [y] = inventoryUnder("equity_share").years;
    // Site 1: 1,200 kg location × 40 % = 480; 600 kg market × 40 % = 240.
    expect(y?.scope2Location).toBeCloseTo(480, 9);
    expect(y?.scope2Market).toBeCloseTo(240, 9);
    expect(y?.scope1).toBe(900);
    expect(y?.totalLocation).toBeCloseTo(1380, 9);
    expect(y?.totalMarket).toBeCloseTo(1140, 9);
    expect(
      y?.bySite.map((s) => [
        s.name,
        Math.round(s.locationKg * 1e6) / 1e6,
        Math.round(s.marketKg * 1e6) / 1e6,
      ]),
    ).toEqual([
      ["Minority JV", 480, 240],
      ["Sheffield plant", 600, 600],
      ["No site", 300, 300],
    ]);
  });

  it("the analysis states the approach and lists the year's sites in tonnes, both methods", () => {
    const a = buildCarbonAnalysis(inventoryUnder("equity_share"), industry, 2024);
    expect(a.consolidationApproach).toBe("equity_share");
    expect(a.currentEmissions.total).toBe(1.38);
    expect(a.currentEmissions.totalMarketBased).toBe(1.14);
    expect(a.bySite).toEqual([
      { siteId: 1, name: "Minority JV", total: 0.48, totalMarketBased: 0.24 },
      { siteId: 2, name: "Sheffield plant", total: 0.6, totalMarketBased: 0.6 },
      { siteId: null, name: "No site", total: 0.3, totalMarketBased: 0.3 },
    ]);
    const control = buildCarbonAnalysis(inventoryUnder("operational_control"), industry, 2024);
    expect(control.consolidationApproach).toBe("operational_control");
    expect(control.currentEmissions.total).toBe(2.1);
  });

  it("rows of an unknown (deleted) site count as no site", () => {
    const inv = buildInventory({
      settings: { ...DEFAULT_REPORTING_SETTINGS, consolidationApproach: "equity_share" },
      closedYears: [],
      monthly: monthly(),
      sites: [],
    });
    expect(inv.years[0]?.totalLocation).toBe(2100);
    expect(inv.years[0]?.bySite).toEqual([
      { siteId: null, name: "No site", locationKg: 2100, marketKg: 1500 },
    ]);
  });
});
