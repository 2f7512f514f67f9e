import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { StatCard } from "../../components/ui/stat-card";
import { useTRPC } from "../../lib/trpc";
import { formatAmount, formatKg, formatUnit } from "./format";
import { ScopeBadge } from "./scope-badge";

/**
 * Spec part 2 §2 "Processed Emissions": the emission activities with scope colours, each with the factor it
 * was calculated with (value, source, year: the audit trail) and, for scope 2 rows that carried a supplier or
 * certificate factor, the market-based figure beside the location-based one; and the kg CO2e summary by scope.
 */
export function ProcessedEmissionsTab() {
  const trpc = useTRPC();
  const emissions = useQuery(trpc.carbon.emissions.queryOptions());
  if (emissions.isPending) return <Spinner label="Loading emissions" />;
  if (emissions.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load emissions data
      </p>
    );
  }
  const { emissions: rows, summary, totalCount } = emissions.data;
  if (rows.length === 0) return <EmptyState message="No emissions data processed yet" />;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Scope 1" value={formatKg(summary.scope1)} hint="kg CO2e" />
        <StatCard label="Scope 2" value={formatKg(summary.scope2)} hint="kg CO2e" />
        <StatCard label="Scope 3" value={formatKg(summary.scope3)} hint="kg CO2e" />
        <StatCard
          label="Total"
          value={formatKg(summary.total)}
          hint={`kg CO2e from ${totalCount} activities`}
        />
      </div>
      {totalCount > rows.length ? (
        <p className="text-xs text-slate-500">
          Showing the latest {rows.length} of {totalCount} activities; the totals cover all of them.
        </p>
      ) : null}
      <ul aria-label="Emission activities" className="flex flex-col gap-2">
        {rows.map((e) => (
          <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 items-start gap-3">
                <ScopeBadge scope={e.scope} />
                <div className="min-w-0">
                  <h3 className="font-medium text-slate-900">{e.description ?? e.category}</h3>
                  <p className="text-xs text-slate-500">
                    {e.category} · {formatAmount(e.activityAmount)} {formatUnit(e.activityUnit)} ·{" "}
                    {e.activityDate}
                    {e.region ? ` · ${e.region}` : ""}
                  </p>
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
              </div>
            </div>
            <p className="mt-2 text-xs text-slate-500" title={e.factorId}>
              Factor {e.emissionFactor} kg CO2e/{formatUnit(e.emissionFactorUnit)} · {e.factorSource} (
              {e.factorYear})
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
