import { useQuery } from "@tanstack/react-query";
import { Badge } from "../../components/ui/badge";
import { useTRPC } from "../../lib/trpc";

const tonnes = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/**
 * The company's own inventory under the forecast card's fixed figures (issue 15): the default reporting
 * year, labelled partial when it is, with the total and Scope 2 both ways.
 */
export function InventoryYearSummary() {
  const trpc = useTRPC();
  const analysis = useQuery(trpc.carbon.analysis.queryOptions());
  if (analysis.isPending) {
    return <p className="h-10 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
  }
  if (analysis.isError) {
    return <p className="text-xs text-slate-500">Your inventory figures could not be loaded.</p>;
  }
  const a = analysis.data;
  if (a.reportingYear === null) {
    return (
      <p className="text-xs text-slate-500">No activity data yet: your inventory starts with an upload.</p>
    );
  }
  const c = a.currentEmissions;
  const months = a.availableYears.find((y) => y.year === a.reportingYear)?.monthsCovered;
  return (
    <section
      aria-label="Your inventory"
      className="flex flex-col gap-1.5 rounded-lg border border-slate-100 p-3 text-xs text-slate-600"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
        Reporting year {a.reportingYear}
        {a.isPartial ? (
          <Badge tone="amber">partial{months !== undefined ? `, ${months} of 12 months` : ""}</Badge>
        ) : null}
      </p>
      <p>
        Total <span className="font-semibold tabular-nums text-slate-900">{tonnes.format(c.total)}</span> t
        CO2e location-based ·{" "}
        <span className="font-semibold tabular-nums text-slate-900">{tonnes.format(c.totalMarketBased)}</span>{" "}
        t market-based
      </p>
      <p>
        Scope 2 <span className="font-semibold tabular-nums text-slate-900">{tonnes.format(c.scope2)}</span> t
        location-based ·{" "}
        <span className="font-semibold tabular-nums text-slate-900">
          {tonnes.format(c.scope2MarketBased)}
        </span>{" "}
        t market-based
      </p>
    </section>
  );
}
