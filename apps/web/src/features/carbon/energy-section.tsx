import type { CarbonEnergy, EnergySource } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Zap } from "lucide-react";
import type { HorizontalBar } from "../../components/charts/horizontal-bar-chart";
import { HorizontalBarChart } from "../../components/charts/lazy-charts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useTRPC } from "../../lib/trpc";

/** Fossil, nuclear and renewable, each at least 3:1 against the white card. */
const SOURCE_COLOURS: Record<EnergySource, { hex: string; label: string }> = {
  fossil: { hex: "#57534e", label: "Fossil" },
  nuclear: { hex: "#7c3aed", label: "Nuclear" },
  renewable: { hex: "#15803d", label: "Renewable" },
};

const mwhFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
export const formatMWh = (n: number) => mwhFormat.format(n);
const pct = (p: number | null) => (p === null ? "–" : `${mwhFormat.format(p)}%`);

export function energyBars(e: CarbonEnergy): HorizontalBar[] {
  return e.byCarrier.map((c) => ({
    key: `${c.carrier}-${c.line}`,
    label: c.label,
    value: c.mwh,
    colour: SOURCE_COLOURS[c.source].hex,
    group: SOURCE_COLOURS[c.source].label,
    detail: e.totalMWh > 0 ? `${pct((c.mwh / e.totalMWh) * 100)} of total` : undefined,
  }));
}

/**
 * Energy consumption and mix of the reporting year (ESRS E1-5): totals by fossil, nuclear and renewable
 * sources, each carrier as a bar, the intensity per net revenue, and how the figures were made.
 */
export function EnergySection({ year }: { year: number }) {
  const trpc = useTRPC();
  const energy = useQuery(trpc.carbon.energy.queryOptions({ year }));
  return (
    <Card aria-labelledby="energy-title">
      <CardHeader>
        <CardTitle id="energy-title">
          <Zap aria-hidden="true" className="size-4 text-slate-500" />
          Energy consumption and mix, reporting year {year}
        </CardTitle>
        <CardDescription>
          Fuels, electricity and heat of scopes 1 and 2 in MWh (ESRS E1-5), from the stored activity data.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {energy.isPending ? (
          <div role="status" className="h-40 animate-pulse rounded-lg bg-slate-100">
            <span className="sr-only">Loading energy consumption</span>
          </div>
        ) : energy.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Energy consumption could not be loaded.
          </p>
        ) : (
          <EnergyFigures energy={energy.data} />
        )}
      </CardContent>
    </Card>
  );
}

function EnergyFigures({ energy: e }: { energy: CarbonEnergy }) {
  if (e.totalMWh === 0)
    return (
      <p className="text-sm text-slate-700">
        No fuel, electricity or heat is recorded for {e.year}. Upload energy bills and fuel receipts to see
        the energy mix.
      </p>
    );
  const summary = `Energy consumption ${e.year}: ${formatMWh(e.totalMWh)} MWh, ${e.byCarrier
    .map((c) => `${c.label} ${formatMWh(c.mwh)} MWh (${SOURCE_COLOURS[c.source].label.toLowerCase()})`)
    .join(", ")}`;
  return (
    <>
      <dl aria-label="Energy totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Total", `${formatMWh(e.totalMWh)} MWh`, null],
          ["Fossil", `${formatMWh(e.fossilMWh)} MWh`, pct(e.fossilSharePct)],
          ["Nuclear", `${formatMWh(e.nuclearMWh)} MWh`, pct(e.nuclearSharePct)],
          ["Renewable", `${formatMWh(e.renewableMWh)} MWh`, pct(e.renewableSharePct)],
        ].map(([label, value, share]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
            {share ? <dd className="text-xs text-slate-600">{share} of total</dd> : null}
          </div>
        ))}
      </dl>
      <HorizontalBarChart
        testId="energy-chart"
        bars={energyBars(e)}
        summary={summary}
        tableCaption={`Energy consumption by carrier, reporting year ${e.year}`}
        categoryName="Carrier"
        groupName="Source"
        valueName="MWh · share of total"
        formatValue={formatMWh}
        legend={Object.values(SOURCE_COLOURS)
          .filter((s) => e.byCarrier.some((c) => SOURCE_COLOURS[c.source].label === s.label))
          .map((s) => ({ label: s.label, colour: s.hex }))}
      />
      <p className="text-sm text-slate-700">
        Energy intensity:{" "}
        {e.intensityMWhPerRevenue === null
          ? (e.intensityNote ?? "not available")
          : `${formatMWh(e.intensityMWhPerRevenue)} ${e.intensityUnit ?? ""}`}
      </p>
      <details className="text-sm text-slate-600">
        <summary className="cursor-pointer text-slate-700">How these figures were made</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {e.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </details>
    </>
  );
}
