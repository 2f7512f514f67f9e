/**
 * The data snapshot the generated reports are built from: the stored rows (ReportRecords, read by
 * packages/db queries/reports.ts) grouped into the company's reporting years, in tonnes, for one
 * chosen reporting year (`?year=`, else the default: the latest closed or complete year) with its
 * comparative (the latest complete year before it) and its base year.
 */

import { type YearQuality, yearQuality } from "../carbon-analysis";
import { SCOPE3_CATEGORY_KEYS } from "../carbon-breakdown";
import {
  buildInventory,
  chooseInventoryYear,
  type InventoryRecords,
  type InventoryYear,
  type Scope2Coverage,
} from "../carbon-inventory";
import { humanizeKey } from "../carbon-status";
import { type YearOnYearChange, yearOnYearChange } from "../carbon-year-on-year";
import { missingRevenueNote, type RevenueYear, revenueForYear, type YearRevenue } from "../company-profile";
import {
  type GasTotals,
  type GhgCategory,
  GWP_BASIS,
  type GwpBasis,
  ghgCategoryName,
  gwpBasisLabel,
} from "../ghg";
import {
  type ConsolidationApproach,
  type ReportingPeriod,
  reportingPeriod,
  reportingPeriodLabel,
  reportingYearOf,
} from "../reporting-period";
import type { ReportYearExtras } from "./energy-and-screening";

export type ReportRecords = {
  company: { name: string; industry: string };
  /** Revenue by year in the company's reporting currency (the company profile). */
  revenue: { currency: string | null; revenue: readonly RevenueYear[] };
  /** The inventory: reporting settings, closed years and the monthly rollup (both Scope 2 methods). */
  inventory: InventoryRecords;
  /** Emission factor sources applied per month ("YYYY-MM"); voided uploads excluded. */
  factorSources: readonly {
    month: string;
    source: string;
    factorYear: number;
    activities: number;
    kgCO2e: number;
  }[];
  suppliers: readonly {
    name: string;
    country: string | null;
    category: string | null;
    riskTier: string;
    disclosureScore: number;
    responded: boolean;
  }[];
  goals: readonly {
    title: string;
    category: string;
    unit: string;
    baselineYear: number;
    targetYear: number;
    currentValue: number;
    targetValue: number;
    isScenceBased: boolean;
    status: string;
    latestProgressPercentage: number | null;
  }[];
  risks: readonly {
    riskCategory: string;
    riskType: string;
    probability: number;
    impact: number;
    riskLevel: string;
    status: string;
    mitigationStrategy: string | null;
  }[];
};

/** t CO2e of one breakdown key; `marketTonnes` is market-based for scope 2 and equals `tonnes` elsewhere. */
export type SourceLine = { key: string; label: string; tonnes: number; marketTonnes: number };

/**
 * How the market-based Scope 2 figures of a year were made (GHG Protocol Scope 2 Guidance hierarchy), by
 * energy: kWh (as consolidated) with a contractual instrument (supplier rate, REGO/GO/REC, PPA), with the
 * residual mix of their country, and on the location-based factor where no residual mix exists.
 */
export type Scope2EnergyShares = Scope2Coverage & { totalKwh: number };

export type YearEmissions = {
  year: number;
  /** "1 January 2024 – 31 December 2024" */
  period: string;
  /** Every month has data (closing a year with gaps does not make it complete). */
  complete: boolean;
  closed: boolean;
  monthsCovered: number;
  /** The months without data ("YYYY-MM"). */
  missingMonths: string[];
  scope1: number;
  scope2Location: number;
  scope2Market: number;
  scope3: number;
  totalLocation: number;
  totalMarket: number;
  scope1BySource: SourceLine[];
  scope2BySource: SourceLine[];
  /** GHG Protocol scope 3 categories with data, in category order. */
  scope3ByCategory: (SourceLine & { category: GhgCategory | null })[];
  scope2Energy: Scope2EnergyShares;
  /** The factor-library versions the year's activities were computed with, most activities first. */
  factorLibraryVersions: { version: string | null; activities: number }[];
  /** Tonnes by site as counted under the consolidation approach; empty when the company has no sites. */
  bySite: { siteId: number | null; name: string; tonnes: number; marketTonnes: number }[];
  /**
   * Tonnes CO2e by gas (location-based, summing to `totalLocation`; `unsplit`: sources giving CO2e only),
   * tonnes of biogenic CO2 and tonnes CO2e of Montreal Protocol gases (both outside the scopes), and the GWP
   * bases the year's rows were computed on.
   */
  gases: { byGas: GasTotals; biogenicCo2: number; montrealProtocolGases: number; gwpBases: string[] };
  /**
   * IPCC Approach 1 95% ranges of the year's totals and breakdown keys, and its data-quality summary (ESRS E1-6
   * share of scope 3 from primary data, ESRS 2 BP-2 list): the analysis's own figures for that year.
   */
  quality: YearQuality;
};

/** What every emissions report states about how its figures were made. */
export type ReportBasis = {
  /** The reporting year the report is built for; null when the company has no emissions data at all. */
  year: number | null;
  /** The chosen year is neither complete nor closed. */
  isPartial: boolean;
  period: ReportingPeriod | null;
  /** "1 January 2024 – 31 December 2024" */
  periodLabel: string | null;
  fiscalYearStartMonth: number;
  baseYear: number | null;
  consolidationApproach: ConsolidationApproach;
  /** "IPCC AR5 100-year" (the factor file's), or the AR6 basis of gas masses with the rows it leaves at AR5. */
  gwpBasis: string;
  /** The company's setting the year was computed under (AR5 unless it chose AR6). */
  gwpSetting: GwpBasis;
  /** The factor-library versions the chosen year's figures were computed with, most activities first. */
  factorLibraryVersions: { version: string | null; activities: number }[];
  /** Reporting years with data that are neither complete nor closed, newest first. */
  partialYears: { year: number; monthsCovered: number }[];
  /** Years closed with months missing ("closed with gaps"), newest first, with the months they lack. */
  closedWithGaps: { year: number; missingMonths: string[] }[];
};

export type ReportData = {
  company: { name: string; industry: string };
  /** YYYY-MM-DD */
  generatedAt: string;
  /** The chosen reporting year's own revenue; null when none is recorded for it (see `intensityNote`). */
  revenue: YearRevenue | null;
  /** Why the report has no intensity, in plain words; null when it has one. */
  intensityNote: string | null;
  basis: ReportBasis;
  /** The chosen reporting year's emissions; null when that year has no data. */
  current: YearEmissions | null;
  /** The latest complete year before the chosen one: the comparative column. */
  comparative: YearEmissions | null;
  /** The base year's emissions when a base year is set, has data and is not the chosen year. */
  base: YearEmissions | null;
  /** Location-based total of the chosen year against the comparative; null when not comparable. */
  yearOnYear: YearOnYearChange | null;
  /** Every reporting year with data, newest first. */
  years: YearEmissions[];
  /** Factor sources of the chosen reporting year, largest emissions first. */
  factorSources: { source: string; factorYear: number; activities: number; tonnes: number }[];
  suppliers: ReportRecords["suppliers"];
  /** Environmental goals (ESRS E1-4, IFRS S2 targets). */
  climateTargets: ReportRecords["goals"];
  /** Risks of the Climate category. */
  climateRisks: ReportRecords["risks"];
} & ReportYearExtras;

const CATEGORY_BY_KEY = new Map<string, GhgCategory>(
  Object.entries(SCOPE3_CATEGORY_KEYS).map(([n, key]) => [key, Number(n) as GhgCategory]),
);

const bySize = (a: SourceLine, b: SourceLine) => b.tonnes - a.tonnes || a.key.localeCompare(b.key);
const t = (kg: number) => kg / 1000;

/** Whether the company had sites for the year: a closed year's own sites, else today's. */
function hasSites(records: ReportRecords, year: number): boolean {
  const frozen = records.inventory.frozenYears?.find((f) => f.year === year);
  return (frozen ? frozen.sites : (records.inventory.sites ?? [])).length > 0;
}

function yearEmissions(y: InventoryYear, records: ReportRecords, startMonth: number): YearEmissions {
  const lines = (scope: 1 | 2 | 3) =>
    y.lines
      .filter((l) => l.scope === scope)
      .map((l) => ({
        key: l.detailKey,
        label: humanizeKey(l.detailKey),
        tonnes: t(l.locationKg),
        marketTonnes: t(l.marketKg),
      }));
  const scope3ByCategory = lines(3)
    .map((l) => {
      const category = CATEGORY_BY_KEY.get(l.key) ?? null;
      return { ...l, category, label: category ? `${category}. ${ghgCategoryName(category)}` : l.label };
    })
    .sort((a, b) => (a.category ?? 99) - (b.category ?? 99) || a.key.localeCompare(b.key));
  return {
    year: y.year,
    period: reportingPeriodLabel(y.year, startMonth),
    complete: y.complete,
    closed: y.closed,
    monthsCovered: y.monthsCovered,
    missingMonths: y.missingMonths,
    scope1: t(y.scope1),
    scope2Location: t(y.scope2Location),
    scope2Market: t(y.scope2Market),
    scope3: t(y.scope3),
    totalLocation: t(y.totalLocation),
    totalMarket: t(y.totalMarket),
    scope1BySource: lines(1).sort(bySize),
    scope2BySource: lines(2).sort(bySize),
    scope3ByCategory,
    scope2Energy: {
      ...y.scope2Coverage,
      totalKwh:
        y.scope2Coverage.instrumentKwh +
        y.scope2Coverage.residualMixKwh +
        y.scope2Coverage.locationFallbackKwh,
    },
    factorLibraryVersions: y.factorLibraryVersions,
    bySite: hasSites(records, y.year)
      ? // Grams are the last meaningful digit; rounding drops the float noise of the share.
        y.bySite.map((s) => ({
          siteId: s.siteId,
          name: s.name,
          tonnes: Math.round(s.locationKg * 1000) / 1e6,
          marketTonnes: Math.round(s.marketKg * 1000) / 1e6,
        }))
      : [],
    gases: {
      byGas: mapGasTotals(y.gases.byGasKg, t),
      biogenicCo2: t(y.gases.biogenicKgCo2),
      montrealProtocolGases: t(y.gases.montrealKgCO2e),
      gwpBases: y.gases.gwpBases,
    },
    quality: yearQuality(y),
  };
}

function mapGasTotals(g: GasTotals, f: (kg: number) => number): GasTotals {
  return {
    co2: f(g.co2),
    ch4: f(g.ch4),
    n2o: f(g.n2o),
    hfc: f(g.hfc),
    pfc: f(g.pfc),
    sf6: f(g.sf6),
    nf3: f(g.nf3),
    unsplit: f(g.unsplit),
  };
}

/**
 * The GWP basis a report states: the factor file's AR5 alone, or AR6 for gas masses with AR5 kept by the
 * rows whose source publishes CO2e only.
 */
export function gwpBasisText(setting: GwpBasis): string {
  if (setting === "AR5") return GWP_BASIS;
  return `${gwpBasisLabel("AR6")} for gas masses (refrigerants; fuels and electricity whose factor source gives the split by gas); ${GWP_BASIS} kept by factors published in CO2e only`;
}

/**
 * The snapshot for reporting year `requestedYear` (else the default year). The comparative is the latest
 * COMPLETE year before it and the year-on-year change compares complete years only, so a year with one bill
 * never shows as a fall of −95 %.
 */
export function buildReportData(
  records: ReportRecords,
  generatedAt: string,
  requestedYear?: number | null,
): ReportData {
  const inventory = buildInventory(records.inventory);
  const { settings } = inventory;
  const startMonth = settings.fiscalYearStartMonth;
  const withData = inventory.years.filter((y) => y.monthsCovered > 0);
  const years = withData.map((y) => yearEmissions(y, records, startMonth)).sort((a, b) => b.year - a.year);
  const choice = chooseInventoryYear(inventory, requestedYear);
  // A closed year states the settings it was closed under; the base year is the company's, not the year's.
  const yearSettings = choice.data?.settings ?? settings;
  const current = years.find((y) => y.year === choice.year) ?? null;
  const comparative =
    choice.year === null ? null : (years.find((y) => y.complete && y.year < (choice.year as number)) ?? null);
  const base =
    settings.baseYear === null || settings.baseYear === choice.year
      ? null
      : (years.find((y) => y.year === settings.baseYear) ?? null);
  const yearly = years.map((y) => ({ year: y.year, total: y.totalLocation, complete: y.complete }));
  return {
    company: records.company,
    generatedAt,
    revenue: revenueForYear(records.revenue, choice.year),
    intensityNote: missingRevenueNote(records.revenue, choice.year),
    basis: {
      year: choice.year,
      isPartial: choice.isPartial,
      period: choice.year === null ? null : reportingPeriod(choice.year, startMonth),
      periodLabel: choice.year === null ? null : reportingPeriodLabel(choice.year, startMonth),
      fiscalYearStartMonth: startMonth,
      baseYear: settings.baseYear,
      consolidationApproach: yearSettings.consolidationApproach,
      gwpBasis: gwpBasisText(yearSettings.gwpBasis),
      gwpSetting: yearSettings.gwpBasis,
      factorLibraryVersions: current?.factorLibraryVersions ?? [],
      partialYears: years
        .filter((y) => !y.complete && !y.closed)
        .map((y) => ({ year: y.year, monthsCovered: y.monthsCovered })),
      closedWithGaps: years
        .filter((y) => !y.complete && y.closed)
        .map((y) => ({ year: y.year, missingMonths: y.missingMonths })),
    },
    current,
    comparative,
    base,
    yearOnYear: choice.year === null ? null : yearOnYearChange(yearly, choice.year),
    years,
    factorSources: records.factorSources
      .filter((f) => choice.year !== null && reportingYearOf(f.month, startMonth) === choice.year)
      .reduce<ReportData["factorSources"]>((out, f) => {
        const same = out.find((o) => o.source === f.source && o.factorYear === f.factorYear);
        if (same) {
          same.activities += f.activities;
          same.tonnes += t(f.kgCO2e);
        } else {
          out.push({
            source: f.source,
            factorYear: f.factorYear,
            activities: f.activities,
            tonnes: t(f.kgCO2e),
          });
        }
        return out;
      }, [])
      .sort((a, b) => b.tonnes - a.tonnes || a.source.localeCompare(b.source)),
    suppliers: records.suppliers,
    climateTargets: records.goals.filter((g) => g.category === "Environmental"),
    climateRisks: records.risks.filter((r) => r.riskCategory === "Climate"),
  };
}

/** t CO2e per million of revenue, or null without revenue. */
export function intensityPerMillion(tonnes: number, revenue: ReportData["revenue"]): number | null {
  return revenue && revenue.amount > 0 ? tonnes / (revenue.amount / 1e6) : null;
}

const SYMBOLS: Record<string, string> = { GBP: "£", EUR: "€", USD: "$" };

/** "£24.0m", "24.0m SEK". PDF-safe: the standard PDF fonts carry £ and €. */
export function moneyMillions(revenue: { amount: number; currency: string }): string {
  const m = (revenue.amount / 1e6).toFixed(1);
  const symbol = SYMBOLS[revenue.currency];
  return symbol ? `${symbol}${m}m` : `${m}m ${revenue.currency}`;
}

/** "per £m revenue" */
export function perMillionLabel(revenue: { currency: string }): string {
  const symbol = SYMBOLS[revenue.currency];
  return symbol ? `t CO2e per ${symbol}m net revenue` : `t CO2e per million ${revenue.currency} net revenue`;
}
