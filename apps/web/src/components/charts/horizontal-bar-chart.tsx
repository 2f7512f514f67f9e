import { scaleLinear } from "@visx/scale";
import { AXIS } from "./chart-colours";
import { ChartDataTable } from "./chart-data-table";
import { ChartLegend, type LegendItem } from "./chart-legend";
import { useChartWidth } from "./use-chart-width";

export type HorizontalBar = {
  key: string;
  label: string;
  value: number;
  colour: string;
  /** The group the bar belongs to ("Scope 1"): a column of the data table. */
  group?: string;
  /** Shown after the value ("75% of Scope 3"). */
  detail?: string;
  /** A 95% range drawn as an error bar across the bar (low, high in the value's unit). */
  range?: readonly [number, number];
};

const ROW = 36;
const BAR_H = 12;
const LABEL_GAP = 17;
/** Width of a character of the 12 px bold value text (digits are the widest). */
const CHAR_W = 7.4;

/**
 * Horizontal bars, each labelled above its bar so long names fit on a phone: a year's emissions by
 * source, progress to target. One image for assistive technology, named by `summary`, with the figures in a
 * visually hidden table.
 */
export function HorizontalBarChart({
  bars,
  summary,
  tableCaption,
  categoryName,
  groupName,
  valueName,
  formatValue,
  max,
  marker,
  legend = [],
  emptyMessage = "No data to chart yet.",
  testId,
}: {
  bars: readonly HorizontalBar[];
  summary: string;
  tableCaption: string;
  /** The first column of the data table ("Source"). */
  categoryName: string;
  /** The column of `group`, when bars have one ("Scope"). */
  groupName?: string;
  /** The value column ("t CO2e"). */
  valueName: string;
  formatValue: (n: number) => string;
  /** The value at full width (100 for percentages); else the largest value. */
  max?: number;
  /** A vertical line across the bars (the target at 100 %). */
  marker?: { value: number; label: string; colour: string };
  legend?: readonly LegendItem[];
  emptyMessage?: string;
  testId?: string;
}) {
  const { ref, width } = useChartWidth(480);
  if (bars.length === 0) {
    return <p className="rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-600">{emptyMessage}</p>;
  }
  const values = bars.map((b) => formatValue(b.value) + (b.detail ? ` · ${b.detail}` : ""));
  const valueW = Math.max(...values.map((v) => v.length)) * CHAR_W + 12;
  const top = marker ? 16 : 0;
  const height = top + bars.length * ROW;
  const barMax = Math.max(
    max ?? 0,
    ...bars.map((b) => Math.max(b.value, b.range?.[1] ?? 0)),
    marker?.value ?? 0,
    1e-9,
  );
  // Values sit right of the bar when there is room, else inside the row's label line (narrow screens).
  const valuesBeside = width - valueW > 160;
  const barSpace = valuesBeside ? width - valueW : width;
  const x = scaleLinear<number>({ domain: [0, barMax], range: [0, Math.max(40, barSpace - 4)] });

  return (
    <figure ref={ref} className="flex w-full min-w-0 flex-col gap-3" data-testid={testId}>
      <svg width={width} height={height} role="img" aria-label={summary} className="block max-w-full">
        {bars.map((b, i) => {
          const y0 = top + i * ROW;
          const w = Math.max(b.value > 0 ? 2 : 0, x(Math.max(0, b.value)));
          const value = values[i] ?? "";
          return (
            <g key={b.key}>
              <text x={0} y={y0 + 12} fontSize={12} fontWeight={500} fill={AXIS.strong}>
                {b.label}
              </text>
              {valuesBeside ? null : (
                <text x={width} y={y0 + 12} textAnchor="end" fontSize={12} fill={AXIS.tick}>
                  {value}
                </text>
              )}
              <rect x={0} y={y0 + LABEL_GAP} width={x(barMax)} height={BAR_H} rx={4} fill={AXIS.grid} />
              <rect x={0} y={y0 + LABEL_GAP} width={w} height={BAR_H} rx={4} fill={b.colour}>
                <title>{`${b.label}: ${value}`}</title>
              </rect>
              {b.range ? (
                <ErrorBar x0={x(Math.max(0, b.range[0]))} x1={x(b.range[1])} y={y0 + LABEL_GAP + BAR_H / 2} />
              ) : null}
              {valuesBeside ? (
                <text
                  x={x(barMax) + 10}
                  y={y0 + LABEL_GAP + BAR_H - 3}
                  fontSize={12}
                  fontWeight={600}
                  fill={AXIS.strong}
                >
                  {value}
                </text>
              ) : null}
            </g>
          );
        })}
        {marker ? (
          <g>
            <line
              x1={x(marker.value)}
              x2={x(marker.value)}
              y1={12}
              y2={height}
              stroke={marker.colour}
              strokeWidth={1.5}
              strokeDasharray="4 3"
            />
            <text
              x={x(marker.value)}
              y={10}
              textAnchor="end"
              fontSize={11}
              fontWeight={600}
              fill={marker.colour}
            >
              {marker.label}
            </text>
          </g>
        ) : null}
      </svg>
      {legend.length > 0 ? <ChartLegend items={legend} /> : null}
      <ChartDataTable
        caption={tableCaption}
        columns={[categoryName, ...(groupName ? [groupName] : []), valueName]}
        rows={bars.map((b, i) => [b.label, ...(groupName ? [b.group ?? "—"] : []), values[i] ?? ""])}
      />
    </figure>
  );
}

/** An error bar: the range as a line with end caps, centred on the bar. */
function ErrorBar({ x0, x1, y }: { x0: number; x1: number; y: number }) {
  const cap = BAR_H / 2 + 2;
  return (
    <g stroke={AXIS.strong} strokeWidth={1.5} data-testid="error-bar">
      <line x1={x0} x2={x1} y1={y} y2={y} />
      <line x1={x0} x2={x0} y1={y - cap} y2={y + cap} />
      <line x1={x1} x2={x1} y1={y - cap} y2={y + cap} />
    </g>
  );
}
