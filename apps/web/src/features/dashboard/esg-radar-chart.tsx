import { RADAR_MAX, type RadarPoint, radarSummary } from "@esg/domain";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Line } from "@visx/shape";
import { useChartWidth } from "../../components/charts/use-chart-width";
import { RADAR_MAX_WIDTH, radarBox } from "./radar-layout";

/** Grid rings only: spec part 1 §2 says no tick labels. */
const RINGS = [0.2, 0.4, 0.6, 0.8, 1];

function polar(angle: number, r: number) {
  return { x: r * Math.cos(angle), y: r * Math.sin(angle) };
}

function toPoints(coords: { x: number; y: number }[]) {
  return coords.map((c) => `${c.x.toFixed(2)},${c.y.toFixed(2)}`).join(" ");
}

/**
 * The ESG maturity radar: six axes on a 0-100 scale, no legend and no tick labels (spec part 1 §2). Only the
 * scores the assessment computed are drawn: the filled shape joins them alone (at least two, else a dot), and
 * an axis without a score is labelled "no data" in grey, never given a value of its own.
 */
export default function EsgRadarChart({
  points,
  initialWidth,
}: {
  points: RadarPoint[];
  /** Its container's width when it was asked for (its placeholder's), until the resize observer reports. */
  initialWidth?: number;
}) {
  const { ref, width: measured } = useChartWidth(RADAR_MAX_WIDTH, { initial: initialWidth });
  const { width: WIDTH, radius: RADIUS, height: HEIGHT } = radarBox(measured);
  const r = scaleLinear<number>({ domain: [0, RADAR_MAX], range: [0, RADIUS] });
  const angleOf = (i: number) => (Math.PI * 2 * i) / points.length - Math.PI / 2;
  const label = radarSummary(points);
  const at = (i: number, value: number) => polar(angleOf(i), r(Math.min(Math.max(value, 0), RADAR_MAX)));
  const scored = points.flatMap((p, i) => (p.value === null ? [] : [{ ...p, value: p.value, i }]));

  return (
    <div ref={ref} className="flex w-full justify-center">
      <svg
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="select-none"
        data-testid="esg-radar"
      >
        <Group top={HEIGHT / 2} left={WIDTH / 2}>
          {RINGS.map((ring) => (
            <polygon
              key={ring}
              points={toPoints(points.map((_, i) => polar(angleOf(i), RADIUS * ring)))}
              fill={ring === 1 ? "#f8fafc" : "none"}
              stroke="#e2e8f0"
              strokeWidth={1}
            />
          ))}
          {points.map((p, i) => {
            const end = polar(angleOf(i), RADIUS);
            return <Line key={p.axis} from={{ x: 0, y: 0 }} to={end} stroke="#e2e8f0" strokeWidth={1} />;
          })}
          {scored.length >= 2 ? (
            <polygon
              points={toPoints(scored.map((p) => at(p.i, p.value)))}
              fill="#059669"
              fillOpacity={0.22}
              stroke="#047857"
              strokeWidth={2}
              strokeLinejoin="round"
              data-testid="radar-scored-area"
            />
          ) : null}
          {scored.map((p) => {
            const c = at(p.i, p.value);
            return (
              <circle
                key={p.axis}
                cx={c.x}
                cy={c.y}
                r={3.5}
                fill="#047857"
                data-axis={p.axis}
                data-value={p.value}
              >
                <title>{`${p.axis}: ${p.value}`}</title>
              </circle>
            );
          })}
          {points.map((p, i) => {
            const angle = angleOf(i);
            const pos = polar(angle, RADIUS + 16);
            const cos = Math.cos(angle);
            const anchor = Math.abs(cos) < 0.1 ? "middle" : cos > 0 ? "start" : "end";
            const sin = Math.sin(angle);
            // A label above the chart moves up a line so that its "no data" line stays clear of the rings.
            const up = p.value === null ? "-1.4em" : "-0.2em";
            const dy = sin < -0.5 ? up : sin > 0.5 ? "0.9em" : "0.35em";
            return (
              <text
                key={p.axis}
                x={pos.x}
                y={pos.y}
                dy={dy}
                textAnchor={anchor}
                fontSize={12}
                fontWeight={500}
                fill={p.value === null ? "#94a3b8" : "#475569"}
                data-no-data={p.value === null ? "" : undefined}
              >
                {p.axis}
                {p.value === null ? (
                  <tspan x={pos.x} dy="1.2em" fontSize={11} fontWeight={400} fontStyle="italic">
                    no data
                  </tspan>
                ) : null}
              </text>
            );
          })}
        </Group>
      </svg>
    </div>
  );
}
