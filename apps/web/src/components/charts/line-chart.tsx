import { AxisBottom } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { AXIS, TICK_LABEL } from "./chart-colours";
import { ChartDataTable } from "./chart-data-table";
import { ChartLegend, type LegendItem } from "./chart-legend";
import { useChartWidth } from "./use-chart-width";
import { ValueAxis } from "./value-axis";

export type LineCategory = { key: string; label: string };

export type LineSeries = {
  key: string;
  label: string;
  colour: string;
  dashed?: boolean;
  /** Values by category key; a category without a value is a gap (the line joins the points it has). */
  values: Readonly<Record<string, number | undefined>>;
};

/** A horizontal line across the chart: a goal's target, 100 %. */
export type ReferenceLine = { label: string; value: number; colour: string };

const MARGIN = { top: 24, right: 14, bottom: 30, left: 8 };
const CHAR_W = 6.4;

/**
 * Lines over ordered categories (years, reporting periods, rating dates), evenly spaced. One image
 * for assistive technology, named by `summary`, with the figures in a visually hidden table; each point
 * carries its value as a tooltip; the legend below. Tick labels thin out on narrow screens.
 */
export function LineChart({
  categories,
  series,
  references = [],
  summary,
  tableCaption,
  categoryName,
  formatValue,
  formatTick = formatValue,
  yLabel,
  yDomain,
  includeZero = true,
  height = 260,
  highlightedKey,
  emptyMessage = "No data to chart yet.",
  testId,
}: {
  categories: readonly LineCategory[];
  series: readonly LineSeries[];
  references?: readonly ReferenceLine[];
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
  /** Fixed value range (e.g. 0-100 for scores); else from 0 (or the lowest value, if negative) to the highest. */
  yDomain?: readonly [number, number];
  /** Without a fixed range: start the axis at 0 (default), or near the lowest value to show small changes. */
  includeZero?: boolean;
  height?: number;
  /** The category the page is about (the reporting year): a shaded column, bold label. */
  highlightedKey?: string;
  emptyMessage?: string;
  testId?: string;
}) {
  const { ref, width } = useChartWidth(560);
  const plotted = series.flatMap((s) =>
    categories.map((c) => s.values[c.key]).filter((v): v is number => v !== undefined),
  );
  if (categories.length === 0 || plotted.length === 0) {
    return (
      <p
        className="flex items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-600"
        style={{ height }}
      >
        {emptyMessage}
      </p>
    );
  }
  const all = [...plotted, ...references.map((r) => r.value)];
  const hi = Math.max(...all);
  const lo = Math.min(...all);
  // Not from zero: a margin of a quarter of the spread (or 10 % of the value for a flat line) below the lowest.
  const floor = includeZero ? Math.min(0, lo) : Math.max(0, lo - Math.max((hi - lo) / 4, Math.abs(lo) * 0.1));
  const y = scaleLinear<number>({
    domain: yDomain ? [yDomain[0], yDomain[1]] : [floor, hi > floor ? hi : floor + 1],
    range: [height - MARGIN.top - MARGIN.bottom, 0],
    nice: !yDomain,
  });
  const ticks = y.ticks(height < 200 ? 3 : 5);
  const left = MARGIN.left + 10 + Math.max(...ticks.map((t) => formatTick(t).length)) * CHAR_W;
  const innerW = Math.max(60, width - left - MARGIN.right);
  const innerH = height - MARGIN.top - MARGIN.bottom;
  const x = scalePoint<string>({
    domain: categories.map((c) => c.key),
    range: [0, innerW],
    padding: categories.length === 1 ? 1 : 0.35,
  });
  const step = categories.length > 1 ? innerW / (categories.length - 1 + 0.7) : innerW;
  const longest = Math.max(...categories.map((c) => c.label.length)) * CHAR_W + 10;
  const every = Math.max(1, Math.ceil(longest / Math.max(step, 1)));
  const labelled = new Set(
    categories
      .filter((c, i) => i % every === 0 || i === categories.length - 1 || c.key === highlightedKey)
      .map((c) => c.key),
  );
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const legend: LegendItem[] = [
    ...series.map((s) => ({
      label: s.label,
      colour: s.colour,
      shape: s.dashed ? ("dashed" as const) : ("line" as const),
    })),
    ...references.map((r) => ({ label: r.label, colour: r.colour, shape: "dashed" as const })),
  ];

  return (
    <figure ref={ref} className="flex w-full min-w-0 flex-col gap-3" data-testid={testId}>
      <svg width={width} height={height} role="img" aria-label={summary} className="block max-w-full">
        <Group left={left} top={MARGIN.top}>
          {ticks.map((t) => (
            <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={AXIS.grid} />
          ))}
          {highlightedKey !== undefined && x(highlightedKey) !== undefined ? (
            <rect
              x={(x(highlightedKey) ?? 0) - Math.min(step, 64) / 2}
              width={Math.min(step, 64)}
              y={-MARGIN.top + 2}
              height={innerH + MARGIN.top - 2}
              rx={6}
              fill="#f1f5f9"
            />
          ) : null}
          {references.map((r) => (
            <g key={r.label}>
              <line
                x1={0}
                x2={innerW}
                y1={y(r.value)}
                y2={y(r.value)}
                stroke={r.colour}
                strokeWidth={1.5}
                strokeDasharray="5 4"
              />
              {/* At the start, where a series is furthest from its target as a rule. */}
              <text
                x={4}
                // Below the line when above it would meet the axis label at the top.
                y={y(r.value) < 16 ? y(r.value) + 14 : y(r.value) - 5}
                textAnchor="start"
                fontSize={11}
                fontWeight={600}
                fill={r.colour}
              >
                {r.label}
              </text>
            </g>
          ))}
          {series.map((s) => {
            const points = categories
              .map((c) => ({ key: c.key, label: c.label, value: s.values[c.key] }))
              .filter((p): p is { key: string; label: string; value: number } => p.value !== undefined);
            return (
              <g key={s.key}>
                <LinePath
                  data={points}
                  x={(p) => x(p.key) ?? 0}
                  y={(p) => y(p.value)}
                  stroke={s.colour}
                  strokeWidth={2.5}
                  strokeDasharray={s.dashed ? "6 4" : undefined}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
                {points.map((p) => (
                  <circle
                    key={p.key}
                    cx={x(p.key) ?? 0}
                    cy={y(p.value)}
                    r={3.5}
                    fill={s.dashed ? "#ffffff" : s.colour}
                    stroke={s.colour}
                    strokeWidth={2}
                  >
                    <title>{`${s.label}, ${p.label}: ${formatValue(p.value)}`}</title>
                  </circle>
                ))}
              </g>
            );
          })}
          <ValueAxis
            scale={y}
            ticks={ticks}
            formatTick={formatTick}
            left={left}
            label={yLabel}
            labelY={-12}
          />
          <AxisBottom
            top={innerH}
            scale={x}
            stroke={AXIS.line}
            hideTicks
            tickValues={categories.map((c) => c.key).filter((k) => labelled.has(k))}
            tickFormat={(k) => byKey.get(String(k))?.label ?? String(k)}
            tickComponent={({ x: tx, y: ty, formattedValue = "" }) => {
              // A label wider than the room beside it at the edge is anchored inside the chart instead.
              const half = (formattedValue.length * CHAR_W) / 2;
              const anchor =
                tx + half > innerW + MARGIN.right ? "end" : tx - half < -left ? "start" : "middle";
              const strong = byKey.get(highlightedKey ?? "")?.label === formattedValue;
              return (
                <text
                  x={anchor === "end" ? innerW + MARGIN.right - 2 : anchor === "start" ? -left + 2 : tx}
                  y={ty + 4}
                  textAnchor={anchor}
                  fontSize={TICK_LABEL.fontSize}
                  fontWeight={strong ? 700 : 500}
                  fill={strong ? AXIS.strong : AXIS.tick}
                >
                  {formattedValue}
                </text>
              );
            }}
          />
        </Group>
      </svg>
      <ChartLegend items={legend} />
      <ChartDataTable
        caption={tableCaption}
        columns={[categoryName, ...series.map((s) => s.label)]}
        rows={categories.map((c) => [
          c.label,
          ...series.map((s) => {
            const v = s.values[c.key];
            return v === undefined ? "—" : formatValue(v);
          }),
        ])}
      />
    </figure>
  );
}
