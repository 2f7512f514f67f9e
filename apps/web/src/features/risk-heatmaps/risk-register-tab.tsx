import { canMarkRiskMitigated, compareRisksBySeverity, type RiskAssessment, riskScore } from "@esg/domain";
import { Building2, MapPin, Plus, ShieldCheck, User } from "lucide-react";
import { type ReactNode, useId } from "react";
import { CanWrite } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { ShowMoreButton, useShownItems } from "../../components/ui/show-more";
import { RiskLevelBadge } from "./risk-level-badge";
import { useMarkRiskMitigated } from "./use-risk-mutations";

/** Risk Register (spec part 2 §2, §4): every risk, active and most severe first, with Add Risk and Mark as Mitigated. */
export function RiskRegisterTab({ risks, onAdd }: { risks: RiskAssessment[]; onAdd: () => void }) {
  const { markMitigated, pendingId } = useMarkRiskMitigated();
  const list = useShownItems([...risks].sort(compareRisksBySeverity));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Risk Register</h2>
        <CanWrite>
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add Risk
          </Button>
        </CanWrite>
      </div>
      {risks.length === 0 ? (
        <EmptyState message="No risks assessed yet" />
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label="Risk register">
            {list.shown.map((r) => (
              <li key={r.id}>
                <RiskCard risk={r} busy={pendingId === r.id} onMitigate={() => markMitigated(r.id)} />
              </li>
            ))}
          </ul>
          <ShowMoreButton hidden={list.hidden} onMore={list.more} noun="risks" />
        </>
      )}
    </div>
  );
}

function RiskCard({
  risk: r,
  busy,
  onMitigate,
}: {
  risk: RiskAssessment;
  busy: boolean;
  onMitigate: () => void;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {r.riskType}
          </h3>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone="brand">{r.riskCategory}</Badge>
            <RiskLevelBadge level={r.riskLevel} />
            <Badge tone="outline">
              P{r.probability} × I{r.impact} = {riskScore(r.probability, r.impact)}
            </Badge>
            <Badge tone={r.status === "active" ? "amber" : "green"}>
              {r.status === "active" ? "Active" : "Mitigated"}
            </Badge>
          </div>
        </div>
        {canMarkRiskMitigated(r) ? (
          <CanWrite>
            <Button variant="outline" size="sm" disabled={busy} aria-busy={busy} onClick={onMitigate}>
              <ShieldCheck aria-hidden="true" />
              Mark as Mitigated
            </Button>
          </CanWrite>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">{r.description}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <Meta icon={<MapPin />} label="Geography" value={r.geography} />
        <Meta icon={<Building2 />} label="Business unit" value={r.businessUnit} />
        <Meta icon={<User />} label="Owner" value={r.owner} />
      </dl>
      {r.mitigationStrategy ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-medium">Mitigation: </span>
          {r.mitigationStrategy}
        </p>
      ) : null}
    </article>
  );
}

function Meta({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <div className="flex items-center gap-1.5">
      <span aria-hidden="true" className="text-slate-400 [&_svg]:size-4">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd>{value ?? `No ${label.toLowerCase()}`}</dd>
    </div>
  );
}
