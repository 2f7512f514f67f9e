import { type CarbonEmissionsResponse, formatTonnesValue } from "@esg/domain";
import type { ReactNode } from "react";

type Summary = CarbonEmissionsResponse["summary"];

const count = new Intl.NumberFormat("en-GB");

/** Tonnes CO2e by scope over the filtered activities, Scope 2 and the total both ways, and the years covered. */
export function EmissionsSummary({ summary, total }: { summary: Summary; total: number }) {
  const years = [...summary.years].sort((a, b) => a - b);
  return (
    <section aria-label="Emissions summary" className="flex flex-col gap-2">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard label="Scope 1">
          <Figure value={summary.scope1} />
        </SummaryCard>
        <SummaryCard label="Scope 2">
          <Figure value={summary.scope2} method="Location-based" />
          <Figure value={summary.scope2MarketBased} method="Market-based" small />
        </SummaryCard>
        <SummaryCard label="Scope 3">
          <Figure value={summary.scope3} />
        </SummaryCard>
        <SummaryCard label="Total">
          <Figure value={summary.total} method="Location-based" />
          <Figure value={summary.totalMarketBased} method="Market-based" small />
        </SummaryCard>
      </div>
      <p className="text-xs text-slate-500">
        {count.format(total)} {total === 1 ? "activity" : "activities"}
        {years.length > 0 ? ` in reporting ${years.length === 1 ? "year" : "years"} ${years.join(", ")}` : ""}
        ; voided uploads are not counted.
      </p>
    </section>
  );
}

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <div className="mt-1 flex flex-col gap-0.5">{children}</div>
    </section>
  );
}

function Figure({ value, method, small }: { value: number; method?: string; small?: boolean }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      <span
        className={
          small
            ? "text-sm font-semibold tabular-nums text-slate-800"
            : "text-2xl font-bold tracking-tight tabular-nums text-slate-900"
        }
      >
        {formatTonnesValue(value / 1000)}
      </span>
      <span className="text-xs text-slate-500">t CO2e{method ? ` ${method.toLowerCase()}` : ""}</span>
    </p>
  );
}
