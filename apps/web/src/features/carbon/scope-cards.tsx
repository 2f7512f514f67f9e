import { type CarbonAnalysis, type CarbonStatus, carbonTotalStatus, sharePercent } from "@esg/domain";
import { Factory, Globe2, Leaf, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { formatTonnes } from "./format";
import { formatPct95, UncertaintyBand } from "./uncertainty-band";

type Range = NonNullable<CarbonAnalysis["currentEmissions"]["uncertainty"]>["total"];

const STATUS_TONE: Record<CarbonStatus, BadgeTone> = {
  Excellent: "green",
  "Above Average": "green",
  Average: "amber",
  "Below Average": "red",
  "No data": "grey",
};

/**
 * Spec part 1 §2: Scope 1, 2, 3 and Total in t CO2e; the total carries its status, scope 3 its share. Scope 2
 * and the total show both GHG Protocol methods, labelled; the status compares the location-based
 * total, the basis of the industry figures. Without a reporting year there is no total to rate: "No data",
 * never "Excellent" for 0 t.
 */
export function ScopeCards({ analysis }: { analysis: CarbonAnalysis }) {
  const c = analysis.currentEmissions;
  // No reporting year: nothing to put a range on.
  const u = analysis.reportingYear === null ? undefined : c.uncertainty;
  const year = analysis.reportingYear;
  const status = carbonTotalStatus(year === null ? null : c.total, analysis.industryComparison);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <ScopeCard
        label="Scope 1"
        caption="Direct emissions"
        value={c.scope1}
        range={u?.scope1}
        icon={<Factory />}
      />
      <ScopeCard
        label="Scope 2"
        caption="Energy indirect"
        value={c.scope2}
        range={u?.scope2}
        marketBased={c.scope2MarketBased}
        marketRange={u?.scope2MarketBased}
        icon={<Zap />}
      />
      <ScopeCard
        label="Scope 3"
        caption="Other indirect"
        value={c.scope3}
        range={u?.scope3}
        icon={<Globe2 />}
        extra={
          year === null ? undefined : (
            <span className="text-xs font-medium text-slate-600">
              {sharePercent(c.scope3, c.total)}% of total
            </span>
          )
        }
      />
      <ScopeCard
        label="Total"
        caption={
          year === null
            ? "No activity data yet"
            : `Reporting year ${year}${analysis.isPartial ? " (partial)" : ""}`
        }
        value={c.total}
        range={u?.total}
        marketBased={c.totalMarketBased}
        marketRange={u?.totalMarketBased}
        icon={<Leaf />}
        extra={
          // No industry figures (no revenue for the year): no band is earned against them.
          status === null ? undefined : (
            <Badge tone={STATUS_TONE[status]} aria-label={`Status: ${status}`}>
              {status}
            </Badge>
          )
        }
      />
    </div>
  );
}

function ScopeCard({
  label,
  caption,
  value,
  range,
  marketBased,
  marketRange,
  icon,
  extra,
}: {
  label: string;
  caption: string;
  value: number;
  /** The 95% range (IPCC Approach 1) of `value` and of `marketBased`; absent or null: none recorded. */
  range?: Range | null;
  marketRange?: Range | null;
  /** Given for figures with two Scope 2 methods: `value` is then location-based. */
  marketBased?: number;
  icon: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">{label}</h2>
        <span className="text-slate-400 [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="text-xs text-slate-500">{caption}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-1.5">
        <span className="text-2xl font-bold tabular-nums tracking-tight text-slate-900">
          {formatTonnes(value)}
        </span>
        <span className="text-xs text-slate-500">t CO2e</span>
        {range ? (
          <span className="text-sm font-semibold tabular-nums text-slate-700">{formatPct95(range)}</span>
        ) : null}
        {marketBased !== undefined ? <span className="text-xs text-slate-500">location-based</span> : null}
      </p>
      <UncertaintyBand value={value} range={range ?? undefined} label={`${label} uncertainty`} />
      {marketBased !== undefined ? (
        <p className="flex flex-wrap items-baseline gap-1.5 text-sm text-slate-700">
          <span className="font-semibold tabular-nums text-slate-900">{formatTonnes(marketBased)}</span>
          <span className="text-xs text-slate-500">t CO2e market-based</span>
          {marketRange ? (
            <span className="text-xs tabular-nums text-slate-600">{formatPct95(marketRange)}</span>
          ) : null}
        </p>
      ) : null}
      {extra ? <div className="mt-1">{extra}</div> : null}
    </section>
  );
}
