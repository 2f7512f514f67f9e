import { type CarbonAnalysis, projectionLines } from "@esg/domain";
import { AfterFirstPaint } from "../../components/after-first-paint";
import { SERIES_COLOURS } from "../../components/charts/chart-colours";
import { ChartSkeleton } from "../../components/charts/chart-skeleton";
import { LEGEND, LineChart } from "../../components/charts/lazy-charts";
import type { LineSeries } from "../../components/charts/line-chart";

const tonnes = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const tick = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const HEIGHT = 220;

/**
 * The dashboard's forecast: the company's actual yearly totals and the projection the Carbon screen's
 * Projections tab draws (the same `projectionLines`), in t CO2e, Scope 2 location-based as projected.
 */
export function ForecastLineChart({ analysis }: { analysis: CarbonAnalysis }) {
  const lines = projectionLines(analysis);
  const partial = new Set(analysis.emissionsByYear.filter((y) => !y.complete).map((y) => y.year));
  const series: LineSeries[] = [
    {
      key: "projected",
      label: "Projected (current trajectory)",
      colour: SERIES_COLOURS.projected,
      dashed: true,
      values: lines.projected,
    },
    { key: "actual", label: "Actual", colour: SERIES_COLOURS.actual, values: lines.actual },
  ];
  // The pathway's years before the first actual or projected year are not part of this chart.
  const years = lines.years.filter((y) => series.some((s) => s.values[String(y)] !== undefined));
  const describe = (s: LineSeries) =>
    `${s.label}: ${years
      .filter((y) => s.values[String(y)] !== undefined)
      .map((y) => `${y} ${tonnes.format(s.values[String(y)] ?? 0)}`)
      .join(", ")}`;
  // The chart's chunks are asked for after the first paint, which then waits only for the figures above it; the
  // placeholder is the loading chart's own.
  return (
    <AfterFirstPaint fallback={<ChartSkeleton height={HEIGHT + LEGEND} />}>
      <LineChart
        testId="forecast-chart"
        categories={years.map((y) => ({
          key: String(y),
          label: partial.has(y) ? `${y} (partial)` : String(y),
        }))}
        series={series}
        summary={`Carbon emissions forecast in t CO2e, location-based. ${series.map(describe).join(". ")}.`}
        tableCaption="Actual and projected emissions by year, t CO2e"
        categoryName="Year"
        formatValue={(t) => `${tonnes.format(t)} t CO2e`}
        formatTick={(t) => tick.format(t)}
        yLabel="t CO2e"
        includeZero={false}
        height={HEIGHT}
        highlightedKey={analysis.reportingYear === null ? undefined : String(analysis.reportingYear)}
      />
    </AfterFirstPaint>
  );
}
