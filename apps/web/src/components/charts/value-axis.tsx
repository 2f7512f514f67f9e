import { AxisLeft } from "@visx/axis";
import type { scaleLinear } from "@visx/scale";
import { AXIS, TICK_LABEL } from "./chart-colours";

/** The value axis of the charts: tick labels at the left (no line or ticks), the unit above them. */
export function ValueAxis({
  scale,
  ticks,
  formatTick,
  left,
  label,
  labelY,
}: {
  scale: ReturnType<typeof scaleLinear<number>>;
  ticks: number[];
  formatTick: (value: number) => string;
  /** The left margin: the unit label starts at its edge. */
  left: number;
  label: string;
  labelY: number;
}) {
  return (
    <>
      <AxisLeft
        scale={scale}
        tickValues={ticks}
        tickFormat={(v) => formatTick(Number(v))}
        hideAxisLine
        hideTicks
        tickLabelProps={{ ...TICK_LABEL, textAnchor: "end", dx: "-0.4em", dy: "0.33em" }}
      />
      <text x={-left + 2} y={labelY} fontSize={11} fontWeight={600} fill={AXIS.label} textAnchor="start">
        {label}
      </text>
    </>
  );
}
