import type { EmissionActivity } from "@esg/domain";
import { Badge } from "../../components/ui/badge";
import { useDateFormat } from "../../lib/use-date-format";
import { ActivityAuditDetails } from "./activity-audit-details";
import { formatAmount, formatFactor, formatKg, formatUnit } from "./format";
import { ScopeBadge } from "./scope-badge";
import { WarningList } from "./warning-list";

/**
 * One processed activity (spec part 2 §2): scope colour, what and when, kg CO2e (and market-based
 * for Scope 2), the factor it was calculated with, its warnings in plain sight and the full audit trail.
 */
export function EmissionActivityItem({ activity: e }: { activity: EmissionActivity }) {
  const { formatDate } = useDateFormat();
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <ScopeBadge scope={e.scope} />
          <div className="min-w-0">
            <h3 className="break-words font-medium text-slate-900">{e.description ?? e.category}</h3>
            <p className="break-words text-xs text-slate-500">
              {e.category} · {formatAmount(e.activityAmount)} {formatUnit(e.activityUnit)} ·{" "}
              {formatDate(e.activityDate)}
              {e.region ? ` · ${e.region}` : ""}
            </p>
            {e.periodStart && e.periodEnd ? (
              <p className="break-words text-xs text-slate-500">
                This month's share of the billing period {formatDate(e.periodStart)} –{" "}
                {formatDate(e.periodEnd)}
              </p>
            ) : null}
            {e.derivedFromId != null || e.voided ? (
              <div className="mt-1 flex flex-wrap gap-1.5">
                {e.derivedFromId != null ? <Badge tone="brand">Derived category 3</Badge> : null}
                {e.voided ? <Badge tone="grey">Voided</Badge> : null}
              </div>
            ) : null}
          </div>
        </div>
        <div className="text-right">
          <p className="text-sm font-semibold tabular-nums text-slate-900">
            {formatKg(e.totalEmissions)} kg CO2e
          </p>
          {e.marketBasedEmissions !== null ? (
            <p className="text-xs tabular-nums text-slate-600">
              Market-based: {formatKg(e.marketBasedEmissions)} kg CO2e
            </p>
          ) : null}
          {e.dataQuality !== undefined ? (
            <p className="mt-1 flex flex-wrap justify-end gap-1.5 text-xs text-slate-600">
              <Badge
                tone={e.dataQuality <= 2 ? "green" : e.dataQuality === 3 ? "amber" : "grey"}
                aria-label={`Data quality ${e.dataQuality} of 5: ${e.dataQualityBasis ?? ""}`}
              >
                Quality {e.dataQuality}/5
              </Badge>
              {e.uncertaintyPct !== undefined ? (
                <span className="tabular-nums" title="95% uncertainty: activity data and factor combined">
                  ± {e.uncertaintyPct}%
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
      <p className="mt-2 break-words text-xs text-slate-500">
        {e.factorName ?? `${e.factorSource} (${e.factorYear})`}: {formatFactor(e.emissionFactor)} kg CO2e/
        {formatUnit(e.emissionFactorUnit)}
      </p>
      <WarningList warnings={e.warnings ?? []} label="Warnings for this activity" className="mt-2" />
      <ActivityAuditDetails activity={e} />
    </li>
  );
}
