import {
  CARBON_SOURCE_TYPE_LABELS,
  type CarbonCoverage,
  type CarbonSourceType,
  monthsWithoutData,
  shortMonthLabel,
} from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ScrollRegion } from "../../components/ui/scroll-region";
import { useTRPC } from "../../lib/trpc";

/**
 * Data completeness of the selected reporting year: a month × source type grid and a month × site grid, each
 * cell "✓" (at least one counted activity) or "missing" in words, so gaps are found before a year is closed.
 */
export function DataCompletenessCard({ year, closed }: { year: number; closed: boolean }) {
  const trpc = useTRPC();
  const coverage = useQuery(trpc.carbon.coverage.queryOptions({ year }));
  return (
    <Card aria-labelledby="data-completeness-title">
      <CardHeader>
        <CardTitle id="data-completeness-title">Data completeness, reporting year {year}</CardTitle>
        <CardDescription>
          Months with at least one counted activity (voided uploads excluded), by source type and by site.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {coverage.isPending ? (
          <div role="status" className="h-40 animate-pulse rounded-lg bg-slate-100">
            <span className="sr-only">Loading data completeness</span>
          </div>
        ) : coverage.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Data completeness could not be loaded.
          </p>
        ) : (
          <Grids coverage={coverage.data} closed={closed} />
        )}
      </CardContent>
    </Card>
  );
}

function Grids({ coverage, closed }: { coverage: CarbonCoverage; closed: boolean }) {
  const gaps = monthsWithoutData(coverage);
  const sourceRows = Object.entries(coverage.bySourceType).map(([type, flags]) => ({
    name: CARBON_SOURCE_TYPE_LABELS[type as CarbonSourceType] ?? type,
    flags,
  }));
  const siteRows = Object.entries(coverage.bySite).map(([name, flags]) => ({ name, flags }));
  return (
    <>
      <p className="text-sm text-slate-700">
        {gaps.length === 0
          ? "Every month has data."
          : `${gaps.length} of 12 months have no data of any source type: ${gaps.map(shortMonthLabel).join(", ")}.`}
        {gaps.length > 0 && !closed ? " Upload them before closing the year." : null}
        {closed ? " The year is closed." : null}
      </p>
      <CoverageTable
        caption="By source type"
        rowName="Source type"
        months={coverage.months}
        rows={sourceRows}
      />
      {siteRows.length > 0 ? (
        <CoverageTable caption="By site" rowName="Site" months={coverage.months} rows={siteRows} />
      ) : (
        <p className="text-sm text-slate-600">No sites and no activities in this year to show by site.</p>
      )}
    </>
  );
}

function CoverageTable({
  caption,
  rowName,
  months,
  rows,
}: {
  caption: string;
  rowName: string;
  months: readonly string[];
  rows: readonly { name: string; flags: readonly boolean[] }[];
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[44rem] border-collapse text-xs">
        <caption className="mb-1 text-left text-sm font-medium text-slate-800">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2 text-left font-medium text-slate-600">
              {rowName}
            </th>
            {months.map((m) => (
              <th
                key={m}
                scope="col"
                className="px-0.5 py-1 text-center font-medium whitespace-nowrap text-slate-600"
              >
                {shortMonthLabel(m)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-2 text-left font-medium whitespace-nowrap text-slate-800">
                {r.name}
              </th>
              {r.flags.map((on, i) => (
                <td key={months[i]} className="px-0.5 py-1 text-center">
                  {on ? (
                    <span className="text-green-700">
                      <span aria-hidden="true">✓</span>
                      <span className="sr-only">data</span>
                    </span>
                  ) : (
                    <span className="rounded bg-amber-50 px-1 text-amber-800">missing</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
