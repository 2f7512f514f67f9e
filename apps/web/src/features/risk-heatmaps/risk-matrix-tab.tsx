import {
  IMPACT_LABELS,
  PROBABILITY_LABELS,
  RISK_LEVEL_THRESHOLDS,
  RISK_SCALE,
  type RiskAssessment,
  riskCountsByCategory,
  riskLevel,
  riskMatrixCounts,
  riskScore,
} from "@esg/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ScrollRegion } from "../../components/ui/scroll-region";
import { cn } from "../../lib/cn";
import { LevelCountBadges, RiskLevelBadge } from "./risk-level-badge";
import { CATEGORY_DESCRIPTIONS, LEVEL_CELL } from "./risk-style";

const PROBABILITY_ROWS = [...RISK_SCALE].reverse();

/** Risk Matrix (spec part 2 §2, §9): active risks on a 5x5 probability-by-impact grid, and counts per category. */
export function RiskMatrixTab({ risks }: { risks: RiskAssessment[] }) {
  if (risks.length === 0) return <EmptyState message="No risks assessed yet" />;
  const active = risks.filter((r) => r.status === "active");
  const matrix = riskMatrixCounts(active);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle id="risk-matrix-title">Probability × Impact Matrix</CardTitle>
          <CardDescription>
            {active.length} active {active.length === 1 ? "risk" : "risks"}; mitigated risks are not plotted.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ScrollRegion labelledBy="risk-matrix-title">
            <table
              aria-labelledby="risk-matrix-title"
              className="w-full min-w-[26rem] table-fixed border-separate border-spacing-1 sm:min-w-[32rem]"
            >
              <thead>
                <tr>
                  <th scope="col" className="w-24 text-left text-xs font-medium text-slate-500 sm:w-32">
                    Probability / Impact
                  </th>
                  {RISK_SCALE.map((i) => (
                    <th key={i} scope="col" className="text-xs font-medium text-slate-600">
                      {i} · {IMPACT_LABELS[i]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {PROBABILITY_ROWS.map((p) => (
                  <tr key={p}>
                    <th scope="row" className="text-left text-xs font-medium text-slate-600">
                      {p} · {PROBABILITY_LABELS[p]}
                    </th>
                    {RISK_SCALE.map((i) => {
                      const count = matrix[p - 1]?.[i - 1] ?? 0;
                      const level = riskLevel(p, i);
                      return (
                        <td
                          key={i}
                          data-testid={`cell-p${p}-i${i}`}
                          title={`${level}: probability ${p} × impact ${i} = ${riskScore(p, i)}`}
                          className={cn(
                            "h-14 rounded-md text-center text-lg font-semibold tabular-nums",
                            LEVEL_CELL[level],
                            count === 0 && "opacity-50",
                          )}
                        >
                          {count}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            Level from probability × impact:
            <RiskLevelBadge level="Critical">Critical ≥ {RISK_LEVEL_THRESHOLDS.Critical}</RiskLevelBadge>
            <RiskLevelBadge level="High">High ≥ {RISK_LEVEL_THRESHOLDS.High}</RiskLevelBadge>
            <RiskLevelBadge level="Medium">Medium ≥ {RISK_LEVEL_THRESHOLDS.Medium}</RiskLevelBadge>
            <RiskLevelBadge level="Low">Low &lt; {RISK_LEVEL_THRESHOLDS.Medium}</RiskLevelBadge>
          </p>
        </CardContent>
      </Card>

      <section aria-labelledby="risk-categories-title">
        <h2 id="risk-categories-title" className="mb-3 text-base font-semibold text-slate-900">
          Risks by Category
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {riskCountsByCategory(risks).map((c) => (
            <li
              key={c.category}
              aria-label={`${c.category} risks`}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div>
                <h3 className="text-sm font-semibold text-slate-900">{c.category}</h3>
                <p className="text-xs text-slate-500">{CATEGORY_DESCRIPTIONS[c.category]}</p>
              </div>
              <p className="text-2xl font-bold text-slate-900 tabular-nums">
                {c.active} <span className="text-sm font-normal text-slate-500">active</span>
              </p>
              <LevelCountBadges counts={c.byLevel} />
              <p className="text-xs text-slate-500">
                {c.total - c.active} mitigated · {c.total} total
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
