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

/** "1,234 kWh (39.0%)": a share of the year's Scope 2 energy, each percentage from unrounded kWh. */
function energyShare(kWh: number, totalKwh: number): string {
  return `${num(kWh)} kWh (${num((kWh / totalKwh) * 100, 1)}%)`;
}

/** How the market-based Scope 2 figure was made, by energy: kWh and % by method. */
export function scope2EnergyText(m: YearEmissions["scope2Energy"]): string {
  return `of ${num(m.totalKwh)} kWh of scope 2 energy, ${energyShare(m.instrumentKwh, m.totalKwh)} use a contractual instrument (supplier rate, REGO/GO/REC, PPA), ${energyShare(m.residualMixKwh, m.totalKwh)} the residual mix of their country, ${energyShare(m.locationFallbackKwh, m.totalKwh)} the location-based factor where no residual mix is available (named fallback)`;
}

/** The Scope 2 method statement: both methods and how the market-based one was made. */
export function scope2MethodsText(y: YearEmissions | null): string {
  const both =
    "Both methods reported (GHG Protocol Scope 2 Guidance): location-based (grid-average factors) and market-based";
  if (!y || y.scope2Energy.totalKwh <= 0) return `${both}.`;
  return `${both}: ${scope2EnergyText(y.scope2Energy)}.`;
}

/** "2026.1 (140 activities), 2025.2 (12 activities)": the versions the figures were computed with. */
export function factorVersionsText(versions: ReportData["basis"]["factorLibraryVersions"]): string {
  if (versions.length === 0) return "None (no activities in the reporting year)";
  return versions
    .map(
      (v) =>
        `${v.version ?? "not recorded"} (${num(v.activities)} ${v.activities === 1 ? "activity" : "activities"})`,
    )
    .join(", ");
}

/** Key-value lines of the reporting basis, for the prose reports. */
export function basisItems(d: ReportData): [label: string, value: string][] {
  return [
    ["Reporting period", periodText(d)],
    ["Base year", baseYearText(d)],
    ["Consolidation approach", consolidationLabel(d.basis.consolidationApproach)],
    [
      "GWP basis",
      d.basis.gwpSetting === "AR5"
        ? `${d.basis.gwpBasis} (the emission factor file's global warming potentials)`
        : d.basis.gwpBasis,
    ],
    ["Scope 2", scope2MethodsText(d.current)],
    ["Partial years (excluded from year-on-year change)", partialYearsText(d)],
    ["Year-on-year change", yearOnYearText(d)],
    ["Emission factor library versions used", factorVersionsText(d.basis.factorLibraryVersions)],
  ];
}
