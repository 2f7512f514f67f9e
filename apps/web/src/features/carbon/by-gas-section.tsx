import type { CarbonAnalysis } from "@esg/domain";
import { FlaskConical } from "lucide-react";
import { HorizontalBarChart } from "../../components/charts/lazy-charts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { formatTonnes } from "./format";

type GasKey = keyof CarbonAnalysis["byGas"];

/** One hue per gas, each at least 3:1 against the white card (WCAG 1.4.11), as the scope colours are. */
const GASES: readonly { key: GasKey; label: string; colour: string }[] = [
  { key: "co2", label: "Carbon dioxide (CO2)", colour: "#334155" },
  { key: "ch4", label: "Methane (CH4)", colour: "#b45309" },
  { key: "n2o", label: "Nitrous oxide (N2O)", colour: "#7c3aed" },
  { key: "hfc", label: "Hydrofluorocarbons (HFCs)", colour: "#0e7490" },
  { key: "pfc", label: "Perfluorocarbons (PFCs)", colour: "#be185d" },
  { key: "sf6", label: "Sulphur hexafluoride (SF6)", colour: "#4d7c0f" },
  { key: "nf3", label: "Nitrogen trifluoride (NF3)", colour: "#9f1239" },
  { key: "unsplit", label: "Not split by gas (source gives CO2e only)", colour: "#64748b" },
];

/**
 * "By gas" in the Detailed Breakdown: the reporting year's tonnes CO2e of each greenhouse gas (location-based,
 * summing to the total), then what is reported outside the scopes: biogenic CO2 and Montreal Protocol gases.
 */
export function ByGasSection({ analysis }: { analysis: CarbonAnalysis }) {
  const bars = GASES.filter((g) => analysis.byGas[g.key] > 0).map((g) => ({
    key: g.key,
    label: g.label,
    value: analysis.byGas[g.key],
    colour: g.colour,
  }));
  const basis = analysis.gwpBasis;
  return (
    <Card className="lg:col-span-3">
      <CardHeader>
        <CardTitle>
          <FlaskConical aria-hidden="true" className="size-4 text-slate-500" />
          By gas
        </CardTitle>
        <CardDescription>
          Tonnes CO2e in reporting year {analysis.reportingYear}, location-based, on IPCC {basis.setting}{" "}
          100-year global warming potentials
          {basis.setting === "AR6" ? " (factors published in CO2e only stay on AR5)" : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <HorizontalBarChart
          bars={bars}
          summary={`Emissions by gas in ${analysis.reportingYear}: ${bars.map((b) => `${b.label} ${formatTonnes(b.value)} t`).join(", ") || "none"}`}
          tableCaption={`Emissions by gas, ${analysis.reportingYear}`}
          categoryName="Gas"
          valueName="t CO2e"
          formatValue={formatTonnes}
          emptyMessage="No emissions in this year."
          testId="emissions-by-gas"
        />
        <dl aria-label="Outside the scopes" className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-800">Biogenic CO2 (outside the scopes)</dt>
            <dd className="tabular-nums text-slate-600">
              {formatTonnes(analysis.biogenicCo2)} t CO2 from biofuel blends, biomass and UK grid electricity
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Montreal Protocol gases (memo)</dt>
            <dd className="tabular-nums text-slate-600">
              {formatTonnes(analysis.montrealProtocolGases)} t CO2e of CFCs and HCFCs leaked, in no scope
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
