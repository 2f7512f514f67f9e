/**
 * The reports' measurement-uncertainty disclosures: each GHG total's 95% range (IPCC Approach 1, the analysis's
 * own figures), the share of scope 3 from primary data (ESRS E1-6), the metrics subject to high measurement
 * uncertainty (ESRS 2 BP-2, IFRS S1 on measurement uncertainty) and the methodology note.
 */
import { PRIMARY_DATA_LABEL, primaryDataShareText } from "../scope3-primary-data";
import type { UncertaintyRange } from "../uncertainty/approach1";
import { measurementUncertaintyItems, NO_RANGE, pctText, rangeText } from "../uncertainty/disclosure";
import type { TotalKey } from "../uncertainty/monte-carlo";
import { HIGH_UNCERTAINTY_PCT } from "../uncertainty/schemas";
import { yearHeader } from "./basis";
import type { ReportData, YearEmissions } from "./data";
import type { ReportBlock } from "./document";

/** The totals every report states, in the emissions table's words and order. */
export const TOTAL_LINES: readonly [key: TotalKey, label: string, pick: (y: YearEmissions) => number][] = [
  ["scope1", "Gross Scope 1 GHG emissions", (y) => y.scope1],
  ["scope2", "Gross location-based Scope 2 GHG emissions", (y) => y.scope2Location],
  ["scope2MarketBased", "Gross market-based Scope 2 GHG emissions", (y) => y.scope2Market],
  ["scope3", "Gross Scope 3 GHG emissions", (y) => y.scope3],
  ["total", "Total GHG emissions (location-based)", (y) => y.totalLocation],
  ["totalMarketBased", "Total GHG emissions (market-based)", (y) => y.totalMarket],
];

/** A total's range for the year; null when the year has no terms (closed before they were recorded). */
export function totalRange(y: YearEmissions, key: TotalKey): UncertaintyRange | null {
  return y.quality.uncertainty[key];
}

/** A scope 3 category's range (location-based, as the category figures). */
export function categoryRange(y: YearEmissions, key: string): UncertaintyRange | null {
  return y.quality.breakdownUncertainty.scope3Details[key] ?? null;
}

/** Whether the year carries ranges at all. */
export function hasRanges(y: YearEmissions): boolean {
  return TOTAL_LINES.some(([key]) => totalRange(y, key) !== null);
}

/** The years a report shows (reporting year, comparative, base year), newest first, once each. */
function shownYears(d: ReportData): YearEmissions[] {
  return [d.current, d.comparative, d.base]
    .filter((y): y is YearEmissions => y !== null)
    .filter((y, i, all) => all.findIndex((o) => o.year === y.year) === i)
    .sort((a, b) => b.year - a.year);
}

/** Every GHG total of every year the report shows, with its 95% range in full words. */
export function rangesTable(d: ReportData): ReportBlock | null {
  const years = shownYears(d);
  if (years.length === 0) return null;
  return {
    kind: "table",
    columns: [
      { header: "GHG total", width: 4.2 },
      { header: "Year", width: 1.4 },
      { header: "t CO2e with its 95% range (IPCC Approach 1)", align: "right", width: 4 },
    ],
    rows: years.flatMap((y) =>
      TOTAL_LINES.map(([key, label, pick]) => [
        label,
        yearHeader(y, d.basis.baseYear),
        rangeText(pick(y), totalRange(y, key)),
      ]),
    ),
  };
}

/** The reporting year's share of scope 3 from primary data in words (the one definition, scope3-primary-data.ts). */
export function scope3PrimaryDataText(y: YearEmissions): string {
  return primaryDataShareText(y.quality.dataQuality.scope3PrimaryDataPct, y.year, y.scope3);
}

/** The share of scope 3 from primary data as a key-value line; nothing without a reporting year's data. */
export function primaryDataBlocks(d: ReportData, reference = ""): ReportBlock[] {
  if (!d.current) return [];
  return [
    { kind: "keyValues", items: [[`${PRIMARY_DATA_LABEL}${reference}`, scope3PrimaryDataText(d.current)]] },
  ];
}

/** The metrics of the BP-2 list in the report's words, each with its tonnes and range. */
export function highUncertaintyLines(y: YearEmissions): string[] {
  const { highUncertainty } = y.quality.dataQuality;
  const lines = [
    ...y.scope1BySource.map((l) => ["scope1", l] as const),
    ...y.scope2BySource.map((l) => ["scope2", l] as const),
    ...y.scope3ByCategory.map((l) => ["scope3", l] as const),
  ];
  return highUncertainty.metrics.map((m) => {
    const total = TOTAL_LINES.find(([key]) => key === m.metric);
    if (total) return `${total[1]}: ${rangeText(total[2](y), totalRange(y, total[0]))}`;
    const dot = m.metric.indexOf(".");
    const scope = m.metric.slice(0, dot);
    const key = m.metric.slice(dot + 1);
    const line = lines.find(([s, l]) => s === scope && l.key === key)?.[1];
    const details = y.quality.breakdownUncertainty[`${scope}Details` as "scope1Details"];
    const range = details[key] ?? null;
    const name = `Scope ${scope.slice(-1)}${line && "category" in line && line.category ? " category" : ""}`;
    return line
      ? `${name} ${line.label}: ${rangeText(line.tonnes, range)}`
      : `${name} ${key}: ${pctText(m.pct95)}`;
  });
}

/**
 * ESRS 2 BP-2 (and IFRS S1 on measurement uncertainty): the reporting year's totals and categories whose 95%
 * uncertainty exceeds the documented threshold, or a sentence saying none does.
 */
export function highUncertaintyBlocks(d: ReportData): ReportBlock[] {
  const y = d.current;
  if (!y) return [{ kind: "paragraph", text: "No emissions are recorded for the reporting year." }];
  if (!hasRanges(y)) return [{ kind: "paragraph", text: `${y.year}: ${NO_RANGE.slice(1, -1)}.` }];
  const lines = highUncertaintyLines(y);
  const lead = `Metrics of ${y.year} whose 95% uncertainty exceeds ± ${HIGH_UNCERTAINTY_PCT}% (IPCC Approach 1; the threshold is explained under Measurement uncertainty):`;
  return lines.length === 0
    ? [
        {
          kind: "paragraph",
          text: `No GHG total, source or category of ${y.year} has a 95% uncertainty above ± ${HIGH_UNCERTAINTY_PCT}%.`,
        },
      ]
    : [
        { kind: "paragraph", text: lead },
        { kind: "list", items: lines },
      ];
}

/** The "Measurement uncertainty" section: every total's range, then the methodology note. */
export function measurementUncertaintyBlocks(d: ReportData): ReportBlock[] {
  const ranges = rangesTable(d);
  return [...(ranges ? [ranges] : []), { kind: "list", items: measurementUncertaintyItems() }];
}
