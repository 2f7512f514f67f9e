/** Tables and texts shared by the prose reports (ESRS E1, IFRS S2). */
import { num } from "../assessment/format";
import { MONTH_NAMES } from "../reporting-period";
import type { UncertaintyRange } from "../uncertainty/approach1";
import { rangeCellText } from "../uncertainty/disclosure";
import {
  basisItems,
  consolidationLabel,
  factorVersionsText,
  monthsText,
  NOT_COMPARABLE,
  partialYearsText,
  scope2MethodsText,
  yearHeader,
} from "./basis";
import type { ReportData, YearEmissions } from "./data";
import type { ReportBlock } from "./document";
import { categoryRange, hasRanges, TOTAL_LINES, totalRange } from "./uncertainty";

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

/** "No emissions are recorded …" for the chosen year, or for the company when it has none at all. */
export function noEmissionsText(d: ReportData): string {
  return d.basis.year === null
    ? NO_EMISSIONS_TEXT
    : `No emissions are recorded for reporting year ${d.basis.year} (${d.basis.periodLabel}). Choose another year or upload its data in Carbon Analysis.`;
}

export const NO_EMISSIONS_TEXT =
  "No emissions are recorded yet. Upload energy bills, fuel receipts, travel expenses and supplier invoices in Carbon Analysis and generate the report again.";

type Row = {
  label: string;
  pick: (y: YearEmissions) => number | null;
  range: (y: YearEmissions) => UncertaintyRange | null;
  total?: boolean;
};

/** "-" for a figure the year does not report. */
const cell = (t: number | null) => (t === null ? "-" : fmtTonnes(t));

/**
 * Gross emissions by scope (both Scope 2 methods) for the reporting year, its comparative (the latest
 * complete year before it) and the base year where one is set, with the change against the comparative —
 * "not comparable" when the reporting year is partial.
 */
export function emissionsTable(d: ReportData, labels: { scope3Prefix: string }): ReportBlock {
  const { current, comparative, base } = d;
  if (!current) return { kind: "paragraph", text: noEmissionsText(d) };
  const line = ([key, label, pick]: (typeof TOTAL_LINES)[number]): Row => ({
    label,
    pick,
    range: (y) => totalRange(y, key),
    total: key === "total" || key === "totalMarketBased",
  });
  const rows: Row[] = [
    ...TOTAL_LINES.slice(0, 4).map(line),
    ...current.scope3ByCategory.map((c) => ({
      label: `${labels.scope3Prefix}${c.label}`,
      pick: (y: YearEmissions) => y.scope3ByCategory.find((x) => x.key === c.key)?.tonnes ?? null,
      range: (y: YearEmissions) => categoryRange(y, c.key),
    })),
    ...TOTAL_LINES.slice(4).map(line),
  ];
  // The reporting year's 95% ranges beside its figures; a year without terms gets no empty column.
  const withRange = hasRanges(current);
  const baseYear = d.basis.baseYear;
  const shown = [
    ...(base && base.year !== comparative?.year ? [base] : []),
    ...(comparative ? [comparative] : []),
    current,
  ].sort((a, b) => a.year - b.year);
  const change = (r: Row) => {
    if (!current.complete) return "not comparable";
    return comparative ? fmtChange(r.pick(comparative), r.pick(current)) : "n/a";
  };
  const withChange = comparative !== null || !current.complete;
  const columns = [
    { header: "t CO2e", width: 4.6 },
    ...shown.map((y) => ({ header: yearHeader(y, baseYear), align: "right" as const, width: 1.5 })),
    ...(withChange
      ? [
          {
            header: comparative ? `Change vs ${comparative.year}` : "Change",
            align: "right" as const,
            width: 1.4,
          },
        ]
      : []),
    ...(withRange
      ? [{ header: `95% range ${current.year} (t CO2e)`, align: "right" as const, width: 2.6 }]
      : []),
  ];
  const notes = [
    ...(current.complete
      ? []
      : [
          `${current.year} is a partial year (${monthsText(current.monthsCovered)}): ${NOT_COMPARABLE}, so no change is computed.`,
        ]),
    ...(comparative && comparative.year !== current.year - 1
      ? [`${comparative.year} is the latest complete year before ${current.year}.`]
      : []),
    ...(withRange
      ? [
          "95% range: IPCC 2006 Approach 1, as explained under Measurement uncertainty, where every year's totals carry theirs.",
        ]
      : []),
  ];
  return {
    kind: "table",
    columns,
    rows: rows.map((r) => [
      r.label,
      ...shown.map((y) => cell(r.pick(y))),
      ...(withChange ? [change(r)] : []),
      ...(withRange ? [rangeCellText(r.range(current))] : []),
    ]),
    emphasis: rows.flatMap((r, i) => (r.total ? [i] : [])),
    ...(notes.length ? { note: notes.join(" ") } : {}),
  };
}

/** The reporting basis (period, base year, consolidation, GWP, Scope 2 methods, partial years). */
export function basisBlock(d: ReportData): ReportBlock {
  return { kind: "keyValues", items: basisItems(d) };
}

/** Scope 1 and 2 sources of the reporting year with their share of the scope, Scope 2 by both methods. */
export function sourcesTable(d: ReportData): ReportBlock | null {
  const { current } = d;
  if (!current) return null;
  const rows = [
    ...current.scope1BySource.map((s) => [
      "Scope 1",
      s.label,
      fmtTonnes(s.tonnes),
      share(s.tonnes, current.scope1),
    ]),
    ...current.scope2BySource.map((s) => [
      "Scope 2 location-based",
      s.label,
      fmtTonnes(s.tonnes),
      share(s.tonnes, current.scope2Location),
    ]),
    ...current.scope2BySource.map((s) => [
      "Scope 2 market-based",
      s.label,
      fmtTonnes(s.marketTonnes),
      share(s.marketTonnes, current.scope2Market),
    ]),
  ];
  return {
    kind: "table",
    columns: [
      { header: "Scope", width: 1.8 },
      { header: `Source (${current.year})`, width: 3.4 },
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
    return { kind: "paragraph", text: "No emission factors have been applied in the reporting year." };
  return {
    kind: "table",
    columns: [
      { header: "Emission factor source", width: 5 },
      { header: "Factor year", align: "right", width: 1.2 },
      { header: "Activities", align: "right", width: 1.2 },
      { header: `t CO2e ${d.basis.year ?? ""} (location-based)`.trim(), align: "right", width: 1.6 },
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
  const { current } = d;
  const categories = current?.scope3ByCategory.map((c) => c.label) ?? [];
  const start = MONTH_NAMES[d.basis.fiscalYearStartMonth - 1] ?? "January";
  return [
    "Emissions are activity data multiplied by an emission factor, following the GHG Protocol Corporate Accounting and Reporting Standard (2004), its Scope 2 Guidance (2015) and the Corporate Value Chain (Scope 3) Standard (2011).",
    `Boundary: the activities recorded for ${d.company.name} in the platform (energy bills, fuel receipts, travel expenses and supplier invoices), consolidated by ${consolidationLabel(d.basis.consolidationApproach).replace(/^\w/, (c) => c.toLowerCase())}, grouped by reporting year: the financial year starting 1 ${start}, labelled by the calendar year in which it ends. Voided uploads are excluded.`,
    `A year is complete when every month has activity data; a year closed with months missing is named as closed with gaps with the months it lacks; partial years are named and never compared year on year. Partial years: ${partialYearsText(d)}.`,
    `Scope 2 location-based figures use the grid-average factor of each site's country or grid region. ${scope2MethodsText(current)}`,
    categories.length > 0
      ? `Scope 3 categories with data: ${categories.join("; ")}. Categories not listed have not been screened yet.`
      : "No scope 3 categories have data yet.",
    `CO2e uses ${d.basis.gwpBasis} global warming potentials${d.basis.gwpSetting === "AR5" ? ", those of the emission factor file" : ""} (library versions used: ${factorVersionsText(d.basis.factorLibraryVersions)}); each activity stores its factor id, source, year, value and unit for audit.`,
    !d.revenue
      ? (d.intensityNote ?? "Intensity needs the reporting year's revenue, which is not recorded.")
      : framework === "ESRS" && d.revenue.currency !== "EUR"
        ? `Intensity uses the annual revenue on file (${d.revenue.currency}); convert to euros at the year's average rate before an ESRS filing.`
        : `Intensity uses the annual revenue on file (${d.revenue.currency}).`,
  ];
}
