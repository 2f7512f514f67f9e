/**
 * The Carbon Analysis response (spec part 1 §2, §3, §9) from the inventory (carbon-inventory.ts): one
 * reporting year's emissions by scope and breakdown key with both Scope 2 methods, the trajectory over the
 * years, projections from complete years, the SBTi pathway, and reduction scenarios sized from the company's
 * own breakdown. Input kg → output tonnes.
 */

import { NO_GASES, type YearGases } from "./carbon-gases";
import {
  chooseInventoryYear,
  type Inventory,
  type InventoryLine,
  type InventoryYear,
} from "./carbon-inventory";
import { netZeroPathway, netZeroPlan } from "./carbon-net-zero-pathway";
import { projectEmissions, type YearlyTotal } from "./carbon-projection";
import { reductionScenarios } from "./carbon-scenarios";
import type { CarbonAnalysis, IndustryComparisonFigures, ScopeYearEmissions } from "./carbon-schemas";
import { PROJECTION_CURRENT_YEAR, PROJECTION_YEARS } from "./carbon-status";
import type { GwpBasis } from "./ghg";
import type { NetZeroTarget } from "./net-zero-target";
import { availableYears } from "./reporting-coverage";
import { reportingPeriod } from "./reporting-period";
import { analysisUncertainty } from "./uncertainty/analysis-uncertainty";

/** One row of the per-year rollup: kg CO2e of a scope and breakdown key in a calendar year. */
export type EmissionTotalRow = { year: number; scope: 1 | 2 | 3; detailKey: string; kgCO2e: number };

/** Largest-remainder rounding to hundredths: the rounded parts sum exactly to the rounded whole. */
export function roundPartsToHundredths(parts: readonly number[]): number[] {
  const cents = parts.map((p) => p * 100);
  const floors = cents.map(Math.floor);
  const target = Math.round(cents.reduce((s, c) => s + c, 0));
  let missing = target - floors.reduce((s, f) => s + f, 0);
  const order = cents.map((c, i) => [c - (floors[i] as number), i] as const).sort((a, b) => b[0] - a[0]);
  const out = [...floors];
  for (const [, i] of order) {
    if (missing <= 0) break;
    out[i] = (out[i] as number) + 1;
    missing--;
  }
  return out.map((c) => c / 100);
}

const tonnes = (kg: number) => kg / 1000;
const NO_SCOPE2 = { instrumentKwh: 0, residualMixKwh: 0, locationFallbackKwh: 0 };
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

type Details = Record<string, number>;

/** Tonnes per breakdown key of one scope, rounded so the parts sum exactly to the rounded scope total. */
function scopeDetails(
  lines: readonly InventoryLine[],
  scope: 1 | 2 | 3,
): { details: Details; total: number } {
  const entries = lines
    .filter((l) => l.scope === scope)
    .map((l) => [l.detailKey, l.locationKg] as const)
    .sort((a, b) => b[1] - a[1]);
  const rounded = roundPartsToHundredths(entries.map(([, kg]) => tonnes(kg)));
  const details: Details = {};
  entries.forEach(([key], j) => {
    details[key] = rounded[j] as number;
  });
  return { details, total: Math.round(rounded.reduce((s, v) => s + v * 100, 0)) / 100 };
}

/**
 * One year's tonnes by scope (breakdown parts summing to their scope) with both Scope 2 methods. Each scope
 * and each total is rounded once from its unrounded kilograms, never summed from rounded parts (4.00172 t is
 * 4.00, not 2.01 + 2.00).
 */
function yearTonnes(
  y: Pick<InventoryYear, "lines" | "scope2Market" | "totalLocation" | "totalMarket"> | null,
) {
  const lines = y?.lines ?? [];
  const [d1, d2, d3] = ([1, 2, 3] as const).map((scope) => scopeDetails(lines, scope)) as [
    ReturnType<typeof scopeDetails>,
    ReturnType<typeof scopeDetails>,
    ReturnType<typeof scopeDetails>,
  ];
  return {
    d1,
    d2,
    d3,
    total: round2(tonnes(y?.totalLocation ?? 0)),
    scope2MarketBased: round2(tonnes(y?.scope2Market ?? 0)),
    totalMarketBased: round2(tonnes(y?.totalMarket ?? 0)),
  };
}

/**
 * A year's Approach 1 ranges (every total and breakdown key, around the totals as rounded here) and its
 * data-quality summary: the one computation the analysis and the reports both state.
 */
export type YearQuality = ReturnType<typeof analysisUncertainty>;

export function yearQuality(y: InventoryYear | null): YearQuality {
  const { d1, d2, d3, total, scope2MarketBased, totalMarketBased } = yearTonnes(y);
  return analysisUncertainty(
    y?.uncertainty ?? null,
    { scope1: d1.total, scope2: d2.total, scope2MarketBased, scope3: d3.total, total, totalMarketBased },
    { scope1Details: d1.details, scope2Details: d2.details, scope3Details: d3.details },
  );
}

/**
 * Every reporting year with data by scope, oldest first (the stacked chart of /carbon), rounded as
 * `currentEmissions` is, so the chosen year's bar and the scope cards show the same figures.
 */
export function emissionsByYear(inventory: Inventory): ScopeYearEmissions[] {
  return inventory.years
    .filter((y) => y.monthsCovered > 0)
    .map((y) => {
      const t = yearTonnes(y);
      return {
        year: y.year,
        scope1: t.d1.total,
        scope2: t.d2.total,
        scope3: t.d3.total,
        total: t.total,
        scope2MarketBased: t.scope2MarketBased,
        totalMarketBased: t.totalMarketBased,
        monthsCovered: y.monthsCovered,
        complete: y.complete,
      };
    });
}

/**
 * The pathway's tonnes for every year from its base year through `lastYear` (the projection chart
 * draws the pathway from where it starts), rounded to 0.1 t like `netZeroPathway`; empty without a base.
 */
export function pathwayByYear(
  base: { baseYear: number; baseYearTotal: number } | null,
  lastYear: number,
): { year: number; total: number }[] {
  if (!base) return [];
  const years = Array.from(
    { length: Math.max(0, lastYear - base.baseYear + 1) },
    (_, i) => base.baseYear + i,
  );
  const points = netZeroPathway({ ...base, years });
  return years.map((year) => ({ year, total: round1(points[String(year)] ?? 0) }));
}

/**
 * The analysis of one reporting year (`requestedYear`, else the default year: the latest closed or complete
 * year, else the latest year with data flagged partial). `industry` comes from carbon-benchmarks.ts;
 * `netZero` is the company's own net-zero goal, if any (net-zero-target.ts).
 */
export function buildCarbonAnalysis(
  inventory: Inventory,
  industry: IndustryComparisonFigures,
  requestedYear?: number | null,
  netZero: NetZeroTarget | null = null,
): CarbonAnalysis {
  const { year: reportingYear, isPartial, data } = chooseInventoryYear(inventory, requestedYear);
  const startMonth = inventory.settings.fiscalYearStartMonth;
  const { d1, d2, d3, total, scope2MarketBased, totalMarketBased } = yearTonnes(data);
  const quality = yearQuality(data);

  const yearly: YearlyTotal[] = inventory.years.map((y) => ({
    year: y.year,
    total: tonnes(y.totalLocation),
    complete: y.complete,
  }));
  const trajectory = inventory.years
    .filter((y) => y.monthsCovered > 0)
    .map((y) => ({ year: y.year, total: round1(tonnes(y.totalLocation)) }));

  // Spec §9 shows 2025-2027 after a current year of 2024; with data, the three years after the reporting year.
  const from = reportingYear ?? PROJECTION_CURRENT_YEAR;
  const projectionYears = reportingYear === null ? [...PROJECTION_YEARS] : [1, 2, 3].map((k) => from + k);
  const projected = projectEmissions({ yearly, reportingYear, years: projectionYears });
  const plan = netZeroPlan({
    configuredBaseYear: inventory.settings.baseYear,
    yearly,
    reportingYear,
    years: projectionYears,
  });
  const projections: Record<string, number> = {};
  const netZeroPathway: Record<string, number> = {};
  for (const y of projectionYears) {
    projections[String(y)] = round1(projected.projections[String(y)] ?? 0);
    netZeroPathway[String(y)] = round1(plan.pathway[String(y)] ?? 0);
  }

  return {
    reportingYear,
    reportingPeriod: reportingYear === null ? null : reportingPeriod(reportingYear, startMonth),
    isPartial,
    availableYears: availableYears(inventory.coverage),
    baseYear: inventory.settings.baseYear,
    currentEmissions: {
      scope1: d1.total,
      scope2: d2.total,
      scope3: d3.total,
      total,
      scope2MarketBased,
      totalMarketBased,
      breakdown: {
        scope1Details: d1.details,
        scope2Details: d2.details,
        scope3Details: d3.details,
        uncertainty: quality.breakdownUncertainty,
      },
      uncertainty: quality.uncertainty,
    },
    dataQuality: quality.dataQuality,
    reductionScenarios: reductionScenarios({
      scope1Details: d1.details,
      scope2Details: d2.details,
      scope3Details: d3.details,
      total,
      scope2MarketBased,
    }),
    industryComparison: industry,
    projections,
    netZeroPathway,
    trajectory,
    emissionsByYear: emissionsByYear(inventory),
    pathwayByYear: pathwayByYear(plan.base, Math.max(...projectionYears)),
    annualChangeRate: Math.round(projected.rate * 10000) / 10000,
    netZeroYear: netZero?.targetYear ?? null,
    netZeroTarget: netZero,
    projectionMethod: projected.method,
    pathwayMethod: plan.pathwayMethod,
    consolidationApproach: (data?.settings ?? inventory.settings).consolidationApproach,
    bySite: (data?.bySite ?? []).map((s) => ({
      siteId: s.siteId,
      name: s.name,
      total: round2(tonnes(s.locationKg)),
      totalMarketBased: round2(tonnes(s.marketKg)),
    })),
    scope2Coverage: data?.scope2Coverage ?? NO_SCOPE2,
    factorLibraryVersions: data?.factorLibraryVersions ?? [],
    ...gasFigures(data?.gases ?? NO_GASES, (data?.settings ?? inventory.settings).gwpBasis),
    etsShareOfScope1Pct: data ? etsShareOfScope1Pct(data) : null,
  };
}

const GAS_KEYS = ["co2", "ch4", "n2o", "hfc", "pfc", "sf6", "nf3", "unsplit"] as const;

/** Tonnes by gas rounded so the parts sum to the rounded location-based total, as the scopes' details do. */
function gasFigures(g: YearGases, setting: GwpBasis) {
  const rounded = roundPartsToHundredths(GAS_KEYS.map((k) => tonnes(g.byGasKg[k])));
  const byGas = Object.fromEntries(GAS_KEYS.map((k, i) => [k, rounded[i] ?? 0])) as Record<
    (typeof GAS_KEYS)[number],
    number
  >;
  return {
    byGas,
    biogenicCo2: round2(tonnes(g.biogenicKgCo2)),
    montrealProtocolGases: round2(tonnes(g.montrealKgCO2e)),
    gwpBasis: { setting, rows: g.gwpBases },
  };
}

/** 0-100 of a year's scope 1 from sites under an emissions trading scheme, to 0.1; null without scope 1. */
export function etsShareOfScope1Pct(y: Pick<InventoryYear, "scope1" | "scope1UnderEts">): number | null {
  if (!(y.scope1 > 0)) return null;
  return Math.min(100, Math.round((y.scope1UnderEts / y.scope1) * 1000) / 10);
}
