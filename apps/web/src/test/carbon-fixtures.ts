import {
  buildCarbonAnalysis,
  buildInventory,
  type CarbonAnalysis,
  type CarbonCoverage,
  type CarbonEnergy,
  carbonCoverageGrid,
  carbonEnergy,
  DEFAULT_REPORTING_SETTINGS,
  type IndustryComparisonFigures,
  type MonthlyTotalRow,
  type NetZeroTarget,
  type ReportingSettings,
  type Scope3Screening,
  scope3Screening,
} from "@esg/domain";

export const INDUSTRY: IndustryComparisonFigures = {
  topPerformer: 60,
  medianEmissions: 120,
  averageEmissions: 150,
  intensityNote: null,
  industry: "Manufacturing",
  source: "US EPA Supply Chain GHG Emission Factors v1.3.0 (USEEIOv2.2.22-GHG), NAICS-6",
  sourceUrl:
    "https://pasteur.epa.gov/uploads/10.23719/1531143/SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv",
  basis: "Cradle-to-gate intensity of the 359 NAICS-6 sectors of Manufacturing.",
};

/** One year's kg CO2e of a breakdown key, as rollup rows spread evenly over the first `months` months. */
export type YearLine = {
  year: number;
  scope: 1 | 2 | 3;
  detailKey: string;
  kg: number;
  /** Market-based kg (scope 2); defaults to `kg`. */
  marketKg?: number;
  /** Months of the calendar year with data, from January; 12 = a complete year. */
  months?: number;
};

const pad2 = (n: number) => String(n).padStart(2, "0");

/** Rollup rows of calendar-year lines (the fixtures use a January fiscal-year start). */
export function monthlyRows(lines: readonly YearLine[]): MonthlyTotalRow[] {
  return lines.flatMap((l) => {
    const months = l.months ?? 12;
    return Array.from({ length: months }, (_, i) => ({
      month: `${l.year}-${pad2(i + 1)}`,
      scope: l.scope,
      detailKey: l.detailKey,
      sourceType: "energy_bill",
      locationKg: l.kg / months,
      marketKg: (l.marketKg ?? l.kg) / months,
      activities: 1,
    }));
  });
}

/** 2023 and 2024 complete; 2024: scope 1 25 t, scope 2 35 t (market 20 t), scope 3 40 t, total 100 t. */
export const COMPLETE_YEARS: YearLine[] = [
  { year: 2023, scope: 1, detailKey: "naturalGas", kg: 30_000 },
  { year: 2023, scope: 2, detailKey: "electricity", kg: 40_000 },
  { year: 2023, scope: 3, detailKey: "purchasedGoodsAndServices", kg: 50_000 },
  { year: 2024, scope: 1, detailKey: "naturalGas", kg: 20_000 },
  { year: 2024, scope: 1, detailKey: "diesel", kg: 5_000 },
  { year: 2024, scope: 2, detailKey: "electricity", kg: 35_000, marketKg: 20_000 },
  { year: 2024, scope: 3, detailKey: "purchasedGoodsAndServices", kg: 30_000 },
  { year: 2024, scope: 3, detailKey: "businessTravel", kg: 10_000 },
];

/** A 2025 with three months of electricity only: a partial year. */
export const PARTIAL_2025: YearLine[] = [
  { year: 2025, scope: 2, detailKey: "electricity", kg: 1_660, marketKg: 900, months: 3 },
];

/** The analysis the server computes (the domain's own builder) for `year`, or the default year. */
export function analysisFixture(
  opts: {
    lines?: readonly YearLine[];
    year?: number | null;
    closedYears?: number[];
    settings?: Partial<ReportingSettings>;
    /** The company's own net-zero goal, as the server finds it among the goals. */
    netZero?: NetZeroTarget | null;
  } = {},
): CarbonAnalysis {
  const inventory = buildInventory({
    settings: { ...DEFAULT_REPORTING_SETTINGS, ...opts.settings },
    closedYears: opts.closedYears ?? [],
    monthly: monthlyRows(opts.lines ?? COMPLETE_YEARS),
  });
  return buildCarbonAnalysis(inventory, INDUSTRY, opts.year, opts.netZero ?? null);
}

/** GET /api/carbon/coverage as the server answers it for the fixture lines (energy bills, no site). */
export function coverageFixture(year: number, lines: readonly YearLine[] = COMPLETE_YEARS): CarbonCoverage {
  const cells = monthlyRows(lines).map((r) => ({ month: r.month, sourceType: r.sourceType, siteId: null }));
  return carbonCoverageGrid({ year, fiscalYearStartMonth: 1, cells, sites: [] });
}

/** GET /api/carbon/energy as the domain computes it: 20 MWh of gas, 10 MWh of electricity on a REGO. */
export function energyFixture(year: number): CarbonEnergy {
  const row = { includedShare: 1, instrumentType: null, instrumentFactor: null, instrumentVolume: null };
  return carbonEnergy({
    year,
    revenue: { amount: 10_000_000, currency: "GBP" },
    activities: [
      { ...row, activity: "natural_gas", amount: 20_000, unit: "kWh" },
      {
        ...row,
        activity: "electricity_grid",
        amount: 10_000,
        unit: "kWh",
        instrumentType: "rego",
        instrumentFactor: 0,
      },
    ],
  });
}

/** GET /api/carbon/scope3-screening as the domain computes it: business travel calculated, the rest unscreened. */
export function screeningFixture(year: number): Scope3Screening {
  return scope3Screening(year, [], {
    byCategory: new Map([[6, { kg: 4_000, activities: 2 }]]),
    primaryDataPct: 0,
    ownFactorKg: 0,
  });
}
