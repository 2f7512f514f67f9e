/**
 * The reporting basis every emissions report states (GHG Protocol Corporate Standard ch. 3, 5 and
 * 9; ESRS E1-6; GRI 305-1 d-g): the reporting period, the base year, the consolidation approach, the GWP basis,
 * both Scope 2 methods, and which years are partial — so that a partial year is never read as a complete one.
 */
import { num } from "../assessment/format";
import type { ConsolidationApproach } from "../reporting-period";
import type { ReportData, YearEmissions } from "./data";

/** What a change against or from a partial year is shown as. */
export const NOT_COMPARABLE = "not comparable (partial year)";

const CONSOLIDATION_LABELS: Readonly<Record<ConsolidationApproach, string>> = {
  operational_control: "Operational control",
  financial_control: "Financial control",
  equity_share: "Equity share",
};

/** "Operational control (GHG Protocol Corporate Standard, chapter 3)" */
export function consolidationLabel(approach: ConsolidationApproach): string {
  return `${CONSOLIDATION_LABELS[approach]} (GHG Protocol Corporate Standard, chapter 3)`;
}

/** "1 of 12 months with data" */
export const monthsText = (monthsCovered: number) => `${monthsCovered} of 12 months with data`;

/** "Closed with gaps: no data for 2025-03, 2025-04" */
export const closedWithGapsText = (missingMonths: readonly string[]) =>
  `Closed with gaps: no data for ${missingMonths.join(", ")}`;

/**
 * "2025 (1 of 12 months with data)" for each partial year and "2024 (Closed with gaps: no data for …)" for each
 * year closed with missing months, or "None": a closed year is signed off, not complete.
 */
export function partialYearsText(d: ReportData): string {
  const items = [
    ...d.basis.partialYears.map((p) => `${p.year} (${monthsText(p.monthsCovered)})`),
    ...d.basis.closedWithGaps.map((c) => `${c.year} (${closedWithGapsText(c.missingMonths)})`),
  ];
  return items.length === 0 ? "None" : items.join(", ");
}

/**
 * "1 January 2024 – 31 December 2024", with "(partial year: …)" when the chosen year is partial and
 * "(Closed with gaps: no data for …)" when it was closed with months missing.
 */
export function periodText(d: ReportData): string {
  const b = d.basis;
  if (b.periodLabel === null) return "n/a (no emissions recorded)";
  if (b.isPartial) return `${b.periodLabel} (partial year: ${monthsText(d.current?.monthsCovered ?? 0)})`;
  const c = d.current;
  return c?.closed && !c.complete
    ? `${b.periodLabel} (${closedWithGapsText(c.missingMonths)})`
    : b.periodLabel;
}

/** A year's column header: "2024", "2023 (base year)", "2025 (partial)". */
export function yearHeader(y: YearEmissions, baseYear: number | null): string {
  const notes = [...(y.year === baseYear ? ["base year"] : []), ...(y.complete ? [] : ["partial"])];
  return notes.length ? `${y.year} (${notes.join(", ")})` : String(y.year);
}

/** Signed percent with one decimal: "+8.3%", "-57.5%". */
export function signedPercent(change: number): string {
  return `${change > 0 ? "+" : ""}${num(change, 1)}%`;
}

/** Change of the location-based total against the comparative, as the reports state it. */
export function yearOnYearText(d: ReportData): string {
  if (!d.current) return "n/a (no emissions recorded for the reporting year)";
  if (!d.current.complete)
    return `${NOT_COMPARABLE}: ${d.current.year} has ${monthsText(d.current.monthsCovered)}`;
  if (!d.yearOnYear) return "n/a (no earlier complete year to compare with)";
  return `${signedPercent(d.yearOnYear.changePercent)} against ${d.yearOnYear.previousYear} (total, location-based; complete years only)`;
}

/** The base year and, where both years are complete, the change of the total since then. */
export function baseYearText(d: ReportData): string {
  const baseYear = d.basis.baseYear;
  if (baseYear === null) return "Not set (set it in Carbon Analysis reporting settings)";
  if (d.current && baseYear === d.current.year) return `${baseYear} (the reporting year)`;
  const base = d.base;
  if (!base) return `${baseYear} (no emissions recorded for it)`;
  const figures = `${baseYear}: ${num(base.totalLocation)} t CO2e location-based, ${num(base.totalMarket)} t CO2e market-based`;
  if (!d.current) return figures;
  if (!base.complete || !d.current.complete) return `${figures}; change since base year ${NOT_COMPARABLE}`;
  if (base.totalLocation <= 0) return figures;
  const change = ((d.current.totalLocation - base.totalLocation) / base.totalLocation) * 100;
  return `${figures}; change to ${d.current.year}: ${signedPercent(change)} (location-based)`;
}

/** The Scope 2 method statement: both methods and how the market-based one was made. */
export function scope2MethodsText(y: YearEmissions | null): string {
  const both =
    "Both methods reported (GHG Protocol Scope 2 Guidance): location-based (grid-average factors) and market-based";
  if (!y || y.scope2Methods.activities === 0) return `${both}.`;
  const m = y.scope2Methods;
  return `${both}: ${num(m.instrument)} of ${num(m.activities)} scope 2 activities use a contractual instrument (supplier rate, REGO/GO/REC, PPA), ${num(m.residualMix)} the residual mix of their country, ${num(m.locationFallback)} the location-based factor where no residual mix is available (named fallback).`;
}

/** Key-value lines of the reporting basis, for the prose reports. */
export function basisItems(d: ReportData): [label: string, value: string][] {
  return [
    ["Reporting period", periodText(d)],
    ["Base year", baseYearText(d)],
    ["Consolidation approach", consolidationLabel(d.basis.consolidationApproach)],
    ["GWP basis", `${d.basis.gwpBasis} (the emission factor file's global warming potentials)`],
    ["Scope 2", scope2MethodsText(d.current)],
    ["Partial years (excluded from year-on-year change)", partialYearsText(d)],
    ["Year-on-year change", yearOnYearText(d)],
    ["Emission factor library", d.basis.factorLibraryVersion],
  ];
}
