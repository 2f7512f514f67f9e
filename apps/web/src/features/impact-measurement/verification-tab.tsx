import { groupImpactByVerification, type ImpactMeasurement } from "@esg/domain";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ShownItems } from "../../components/ui/show-more";
import { formatNumber, VERIFICATION_TONE } from "./format";

/** Verification tab (spec §2): measurements grouped by verification status, with counts. */
export function VerificationTab({ items }: { items: readonly ImpactMeasurement[] }) {
  if (items.length === 0) {
    return <EmptyState message="No impact measurements available for verification review." />;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {groupImpactByVerification(items).map((group) => (
        <Card key={group.status}>
          <CardHeader>
            <CardTitle as="h3">
              {group.label}
              <Badge tone={VERIFICATION_TONE[group.status]} aria-label={`${group.count} measurements`}>
                {group.count}
              </Badge>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {group.items.length === 0 ? (
              <p className="text-sm text-slate-500">None.</p>
            ) : (
              <ShownItems items={group.items} noun="measurements">
                {(shown) => (
                  <ul aria-label={`${group.label} measurements`} className="divide-y divide-slate-100">
                    {shown.map((m) => (
                      <li key={m.id} className="py-2 first:pt-0 last:pb-0">
                        <p className="text-sm font-medium break-words text-slate-900">{m.metric}</p>
                        <p className="text-xs text-slate-500">
                          {m.category} · {formatNumber(m.value)} {m.unit}
                          {m.dataSource ? ` · ${m.dataSource}` : ""}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </ShownItems>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
