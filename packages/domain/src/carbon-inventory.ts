/**
 * The inventory by reporting year: the monthly rollup (kg CO2e per month, scope, breakdown key and
 * source type, with both Scope 2 methods) grouped into the company's reporting years, with the coverage and
 * the closed years that decide which years are complete. Everything that shows a year's emissions — the
 * Carbon Analysis, the reports, the assessment, the dashboard — reads this, so they agree on the year.
 */

import { type GasMonthRow, gasesOfYear, type YearGases } from "./carbon-gases";
import type { FrozenYear } from "./carbon-year-snapshot";
import { type ConsolidationSite, includedShareOf } from "./consolidation";
import {
  type ReportingYearChoice,
  reportingCoverage,
  resolveReportingYear,
  type YearCoverage,
} from "./reporting-coverage";
import { type ReportingSettings, reportingYearOf } from "./reporting-period";
import {
  type UncertaintyMonthRow,
  uncertaintyOfYear,
  type YearUncertainty,
} from "./uncertainty/year-uncertainty";

/** One row of the monthly rollup; voided activities are never in it. */
export type MonthlyTotalRow = {
  /** YYYY-MM */
  month: string;
  scope: 1 | 2 | 3;
  detailKey: string;
  sourceType: string;
  /** kg CO2e, location-based */
  locationKg: number;
  /** kg CO2e, market-based for scope 2; equal to locationKg for scopes 1 and 3 */
  marketKg: number;
  activities: number;
  /** The site of the activities; null or absent: no site. */
  siteId?: number | null;
};

/**
 * A site as the inventory needs it: its name, ownership share (0-100 %) and control; a control flag left out
 * is true (the default of every site, see sites.ts).
 */
export type InventorySite = {
  id: number;
  name: string;
  ownershipShare: number;
  operationalControl?: boolean;
  financialControl?: boolean;
  /** An installation under a regulated emissions trading scheme; absent: not (sites closed before it existed). */
  underEts?: boolean;
};

/** The market-based method of a Scope 2 activity; null: stored before the method was recorded. */
export type Scope2Method = "instrument" | "residual_mix" | "location_fallback";

/**
 * kWh of Scope 2 activities of one month, site and market-based method. Rows carry their month so a reader
 * can take any set of months (a reporting year, a closed year's snapshot) by filtering them.
 */
export type Scope2EnergyRow = {
  /** YYYY-MM */
  month: string;
  siteId: number | null;
  method: Scope2Method | null;
  kWh: number;
};

/** Activities of one month computed with one version of the factor library (null: not recorded). */
export type FactorVersionRow = { month: string; version: string | null; activities: number };

/** kWh of a year's Scope 2 energy by how its market-based figure was made, as consolidated. */
export type Scope2Coverage = { instrumentKwh: number; residualMixKwh: number; locationFallbackKwh: number };

/** What the database holds for a company's inventory: its settings, closed years and monthly rollup. */
export type InventoryRecords = {
  settings: ReportingSettings;
  closedYears: readonly number[];
  monthly: readonly MonthlyTotalRow[];
  /** The company's sites; absent: none. */
  sites?: readonly InventorySite[];
  /**
   * Closed years computed under the settings and sites frozen when they were closed (their month rows in
   * `monthly` are the snapshot's); absent: every year follows `settings` and `sites`.
   */
  frozenYears?: readonly FrozenYear[];
  /** Scope 2 kWh by month, site and method; absent: none recorded. */
  scope2Energy?: readonly Scope2EnergyRow[];
  /** Activities by month and factor-library version; absent: none recorded. */
  factorVersions?: readonly FactorVersionRow[];
  /** Gas masses, refrigerants and biogenic CO2 by month and site; absent: none recorded. */
  gases?: readonly GasMonthRow[];
  /** Uncertainty and data-quality terms by month, site, scope, breakdown key and factor; absent: none. */
  uncertainty?: readonly UncertaintyMonthRow[];
};

/** kg CO2e of one reporting year and breakdown key. */
export type InventoryLine = {
  scope: 1 | 2 | 3;
  detailKey: string;
  locationKg: number;
  marketKg: number;
  activities: number;
};

/** kg CO2e of one reporting year, by scope and with both Scope 2 methods. */
export type InventoryYear = {
  year: number;
  /** The settings the year is computed under: a closed year's frozen ones, else the company's. */
  settings: ReportingSettings;
  complete: boolean;
  closed: boolean;
  monthsCovered: number;
  /** The year's months without data ("YYYY-MM"). */
  missingMonths: string[];
  lines: InventoryLine[];
  scope1: number;
  /** kg of `scope1` from sites under a regulated emissions trading scheme (as consolidated). */
  scope1UnderEts: number;
  scope2Location: number;
  scope2Market: number;
  scope3: number;
  totalLocation: number;
  totalMarket: number;
  /**
   * kg CO2e by site (as counted under the consolidation approach), sites in name order then "No site"; only
   * sites with emissions in the year.
   */
  bySite: InventorySiteTotal[];
  /** kWh of the year's Scope 2 energy by market-based method, at each site's included share. */
  scope2Coverage: Scope2Coverage;
  /** The factor-library versions the year's activities were computed with, most activities first. */
  factorLibraryVersions: { version: string | null; activities: number }[];
  /** Emissions by gas, biogenic CO2 and Montreal Protocol gases, at each site's included share. */
  gases: YearGases;
  /** Uncertainty and data-quality terms by scope, breakdown key and factor, at each site's included share. */
  uncertainty: YearUncertainty;
};

export type InventorySiteTotal = {
  siteId: number | null;
  name: string;
  locationKg: number;
  marketKg: number;
};

export const NO_SITE_NAME = "No site";

/** The consolidation view of an inventory site (control defaults to true). */
export function consolidationSite(site: InventorySite): ConsolidationSite {
  return {
    ownershipShare: site.ownershipShare,
    operationalControl: site.operationalControl ?? true,
    financialControl: site.financialControl ?? true,
  };
}

/** The share of a site's emissions the inventory counts under `approach` (consolidation.ts); no site: 1. */
export function consolidationFactor(
  approach: ReportingSettings["consolidationApproach"],
  site: InventorySite | undefined,
): number {
  return includedShareOf(site ? consolidationSite(site) : null, approach);
}

function scope2CoverageOf(
  rows: readonly Scope2EnergyRow[],
  inYear: (month: string) => boolean,
  shareOf: (siteId: number | null) => number,
): Scope2Coverage {
  const c: Scope2Coverage = { instrumentKwh: 0, residualMixKwh: 0, locationFallbackKwh: 0 };
  for (const r of rows) {
    if (!inYear(r.month)) continue;
    const kWh = r.kWh * shareOf(r.siteId);
    if (r.method === "instrument") c.instrumentKwh += kWh;
    else if (r.method === "residual_mix") c.residualMixKwh += kWh;
    // A row stored before the method was recorded used the location-based figure.
    else c.locationFallbackKwh += kWh;
  }
  return c;
}

function versionsOf(rows: readonly FactorVersionRow[], inYear: (month: string) => boolean) {
  const byVersion = new Map<string | null, number>();
  for (const r of rows) {
    if (inYear(r.month)) byVersion.set(r.version, (byVersion.get(r.version) ?? 0) + r.activities);
  }
  return [...byVersion]
    .map(([version, activities]) => ({ version, activities }))
    .sort((a, b) => b.activities - a.activities || String(a.version).localeCompare(String(b.version)));
}

export type Inventory = {
  settings: ReportingSettings;
  coverage: YearCoverage[];
  /** Every reporting year with data (or closed), oldest first. */
  years: InventoryYear[];
};

/**
 * Which reporting years have data, are complete or closed: the monthly rollup, the closed years and the
 * fiscal-year start decide it, nothing else of the inventory.
 */
export function inventoryCoverage(
  records: Pick<InventoryRecords, "settings" | "closedYears" | "monthly">,
): YearCoverage[] {
  return reportingCoverage({
    rows: records.monthly
      .filter((r) => r.activities > 0)
      .map((r) => ({ month: r.month, sourceType: r.sourceType })),
    closedYears: records.closedYears,
    fiscalYearStartMonth: records.settings.fiscalYearStartMonth,
  });
}

/** Of `years` (those an ingest added to), the ones not complete, newest first: its `partialYears`. */
export function partialYearsAmong(coverage: readonly YearCoverage[], years: readonly number[]): number[] {
  return coverage
    .filter((c) => years.includes(c.year) && !c.complete)
    .map((c) => c.year)
    .sort((a, b) => b - a);
}

/** Groups the monthly rollup into reporting years (fiscal-year start from the settings). */
export function buildInventory(records: InventoryRecords): Inventory {
  const startMonth = records.settings.fiscalYearStartMonth;
  const coverage = inventoryCoverage(records);
  const lines = new Map<number, Map<string, InventoryLine>>();
  const siteMap = (list: readonly InventorySite[] | undefined) => new Map((list ?? []).map((s) => [s.id, s]));
  const live = { settings: records.settings, sites: siteMap(records.sites) };
  // A closed year keeps the consolidation approach and site shares it was closed under.
  const frozen = new Map(
    (records.frozenYears ?? []).map((f) => [f.year, { settings: f.settings, sites: siteMap(f.sites) }]),
  );
  const bySite = new Map<number, Map<number | null, InventorySiteTotal>>();
  const underEts = new Map<number, number>();
  for (const raw of records.monthly) {
    const year = reportingYearOf(raw.month, startMonth);
    const basis = frozen.get(year) ?? live;
    const site = raw.siteId ? basis.sites.get(raw.siteId) : undefined;
    const share = consolidationFactor(basis.settings.consolidationApproach, site);
    if (share === 0) continue;
    const r =
      share === 1 ? raw : { ...raw, locationKg: raw.locationKg * share, marketKg: raw.marketKg * share };
    if (r.scope === 1 && site?.underEts) underEts.set(year, (underEts.get(year) ?? 0) + r.locationKg);
    const yearSites = bySite.get(year) ?? new Map<number | null, InventorySiteTotal>();
    bySite.set(year, yearSites);
    const siteId = site ? site.id : null;
    const siteTotal = yearSites.get(siteId);
    if (siteTotal) {
      siteTotal.locationKg += r.locationKg;
      siteTotal.marketKg += r.marketKg;
    } else {
      yearSites.set(siteId, {
        siteId,
        name: site ? site.name : NO_SITE_NAME,
        locationKg: r.locationKg,
        marketKg: r.marketKg,
      });
    }
    const byKey = lines.get(year) ?? new Map<string, InventoryLine>();
    lines.set(year, byKey);
    const key = `${r.scope}|${r.detailKey}`;
    const line = byKey.get(key);
    if (line) {
      line.locationKg += r.locationKg;
      line.marketKg += r.marketKg;
      line.activities += r.activities;
    } else {
      byKey.set(key, {
        scope: r.scope,
        detailKey: r.detailKey,
        locationKg: r.locationKg,
        marketKg: r.marketKg,
        activities: r.activities,
      });
    }
  }
  const years = coverage.map((c): InventoryYear => {
    const inYear = (month: string) => reportingYearOf(month, startMonth) === c.year;
    // Scope 2 kWh are consolidated under the year's own basis, like its emissions.
    const basis = frozen.get(c.year) ?? live;
    const shareOf = (siteId: number | null) =>
      consolidationFactor(basis.settings.consolidationApproach, siteId ? basis.sites.get(siteId) : undefined);
    const yearLines = [...(lines.get(c.year)?.values() ?? [])];
    const sum = (scope: 1 | 2 | 3, pick: (l: InventoryLine) => number) =>
      yearLines.filter((l) => l.scope === scope).reduce((s, l) => s + pick(l), 0);
    const scope1 = sum(1, (l) => l.locationKg);
    const scope2Location = sum(2, (l) => l.locationKg);
    const scope2Market = sum(2, (l) => l.marketKg);
    const scope3 = sum(3, (l) => l.locationKg);
    return {
      year: c.year,
      settings: frozen.get(c.year)?.settings ?? records.settings,
      complete: c.complete,
      closed: c.closed,
      monthsCovered: c.monthsCovered,
      missingMonths: c.missingMonths,
      lines: yearLines,
      scope1,
      scope1UnderEts: underEts.get(c.year) ?? 0,
      scope2Location,
      scope2Market,
      scope3,
      totalLocation: scope1 + scope2Location + scope3,
      totalMarket: scope1 + scope2Market + scope3,
      bySite: [...(bySite.get(c.year)?.values() ?? [])].sort(
        (a, b) => (a.siteId === null ? 1 : 0) - (b.siteId === null ? 1 : 0) || a.name.localeCompare(b.name),
      ),
      scope2Coverage: scope2CoverageOf(records.scope2Energy ?? [], inYear, shareOf),
      factorLibraryVersions: versionsOf(records.factorVersions ?? [], inYear),
      gases: gasesOfYear(records.gases ?? [], inYear, shareOf),
      uncertainty: uncertaintyOfYear(records.uncertainty ?? [], inYear, shareOf),
    };
  });
  return { settings: records.settings, coverage, years };
}

/** The year to show: `requestedYear` when given, else the latest closed or complete year (see coverage). */
export function chooseInventoryYear(
  inventory: Inventory,
  requestedYear?: number | null,
): ReportingYearChoice & { data: InventoryYear | null } {
  const choice = resolveReportingYear(inventory.coverage, requestedYear);
  return { ...choice, data: inventory.years.find((y) => y.year === choice.year) ?? null };
}
