import { type CarbonAnalysis, humanizeKey, sharePercent } from "@esg/domain";
import { SCOPE_COLOURS } from "../../components/charts/chart-colours";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { ByGasSection } from "./by-gas-section";
import { BySiteSection } from "./by-site-section";
import { formatTonnes } from "./format";

const SCOPES = [
  { key: "scope1Details", total: "scope1", title: "Scope 1 — Direct emissions", bar: SCOPE_COLOURS[1].bg },
  { key: "scope2Details", total: "scope2", title: "Scope 2 — Energy indirect", bar: SCOPE_COLOURS[2].bg },
  { key: "scope3Details", total: "scope3", title: "Scope 3 — Other indirect", bar: SCOPE_COLOURS[3].bg },
] as const;

/**
 * Spec part 1 §2 "Detailed Breakdown": each scope's items as words, with their share of the scope as a bar;
 * then the year's gases and what is reported outside the scopes; then, when activities carry sites, each
 * site's tonnes.
 */
export function BreakdownTab({ analysis }: { analysis: CarbonAnalysis }) {
  const c = analysis.currentEmissions;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {SCOPES.map((s) => {
        const items = Object.entries(c.breakdown[s.key]).sort((a, b) => b[1] - a[1]);
        const scopeTotal = c[s.total];
        return (
          <Card key={s.key}>
            <CardHeader>
              <CardTitle>{s.title}</CardTitle>
              <CardDescription>
                {s.key === "scope2Details"
                  ? `${formatTonnes(scopeTotal)} t CO2e location-based · ${formatTonnes(c.scope2MarketBased)} t market-based`
                  : `${formatTonnes(scopeTotal)} t CO2e`}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {items.length === 0 ? (
                <p className="text-sm text-slate-500">No activities in this scope.</p>
              ) : (
                <ul aria-label={`${s.title} breakdown`} className="flex flex-col gap-3">
                  {items.map(([key, value]) => {
                    const share = sharePercent(value, scopeTotal);
                    const label = humanizeKey(key);
                    return (
                      <li key={key} className="flex flex-col gap-1">
                        <div className="flex items-baseline justify-between gap-2 text-sm">
                          <span className="font-medium text-slate-800">{label}</span>
                          <span className="tabular-nums text-slate-600">
                            {formatTonnes(value)} t · {share}%
                          </span>
                        </div>
                        <Progress
                          value={share}
                          label={`${label} share of scope`}
                          indicatorClassName={s.bar}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
            </CardContent>
          </Card>
        );
      })}
      <ByGasSection analysis={analysis} />
      <BySiteSection analysis={analysis} />
    </div>
  );
}
