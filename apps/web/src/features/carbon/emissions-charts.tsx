import {
  type CarbonAnalysis,
  humanizeKey,
  projectionLines,
  type ScopeYearEmissions,
  sharePercent,
} from "@esg/domain";
import { useId, useState } from "react";
import { SCOPE_COLOURS, SERIES_COLOURS } from "../../components/charts/chart-colours";
import type { HorizontalBar } from "../../components/charts/horizontal-bar-chart";
import { HorizontalBarChart, LineChart, StackedBarChart } from "../../components/charts/lazy-charts";
import type { LineSeries } from "../../components/charts/line-chart";
import type { StackBar } from "../../components/charts/stacked-bar-chart";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatTonnes, formatTonnesCO2e, formatTonnesTick } from "./format";

export type Scope2Method = "location" | "market";

const METHOD_LABEL: Record<Scope2Method, string> = {
  location: "Location-based",
  market: "Market-based",
};

const SCOPE_SERIES = ([1, 2, 3] as const).map((n) => ({
  key: `scope${n}`,
  label: SCOPE_COLOURS[n].label,
  colour: SCOPE_COLOURS[n].hex,
}));

const yearName = (y: ScopeYearEmissions) =>
  y.complete ? String(y.year) : `${y.year} (partial, ${y.monthsCovered} of 12 months)`;

/** The stacked bars of every year by scope, Scope 2 by `method` (all figures from `emissionsByYear`). */
export function emissionsByYearBars(
  years: readonly ScopeYearEmissions[],
  method: Scope2Method,
  reportingYear: number | null,
): StackBar[] {
  return years.map((y) => ({
    key: String(y.year),
    label: String(y.year),
    values: {
      scope1: y.scope1,
      scope2: method === "market" ? y.scope2MarketBased : y.scope2,
      scope3: y.scope3,
    },
    partial: !y.complete,
    note: y.complete ? undefined : "Partial",
    highlighted: y.year === reportingYear,
  }));
}

/** The chart's accessible name: what it shows, then each year's total and scopes in words. */
export function emissionsByYearSummary(years: readonly ScopeYearEmissions[], method: Scope2Method): string {
  const market = method === "market";
  const parts = years.map((y) => {
    const s2 = market ? y.scope2MarketBased : y.scope2;
    const total = market ? y.totalMarketBased : y.total;
    return `${yearName(y)}: ${formatTonnes(total)} (Scope 1 ${formatTonnes(y.scope1)}, Scope 2 ${formatTonnes(s2)}, Scope 3 ${formatTonnes(y.scope3)})`;
  });
  return `Emissions by reporting year in t CO2e, stacked by scope, Scope 2 ${METHOD_LABEL[method].toLowerCase()}. ${parts.join("; ")}.`;
}

/** Emissions over the reporting years stacked by scope, with the Scope 2 method to show. */
export function EmissionsByYearCard({ analysis }: { analysis: CarbonAnalysis }) {
  const [method, setMethod] = useState<Scope2Method>("location");
  const years = analysis.emissionsByYear;
  const partial = years.some((y) => !y.complete);
  return (
    <Card aria-labelledby="emissions-by-year-title" className="lg:col-span-3">
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id="emissions-by-year-title">Emissions over the years</CardTitle>
          <CardDescription>
            t CO2e by scope for every reporting year with data; Scope 2 {METHOD_LABEL[method].toLowerCase()}.
          </CardDescription>
        </div>
        {years.length > 0 ? <MethodToggle value={method} onChange={setMethod} /> : null}
      </CardHeader>
      <CardContent>
        <StackedBarChart
          testId="emissions-by-year-chart"
          bars={emissionsByYearBars(years, method, analysis.reportingYear)}
          series={SCOPE_SERIES}
          summary={emissionsByYearSummary(years, method)}
          tableCaption={`Emissions by reporting year, t CO2e (Scope 2 ${METHOD_LABEL[method].toLowerCase()})`}
          categoryName="Year"
          formatValue={formatTonnesCO2e}
          formatTick={formatTonnesTick}
          yLabel="t CO2e"
          height={340}
          emptyMessage="No activity data yet: add activities to see your emissions over the years."
          legendExtras={partial ? [{ label: "Partial year", colour: "#64748b", shape: "hatched" }] : []}
        />
      </CardContent>
    </Card>
  );
}

function MethodToggle({ value, onChange }: { value: Scope2Method; onChange: (m: Scope2Method) => void }) {
  const name = useId();
  return (
    <fieldset className="flex shrink-0 flex-col gap-1">
      <legend className="sr-only">Scope 2 method</legend>
      <div className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5 text-sm">
        {(["location", "market"] as const).map((m) => (
          <label
            key={m}
            className={cn(
              "cursor-pointer rounded-md px-3 py-1.5 font-medium text-slate-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
              value === m && "bg-white text-slate-900 shadow-sm",
            )}
          >
            <input
              type="radio"
              name={name}
              value={m}
              checked={value === m}
              onChange={() => onChange(m)}
              className="sr-only"
            />
            {METHOD_LABEL[m]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const BREAKDOWN_SCOPES = [
  { n: 1, key: "scope1Details", total: "scope1" },
  { n: 2, key: "scope2Details", total: "scope2" },
  { n: 3, key: "scope3Details", total: "scope3" },
] as const;

// The error bar carries the 95% range; the value text stays short enough for a phone's label line.
const rangeOf = (r: { low: number; high: number } | undefined) =>
  r ? ([r.low, r.high] as const) : undefined;

/** The reporting year's sources as bars coloured by scope, largest first within each scope. */
export function breakdownBars(analysis: CarbonAnalysis): HorizontalBar[] {
  const c = analysis.currentEmissions;
  return BREAKDOWN_SCOPES.flatMap((s) =>
    Object.entries(c.breakdown[s.key])
      .sort((a, b) => b[1] - a[1])
      .map(([key, value]) => ({
        key: `${s.n}-${key}`,
        label: humanizeKey(key),
        value,
        colour: SCOPE_COLOURS[s.n].hex,
        group: SCOPE_COLOURS[s.n].label,
        detail: `${sharePercent(value, c.total)}%`,
        range: rangeOf(c.breakdown.uncertainty?.[s.key][key]),
      })),
  );
}

/** The chosen year's emissions by source as a chart. */
export function YearBreakdownCard({ analysis }: { analysis: CarbonAnalysis }) {
  const bars = breakdownBars(analysis);
  const year = analysis.reportingYear;
  const heading = year === null ? "Emissions by source" : `${year} by source`;
  const summary = `Emissions by source in reporting year ${year ?? "none"}, t CO2e, Scope 2 location-based, with each source's share of the total. ${bars
    .map((b) => `${b.label} (${b.group}): ${formatTonnes(b.value)}, ${b.detail}`)
    .join("; ")}.`;
  return (
    <Card aria-labelledby="year-breakdown-title" className="lg:col-span-2">
      <CardHeader>
        <CardTitle id="year-breakdown-title">{heading}</CardTitle>
        <CardDescription>
          t CO2e and share of the {formatTonnes(analysis.currentEmissions.total)} t total
          {analysis.isPartial ? " (partial year)" : ""}; Scope 2 location-based.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <HorizontalBarChart
          testId="year-breakdown-chart"
          bars={bars}
          summary={summary}
          tableCaption={`Emissions by source, reporting year ${year ?? "none"}`}
          categoryName="Source"
          groupName="Scope"
          valueName="t CO2e · share of total"
          formatValue={formatTonnes}
          legend={SCOPE_SERIES.filter((s) => bars.some((b) => b.group === s.label))}
          emptyMessage="No activities in this reporting year."
        />
      </CardContent>
    </Card>
  );
}

/** The projection chart's series: the domain's `projectionLines`, which the dashboard draws too. */
export function projectionSeries(analysis: CarbonAnalysis): {
  years: number[];
  series: LineSeries[];
} {
  const { years, actual, projected, pathway } = projectionLines(analysis);
  if (years.length === 0) return { years: [], series: [] };
  return {
    years,
    // Drawn in this order: the actual line on top of the pathway it starts from.
    series: [
      { key: "pathway", label: "Net-zero pathway", colour: SERIES_COLOURS.pathway, values: pathway },
      {
        key: "projected",
        label: "Projected (current trajectory)",
        colour: SERIES_COLOURS.projected,
        dashed: true,
        values: projected,
      },
      { key: "actual", label: "Actual", colour: SERIES_COLOURS.actual, values: actual },
    ],
  };
}

/** The projection as a line beside the actual years and the net-zero pathway. */
export function ProjectionChart({ analysis }: { analysis: CarbonAnalysis }) {
  const { years, series } = projectionSeries(analysis);
  const partial = new Set(analysis.emissionsByYear.filter((y) => !y.complete).map((y) => y.year));
  const categories = years.map((y) => ({
    key: String(y),
    label: partial.has(y) ? `${y} (partial)` : String(y),
  }));
  const describe = (s: LineSeries) =>
    `${s.label}: ${years
      .filter((y) => s.values[String(y)] !== undefined)
      .map((y) => `${y} ${formatTonnes(s.values[String(y)] ?? 0)}`)
      .join(", ")}`;
  return (
    <LineChart
      testId="projection-chart"
      categories={categories}
      series={series}
      summary={`Emissions in t CO2e, actual, projected and on the net-zero pathway. ${series.map(describe).join(". ")}.`}
      tableCaption="Actual, projected and net-zero pathway emissions by year, t CO2e"
      categoryName="Year"
      formatValue={formatTonnesCO2e}
      formatTick={formatTonnesTick}
      yLabel="t CO2e"
      includeZero={false}
      height={280}
      highlightedKey={analysis.reportingYear === null ? undefined : String(analysis.reportingYear)}
      emptyMessage="No activity data yet: projections start from your first reporting year."
    />
  );
}
