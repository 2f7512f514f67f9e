/** Tables and texts shared by the prose reports (ESRS E1, IFRS S2). */
import { num } from "../assessment/format";
import type { ReportData, YearEmissions } from "./data";
import type { ReportBlock } from "./document";

/** Whole tonnes with grouping; one decimal below 100 t so that small sources do not read 0. */
export function fmtTonnes(t: number): string {
  return Math.abs(t) < 100 ? num(t, 1) : num(t);
}

export function fmtChange(before: number | null | undefined, after: number | null): string {
  if (before === undefined || before === null || after === null || before <= 0) return "n/a";
  const c = ((after - before) / before) * 100;
  return `${c > 0 ? "+" : ""}${num(c, 1)}%`;
}

export function fmtDate(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** The latest reporting year and the one before (comparative). */
export function reportingYears(d: ReportData): {
  current: YearEmissions | null;
  previous: YearEmissions | null;
} {
  return { current: d.years[0] ?? null, previous: d.years[1] ?? null };
}

export const NO_EMISSIONS_TEXT =
  "No emissions are recorded yet. Upload energy bills, fuel receipts, travel expenses and supplier invoices in Carbon Analysis and generate the report again.";

type Row = { label: string; pick: (y: YearEmissions) => number | null; total?: boolean };

/** "-" for a figure the year does not report. */
const cell = (t: number | null) => (t === null ? "-" : fmtTonnes(t));

/** Gross emissions by scope for the reporting year and its comparative, with the scope 3 categories. */
export function emissionsTable(d: ReportData, labels: { scope3Prefix: string }): ReportBlock {
  const { current, previous } = reportingYears(d);
  if (!current) return { kind: "paragraph", text: NO_EMISSIONS_TEXT };
  const rows: Row[] = [
    { label: "Gross Scope 1 GHG emissions", pick: (y) => y.scope1 },
    { label: "Gross location-based Scope 2 GHG emissions", pick: (y) => y.scope2Location },
    { label: "Gross market-based Scope 2 GHG emissions", pick: (y) => y.scope2Market },
    { label: "Gross Scope 3 GHG emissions", pick: (y) => y.scope3 },
    ...current.scope3ByCategory.map((c) => ({
      label: `${labels.scope3Prefix}${c.label}`,
      pick: (y: YearEmissions) => y.scope3ByCategory.find((x) => x.key === c.key)?.tonnes ?? null,
    })),
    { label: "Total GHG emissions (location-based)", pick: (y) => y.totalLocation, total: true },
    { label: "Total GHG emissions (market-based)", pick: (y) => y.totalMarket, total: true },
  ];
  const columns = [
    { header: "t CO2e", width: 5 },
    ...(previous ? [{ header: String(previous.year), align: "right" as const, width: 1.4 }] : []),
    { header: String(current.year), align: "right" as const, width: 1.4 },
    ...(previous ? [{ header: "Change", align: "right" as const, width: 1.2 }] : []),
  ];
  return {
    kind: "table",
    columns,
    rows: rows.map((r) => [
      r.label,
      ...(previous ? [cell(r.pick(previous))] : []),
      cell(r.pick(current)),
      ...(previous ? [fmtChange(r.pick(previous), r.pick(current))] : []),
    ]),
    emphasis: rows.flatMap((r, i) => (r.total ? [i] : [])),
  };
}

/** Scope 1 and 2 sources of the reporting year with their share of the scope. */
export function sourcesTable(d: ReportData): ReportBlock | null {
  const { current } = reportingYears(d);
  if (!current) return null;
  const rows = [
    ...current.scope1BySource.map((s) => [
      "Scope 1",
      s.label,
      fmtTonnes(s.tonnes),
      share(s.tonnes, current.scope1),
    ]),
    ...current.scope2BySource.map((s) => [
      "Scope 2",
      s.label,
      fmtTonnes(s.tonnes),
      share(s.tonnes, current.scope2Location),
    ]),
  ];
  return {
    kind: "table",
    columns: [
      { header: "Scope", width: 1.2 },
      { header: "Source", width: 4 },
      { header: "t CO2e", align: "right", width: 1.4 },
      { header: "Share of scope", align: "right", width: 1.6 },
    ],
    rows,
  };
}

function share(part: number, whole: number): string {
  return whole > 0 ? `${num((part / whole) * 100, 1)}%` : "n/a";
}

export function targetsTable(d: ReportData): ReportBlock {
  if (d.climateTargets.length === 0) {
    return {
      kind: "paragraph",
      text: "No climate targets are recorded yet (Goal Tracking, category Environmental).",
    };
  }
  return {
    kind: "table",
    columns: [
      { header: "Target", width: 3.8 },
      { header: "Base year", align: "right", width: 1.1 },
      { header: "Target year", align: "right", width: 1.2 },
      { header: "Baseline -> target", align: "right", width: 2.3 },
      { header: "Science-based", width: 1.6 },
      { header: "Progress", align: "right", width: 1.2 },
    ],
    rows: d.climateTargets.map((g) => [
      g.title,
      String(g.baselineYear),
      String(g.targetYear),
      `${num(g.currentValue)} -> ${num(g.targetValue)} ${g.unit}`,
      g.isScenceBased ? "Yes" : "No",
      g.status === "achieved"
        ? "Achieved"
        : g.latestProgressPercentage === null
          ? "Not started"
          : `${g.latestProgressPercentage}%`,
    ]),
  };
}

export function factorSourcesTable(d: ReportData): ReportBlock {
  if (d.factorSources.length === 0)
    return { kind: "paragraph", text: "No emission factors have been applied yet." };
  const year = d.years[0]?.year;
  return {
    kind: "table",
    columns: [
      { header: "Emission factor source", width: 5 },
      { header: "Factor year", align: "right", width: 1.2 },
      { header: "Activities", align: "right", width: 1.2 },
      { header: `t CO2e ${year ?? ""}`.trim(), align: "right", width: 1.4 },
    ],
    rows: d.factorSources.map((f) => [
      f.source,
      String(f.factorYear),
      num(f.activities),
      fmtTonnes(f.tonnes),
    ]),
  };
}

/** What the calculation rests on, as the methodology notes of both prose reports state it. */
export function methodologyItems(d: ReportData, framework: "ESRS" | "IFRS"): string[] {
  const { current } = reportingYears(d);
  const categories = current?.scope3ByCategory.map((c) => c.label) ?? [];
  const instruments = current
    ? `${num(current.scope2WithInstrument)} of ${num(current.scope2Activities)} scope 2 activities carry a supplier or certificate factor; the others use the grid-average factor, as the GHG Protocol Scope 2 Guidance allows where no residual mix is available.`
    : "No scope 2 activities are recorded.";
  return [
    "Emissions are activity data multiplied by an emission factor, following the GHG Protocol Corporate Accounting and Reporting Standard (2004), its Scope 2 Guidance (2015) and the Corporate Value Chain (Scope 3) Standard (2011).",
    `Boundary: the activities recorded for ${d.company.name} in the platform (energy bills, fuel receipts, travel expenses and supplier invoices), grouped by calendar year of the activity date.`,
    `Scope 2 location-based figures use the grid-average factor of each site's country or grid region. Market-based: ${instruments}`,
    categories.length > 0
      ? `Scope 3 categories with data: ${categories.join("; ")}. Categories not listed have not been screened yet.`
      : "No scope 3 categories have data yet.",
    "CO2e values are those published by each factor source (100-year global warming potentials); each activity stores its factor id, source, year, value and unit for audit.",
    !d.revenue
      ? "Intensity needs the annual revenue, which is not on file."
      : framework === "ESRS" && d.revenue.currency !== "EUR"
        ? `Intensity uses the annual revenue on file (${d.revenue.currency}); convert to euros at the year's average rate before an ESRS filing.`
        : `Intensity uses the annual revenue on file (${d.revenue.currency}).`,
  ];
}
