import { groupRisksBy, type RiskAssessment } from "@esg/domain";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ShownItems } from "../../components/ui/show-more";
import { LevelCountBadges, RiskLevelBadge } from "./risk-level-badge";

/**
 * Geography View and Business Unit View (spec part 2 §2): the risks grouped by where they sit, the most
 * exposed group first, with its highest active level, average score and level counts.
 */
export function RiskGroupTab({
  risks,
  field,
  emptyMessage,
}: {
  risks: RiskAssessment[];
  field: "geography" | "businessUnit";
  emptyMessage: string;
}) {
  const groups = groupRisksBy(risks, field);
  if (groups.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {groups.map((g) => (
        <Card key={g.name} aria-label={g.name}>
          <CardHeader>
            <CardTitle className="justify-between">
              {g.name}
              {g.highestLevel ? (
                <RiskLevelBadge level={g.highestLevel} />
              ) : (
                <Badge tone="green">Mitigated</Badge>
              )}
            </CardTitle>
            <CardDescription>
              {g.risks.length} {g.risks.length === 1 ? "risk" : "risks"} · {g.active} active · average score{" "}
              {g.averageScore}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <LevelCountBadges counts={g.byLevel} />
            <ShownItems items={g.risks} noun="risks">
              {(shown) => (
                <ul className="flex flex-col gap-1.5">
                  {shown.map((r) => (
                    <li key={r.id} className="flex items-center justify-between gap-2 text-sm">
                      <span
                        className={
                          r.status === "mitigated" ? "text-slate-500 line-through" : "text-slate-800"
                        }
                      >
                        {r.riskType}
                      </span>
                      {r.status === "mitigated" ? (
                        <Badge tone="green">Mitigated</Badge>
                      ) : (
                        <RiskLevelBadge level={r.riskLevel} />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </ShownItems>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
