import { AxisBottom } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { useId } from "react";
import { AXIS } from "./chart-colours";
import { ChartDataTable } from "./chart-data-table";
import { ChartLegend, type LegendItem } from "./chart-legend";
import { useChartWidth } from "./use-chart-width";
import { ValueAxis } from "./value-axis";

export type StackSeries = { key: string; label: string; colour: string };

export type StackBar = {
  key: string;
  /** The category under the bar ("2024"). */
  label: string;
  values: Readonly<Record<string, number>>;
  /** Drawn hatched, with `note` under its label: a figure not comparable with the others (a partial year). */
  partial?: boolean;
  /** A short second line under the label ("Partial"); also said in the data table. */
  note?: string;
  /** The bar the rest of the page is about (the chosen reporting year): a shaded column, bold label. */
  highlighted?: boolean;
};

const MARGIN = { top: 22, right: 8, bottom: 44, left: 8 };
const MAX_BAR = 64;
const PARTIAL_TEXT = "#92400e";

/**
 * Vertical bars stacked by series, e.g. emissions per year by scope. One image for assistive
 * technology, named by `summary`, with the figures in a visually hidden table; totals above the bars; the
 * legend below.
 */
export function StackedBarChart({
  bars,
  series,
  summary,
  tableCaption,
  categoryName,
  formatValue,
  formatTick = formatValue,
  yLabel,
  height = 280,
  emptyMessage = "No data to chart yet.",
  legendExtras = [],
  testId,
}: {
  bars: readonly StackBar[];
  series: readonly StackSeries[];
  /** The accessible name of the image: what it shows and its figures in words. */
  summary: string;
  tableCaption: string;
  /** The first column of the data table ("Year"). */
  categoryName: string;
  /** A value with its unit ("233.1 t CO2e"). */
  formatValue: (n: number) => string;
  /** An axis tick (no unit; the axis label names it). */
  formatTick?: (n: number) => string;
  yLabel: string;
  height?: number;
  emptyMessage?: string;
  /** Legend entries after the series' (e.g. what a hatched bar means). */
  legendExtras?: readonly LegendItem[];
  testId?: string;
}) {
  const uid = useId().replace(/:/g, "");
  const { ref, width } = useChartWidth(640);
  if (bars.length === 0) {
    return (
      <p
        className="flex items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-600"
        style={{ height }}
      >
        {emptyMessage}
      </p>
    );
  }
  const totals = bars.map((b) => series.reduce((s, se) => s + Math.max(0, b.values[se.key] ?? 0), 0));
  const y = scaleLinear<number>({
    domain: [0, Math.max(...totals, 0) || 1],
    range: [height - MARGIN.top - MARGIN.bottom, 0],
    nice: true,
  });
  const ticks = y.ticks(5);
  const left = MARGIN.left + 14 + Math.max(...ticks.map((t) => formatTick(t).length)) * 6.4;
  const innerW = Math.max(60, width - left - MARGIN.right);
  const innerH = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: bars.map((b) => b.key),
    range: [0, innerW],
    paddingInner: 0.3,
    paddingOuter: 0.2,
  });
  const band = x.bandwidth();
  const barW = Math.min(band, MAX_BAR);
  const showTotals = band >= 46;
  const byKey = new Map(bars.map((b) => [b.key, b]));

  return (
    <figure ref={ref} className="flex w-full min-w-0 flex-col gap-3" data-testid={testId}>
      <svg width={width} height={height} role="img" aria-label={summary} className="block max-w-full">
        <defs>
          <pattern
            id={`${uid}-hatch`}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="2.2" height="6" fill="#ffffff" fillOpacity="0.55" />
          </pattern>
        </defs>
        <Group left={left} top={MARGIN.top}>
          {ticks.map((t) => (
            <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={AXIS.grid} />
          ))}
          {bars.map((b, i) => {
            const x0 = (x(b.key) ?? 0) + (band - barW) / 2;
            const total = totals[i] ?? 0;
            let acc = 0;
            const top = y(total);
            return (
              <g key={b.key}>
                {b.highlighted ? (
                  <rect
                    x={(x(b.key) ?? 0) - band * 0.12}
                    width={band * 1.24}
                    y={-MARGIN.top + 2}
                    height={innerH + MARGIN.top - 2}
                    rx={6}
                    fill="#f1f5f9"
                  />
                ) : null}
                <clipPath id={`${uid}-bar-${i}`}>
                  <rect x={x0} y={top} width={barW} height={innerH - top + 4} rx={4} />
                </clipPath>
                <g clipPath={`url(#${uid}-bar-${i})`}>
                  {series.map((s) => {
                    const v = Math.max(0, b.values[s.key] ?? 0);
                    if (v <= 0) return null;
                    const y1 = y(acc);
                    acc += v;
                    const y2 = y(acc);
                    return (
                      <g key={s.key}>
                        <rect
                          x={x0}
                          y={y2}
                          width={barW}
                          height={Math.max(0, y1 - y2)}
                          fill={s.colour}
                          stroke="#ffffff"
                          strokeWidth={1}
                        >
                          <title>{`${s.label}, ${b.label}${b.note ? ` (${b.note.toLowerCase()})` : ""}: ${formatValue(v)}`}</title>
                        </rect>
                        {b.partial ? (
                          <rect
                            x={x0}
                            y={y2}
                            width={barW}
                            height={Math.max(0, y1 - y2)}
                            fill={`url(#${uid}-hatch)`}
                            pointerEvents="none"
                          />
                        ) : null}
                      </g>
                    );
                  })}
                </g>
                {showTotals && total > 0 ? (
                  <text
                    x={x0 + barW / 2}
                    y={top - 6}
                    textAnchor="middle"
                    fontSize={11}
                    fontWeight={600}
                    fill={AXIS.strong}
                  >
                    {formatTick(total)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <ValueAxis
            scale={y}
            ticks={ticks}
            formatTick={formatTick}
            left={left}
            label={yLabel}
            labelY={-10}
          />
          <AxisBottom
            top={innerH}
            scale={x}
            stroke={AXIS.line}
            hideTicks
            tickFormat={(k) => byKey.get(String(k))?.label ?? String(k)}
            tickComponent={({ x: tx, y: ty, formattedValue }) => {
              const bar = bars.find((b) => b.label === formattedValue);
              return (
                <g>
                  <text
                    x={tx}
                    y={ty + 4}
                    textAnchor="middle"
                    fontSize={12}
                    fontWeight={bar?.highlighted ? 700 : 500}
                    fill={bar?.highlighted ? AXIS.strong : AXIS.tick}
                  >
                    {formattedValue}
                  </text>
                  {bar?.note ? (
                    <text
                      x={tx}
                      y={ty + 19}
                      textAnchor="middle"
                      fontSize={10.5}
                      fontWeight={600}
                      fill={PARTIAL_TEXT}
                    >
                      {bar.note}
                    </text>
                  ) : null}
                </g>
              );
            }}
          />
        </Group>
      </svg>
      <ChartLegend items={[...series.map((s) => ({ label: s.label, colour: s.colour })), ...legendExtras]} />
      <ChartDataTable
        caption={tableCaption}
        columns={[categoryName, ...series.map((s) => s.label), "Total"]}
        rows={bars.map((b, i) => [
          b.note ? `${b.label} (${b.note.toLowerCase()})` : b.label,
          ...series.map((s) => formatValue(b.values[s.key] ?? 0)),
          formatValue(totals[i] ?? 0),
        ])}
      />
    </figure>
  );
}
