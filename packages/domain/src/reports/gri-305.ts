/**
 * GRI 305: Emissions 2016 as CSV (disclosures 305-1 to 305-5) for one reporting year, with the reporting basis
 * of 305-1 d-g and both Scope 2 methods (305-2).
 */
import {
  baseYearText,
  consolidationLabel,
  factorVersionsText,
  monthsText,
  NOT_COMPARABLE,
  partialYearsText,
  periodText,
  scope2EnergyText,
  scope2MethodsText,
  yearOnYearText,
} from "./basis";
import { type CsvCell, toCsv } from "./csv";
import {
  intensityPerMillion,
  moneyMillions,
  perMillionLabel,
  type ReportData,
  type YearEmissions,
} from "./data";
import { gri302Rows } from "./energy-and-screening";
import { gasRows } from "./gases";
import { griRangeRows, griUncertaintyNoteRows } from "./gri-305-uncertainty";
import { noEmissionsText } from "./shared";

const r2 = (n: number) => Math.round(n * 100) / 100;

export const GRI_305_HEADER = [
  "Disclosure",
  "Requirement",
  "Reporting year",
  "Scope",
  "Source or category",
  "Value",
  "Unit",
  "Notes",
] as const;

const T = "t CO2e";

/** The reporting basis of GRI 305-1 d-g, 305-2 and the partial years, for the chosen year. */
function basisRows(d: ReportData, year: number): CsvCell[][] {
  const b = d.basis;
  return [
    ["305-1", "Reporting period", year, "All scopes", "Reporting period", periodText(d), null, null],
    [
      "305-1",
      "Base year for the calculation (305-1 d)",
      year,
      "All scopes",
      "Base year",
      b.baseYear ?? "Not set",
      null,
      baseYearText(d),
    ],
    [
      "305-1",
      "Source of the emission factors and the GWP rates used (305-1 e)",
      year,
      "All scopes",
      "GWP basis",
      b.gwpBasis,
      null,
      `Emission factor library versions used: ${factorVersionsText(b.factorLibraryVersions)}`,
    ],
    [
      "305-1",
      "Consolidation approach for emissions (305-1 f)",
      year,
      "All scopes",
      "Consolidation approach",
      consolidationLabel(b.consolidationApproach),
      null,
      null,
    ],
    [
      "305-2",
      "Scope 2 methods",
      year,
      "Scope 2",
      "Methods",
      "Location-based and market-based",
      null,
      scope2MethodsText(d.current),
    ],
    [
      "305-5",
      "Partial reporting years",
      year,
      "All scopes",
      "Partial years",
      partialYearsText(d),
      null,
      "Partial years are not compared year on year",
    ],
  ];
}

/** 305-1 to 305-3 of one year; totals of a partial year say so. */
function yearRows(d: ReportData, y: YearEmissions): CsvCell[][] {
  const partial = y.complete ? null : `Partial year: ${monthsText(y.monthsCovered)}`;
  const note = (text: string | null) => [text, partial].filter((s) => s !== null).join("; ") || null;
  const base = y.year === d.basis.baseYear ? "Base year" : null;
  const m = y.scope2Energy;
  return [
    [
      "305-1",
      "Gross direct (Scope 1) GHG emissions",
      y.year,
      "Scope 1",
      "Total",
      r2(y.scope1),
      T,
      note([base, "CO2e as published by each factor source"].filter(Boolean).join("; ")),
    ],
    ...y.scope1BySource.map((s) => [
      "305-1",
      "Scope 1 by source",
      y.year,
      "Scope 1",
      s.label,
      r2(s.tonnes),
      T,
      null,
    ]),
    [
      "305-2",
      "Gross location-based energy indirect (Scope 2) GHG emissions",
      y.year,
      "Scope 2",
      "Total",
      r2(y.scope2Location),
      T,
      note(base),
    ],
    [
      "305-2",
      "Gross market-based energy indirect (Scope 2) GHG emissions",
      y.year,
      "Scope 2",
      "Total",
      r2(y.scope2Market),
      T,
      note(
        m.totalKwh > 0
          ? [base, `Market-based method by energy: ${scope2EnergyText(m)}`].filter(Boolean).join("; ")
          : base,
      ),
    ],
    ...y.scope2BySource.map((s) => [
      "305-2",
      "Scope 2 by source (location-based)",
      y.year,
      "Scope 2",
      s.label,
      r2(s.tonnes),
      T,
      null,
    ]),
    ...y.scope2BySource.map((s) => [
      "305-2",
      "Scope 2 by source (market-based)",
      y.year,
      "Scope 2",
      s.label,
      r2(s.marketTonnes),
      T,
      null,
    ]),
    [
      "305-3",
      "Gross other indirect (Scope 3) GHG emissions",
      y.year,
      "Scope 3",
      "Total",
      r2(y.scope3),
      T,
      note(base),
    ],
    ...y.scope3ByCategory.map((c) => [
      "305-3",
      "Scope 3 by category",
      y.year,
      "Scope 3",
      c.label,
      r2(c.tonnes),
      T,
      null,
    ]),
  ];
}

/**
 * 305-4 of the chosen year with that year's own revenue, both Scope 2 methods; without it, one row saying
 * why the ratio is not reported.
 */
function intensityRows(d: ReportData, y: YearEmissions): CsvCell[][] {
  if (!d.revenue)
    return [
      [
        "305-4",
        "GHG emissions intensity ratio",
        y.year,
        "All scopes",
        "Total",
        null,
        null,
        d.intensityNote ?? `No revenue recorded for ${y.year}.`,
      ],
    ];
  const revenue = d.revenue;
  const note = `Denominator: annual revenue ${moneyMillions(revenue)}${y.complete ? "" : `; partial year: ${monthsText(y.monthsCovered)}`}`;
  const row = (scopes: string, tonnes: number): CsvCell[] => [
    "305-4",
    "GHG emissions intensity ratio",
    y.year,
    scopes,
    "Total",
    r2(intensityPerMillion(tonnes, revenue) as number),
    perMillionLabel(revenue),
    note,
  ];
  return [
    row("Scopes 1, 2 (location-based) and 3", y.totalLocation),
    row("Scopes 1, 2 (market-based) and 3", y.totalMarket),
    row("Scopes 1 and 2 (location-based)", y.scope1 + y.scope2Location),
    row("Scopes 1 and 2 (market-based)", y.scope1 + y.scope2Market),
  ];
}

/** The year's emissions by site under the consolidation approach (305-1 f), when sites are entered. */
function siteRows(d: ReportData, y: YearEmissions): CsvCell[][] {
  const how = d.basis.consolidationApproach === "equity_share" ? "at its ownership share" : "in full";
  return y.bySite.map((s) => [
    "305-1",
    "Emissions by site (organisational boundary)",
    y.year,
    "Scopes 1, 2 (location-based) and 3",
    s.name,
    r2(s.tonnes),
    T,
    `Market-based: ${r2(s.marketTonnes)} ${T}; ${consolidationLabel(d.basis.consolidationApproach)}, ${s.siteId === null ? "activities without a site in full" : `counted ${how}`}`,
  ]);
}

/** 305-5 of the chosen year against an earlier year, both methods; "not comparable" when either is partial. */
function reductionRows(current: YearEmissions, before: YearEmissions, label: string): CsvCell[][] {
  const comparable = current.complete && before.complete;
  const row = (method: string, now: number, then: number): CsvCell[] => {
    const change = then > 0 ? ((now - then) / then) * 100 : null;
    return [
      "305-5",
      "Reduction of GHG emissions",
      current.year,
      `Scopes 1, 2 (${method}) and 3`,
      `${label} ${before.year}`,
      comparable ? r2(then - now) : null,
      T,
      !comparable
        ? `${NOT_COMPARABLE.charAt(0).toUpperCase()}${NOT_COMPARABLE.slice(1)}: ${[current, before]
            .filter((y) => !y.complete)
            .map((y) => `${y.year} has ${monthsText(y.monthsCovered)}`)
            .join("; ")}`
        : change === null
          ? null
          : `Change: ${change > 0 ? "+" : ""}${change.toFixed(1)}% (a negative reduction is an increase)`,
    ];
  };
  return [
    row("location-based", current.totalLocation, before.totalLocation),
    row("market-based", current.totalMarket, before.totalMarket),
  ];
}

/**
 * GRI 305: Emissions 2016, disclosures 305-1 to 305-5 for the chosen reporting year: its basis (period, base
 * year, GWP, consolidation, Scope 2 methods, partial years), then the year, its comparative (the latest
 * complete year before it) and the base year, newest first.
 */
export function buildGri305Csv(d: ReportData): string {
  const rows: CsvCell[][] = [];
  const { current, comparative, base } = d;
  if (d.basis.year !== null) rows.push(...basisRows(d, d.basis.year));
  // An empty table reads like a failed export; a company without data for the year is told so in the file.
  if (!current) {
    rows.push([
      "305-1",
      "Gross direct (Scope 1) GHG emissions",
      d.basis.year,
      "All scopes",
      "No data",
      null,
      T,
      noEmissionsText(d),
    ]);
  }
  const shown = [current, comparative, base]
    .filter((y): y is YearEmissions => y !== null)
    .filter((y, i, all) => all.findIndex((o) => o.year === y.year) === i)
    .sort((a, b) => b.year - a.year);
  for (const y of shown) {
    rows.push(...yearRows(d, y));
    rows.push(...griRangeRows(y));
    if (y === current) {
      rows.push(...siteRows(d, y));
      rows.push(...gasRows(d, y));
      rows.push(...intensityRows(d, y));
      rows.push(...gri302Rows(d));
      rows.push(...griUncertaintyNoteRows(y));
      if (comparative) rows.push(...reductionRows(y, comparative, "Compared with"));
      else if (!y.complete)
        rows.push([
          "305-5",
          "Reduction of GHG emissions",
          y.year,
          "All scopes",
          "Year on year",
          null,
          T,
          yearOnYearText(d),
        ]);
      if (base && base.year < y.year && base.year !== comparative?.year)
        rows.push(...reductionRows(y, base, "Compared with base year"));
    }
  }
  return toCsv(GRI_305_HEADER, rows);
}
