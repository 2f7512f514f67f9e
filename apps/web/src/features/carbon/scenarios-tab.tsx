import { type CarbonAnalysis, humanizeKey, withScenarioDefaults } from "@esg/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { formatTonnes } from "./format";
import { NoEmissionsNotice } from "./no-emissions-notice";

/** Spec part 1 §2 "Reduction Scenarios": target reduction, actions, timeline and investment per scenario. */
export function ScenariosTab({ analysis }: { analysis: CarbonAnalysis }) {
  const entries = Object.entries(analysis.reductionScenarios);
  if (analysis.reportingYear === null) return <NoEmissionsNotice what="reduction scenarios" />;
  if (entries.length === 0) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-500">
        Generating reduction scenarios...
      </p>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {entries.map(([name, raw]) => {
        const s = withScenarioDefaults(raw);
        return (
          <Card key={name} aria-label={humanizeKey(name)}>
            <CardHeader>
              <CardTitle as="h3">{humanizeKey(name)}</CardTitle>
              <CardDescription>
                Target reduction: <strong className="text-slate-900">{s.targetReduction}%</strong>
                {raw.annualSavings !== undefined
                  ? ` · ${formatTonnes(raw.annualSavings)} t CO2e a year`
                  : null}
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 text-sm">
              <ul className="list-disc pl-5 text-slate-700">
                {s.actions.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
              <dl className="grid grid-cols-2 gap-2">
                <div>
                  <dt className="text-xs text-slate-500">Timeline</dt>
                  <dd className="font-medium text-slate-900">{s.timeline}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Investment</dt>
                  <dd className="font-medium text-slate-900">{s.investment}</dd>
                </div>
              </dl>
              {raw.basis ? <p className="text-xs text-slate-500">Sized from: {raw.basis}</p> : null}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
