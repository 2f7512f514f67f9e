import { FORECAST_SERIES, FORECAST_Y_MIN, FORECAST_YEARS } from "@esg/domain";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { LegendOrdinal } from "@visx/legend";
import { scaleLinear, scaleOrdinal } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useChartWidth } from "../../components/charts/use-chart-width";

const DEFAULT_WIDTH = 520;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 20, bottom: 46, left: 68 };
const INNER_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const COLOURS = ["#dc2626", "#059669"];

const numberFormat = new Intl.NumberFormat("en-US");

type Datum = { year: number; value: number };

/**
 * The dashboard's carbon forecast: the spec's two static sample series over 2023-2027, y axis 'CO2e' in
 * tonnes from 1000, x axis 'Year', legend at the bottom (spec part 1 §2, §9).
 */
export default function ForecastLineChart() {
  const { ref, width: WIDTH } = useChartWidth(DEFAULT_WIDTH);
  const INNER_W = Math.max(120, WIDTH - MARGIN.left - MARGIN.right);
  const series = FORECAST_SERIES.map((s) => ({
    name: s.name,
    data: s.values.map((value, i) => ({ year: FORECAST_YEARS[i] ?? 0, value })),
  }));
  const maxValue = Math.max(...FORECAST_SERIES.flatMap((s) => s.values));
  const x = scaleLinear<number>({
    domain: [FORECAST_YEARS[0], FORECAST_YEARS[FORECAST_YEARS.length - 1] ?? FORECAST_YEARS[0]],
    range: [0, INNER_W],
  });
  const y = scaleLinear<number>({
    domain: [FORECAST_Y_MIN, Math.ceil((maxValue * 1.05) / 250) * 250],
    range: [INNER_H, 0],
  });
  const colour = scaleOrdinal<string, string>({ domain: series.map((s) => s.name), range: COLOURS });
  const label = `Carbon emissions forecast in tonnes CO2e, ${FORECAST_YEARS[0]} to ${FORECAST_YEARS[FORECAST_YEARS.length - 1]}. ${series
    .map((s) => `${s.name}: ${s.data.map((d) => `${d.year} ${d.value}`).join(", ")}`)
    .join(". ")}`;

  return (
    <figure ref={ref} className="w-full">
      <svg
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="block max-w-full"
        data-testid="forecast-chart"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(5).map((t) => (
            <line key={t} x1={0} x2={INNER_W} y1={y(t)} y2={y(t)} stroke="#f1f5f9" />
          ))}
          {series.map((s, i) => (
            <g key={s.name}>
              <LinePath<Datum>
                data={s.data}
                x={(d) => x(d.year)}
                y={(d) => y(d.value)}
                stroke={COLOURS[i]}
                strokeWidth={2.5}
                strokeDasharray={i === 0 ? "6 4" : undefined}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              {s.data.map((d) => (
                <circle key={d.year} cx={x(d.year)} cy={y(d.value)} r={3.5} fill={COLOURS[i]}>
                  <title>{`${s.name}, ${d.year}: ${numberFormat.format(d.value)} t CO2e`}</title>
                </circle>
              ))}
            </g>
          ))}
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(v) => numberFormat.format(Number(v))}
            label="CO2e"
            labelOffset={44}
            stroke="#cbd5e1"
            tickStroke="#cbd5e1"
            tickLabelProps={{ fill: "#64748b", fontSize: 11, textAnchor: "end", dx: "-0.25em", dy: "0.33em" }}
            labelProps={{ fill: "#334155", fontSize: 12, fontWeight: 600, textAnchor: "middle" }}
          />
          <AxisBottom
            top={INNER_H}
            scale={x}
            tickValues={[...FORECAST_YEARS]}
            tickFormat={(v) => String(v)}
            label="Year"
            labelOffset={14}
            stroke="#cbd5e1"
            tickStroke="#cbd5e1"
            tickLabelProps={{ fill: "#64748b", fontSize: 11, textAnchor: "middle" }}
            labelProps={{ fill: "#334155", fontSize: 12, fontWeight: 600, textAnchor: "middle" }}
          />
        </Group>
      </svg>
      <figcaption className="mt-2 flex justify-center">
        <LegendOrdinal
          scale={colour}
          direction="row"
          itemMargin="0 12px 0 0"
          shapeWidth={14}
          shapeHeight={3}
          className="flex-wrap justify-center text-xs text-slate-600"
        />
      </figcaption>
    </figure>
  );
}
