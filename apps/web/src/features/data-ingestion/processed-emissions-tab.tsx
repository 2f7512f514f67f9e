import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { emissionsExportUrl } from "./download-urls";
import { EmissionActivityItem } from "./emission-activity-item";
import { EmissionsFilters } from "./emissions-filters";
import { EmissionsPager } from "./emissions-pager";
import { EMISSIONS_PAGE_SIZE, type EmissionsFilter, emissionsInput } from "./emissions-query";
import { EmissionsSummary } from "./emissions-summary";

/**
 * Spec part 2 §2 "Processed Emissions" with filters and paging: the activities with scope colours,
 * each with its factor, warnings and audit trail; the kg CO2e summary of the filter with both Scope 2
 * methods; and the CSV export of the same filter.
 */
export function ProcessedEmissionsTab() {
  const trpc = useTRPC();
  const companyId = useCurrentUser().data?.company.id;
  const { canExport } = useRole();
  const [filter, setFilter] = useState<EmissionsFilter>({});
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLUListElement>(null);
  // The unfiltered first page (the loader's) says which years exist, whatever the filter shows.
  const all = useQuery(trpc.carbon.emissions.queryOptions(emissionsInput({}, 1)));
  const current = useQuery({
    ...trpc.carbon.emissions.queryOptions(emissionsInput(filter, page)),
    placeholderData: keepPreviousData,
  });

  const total = current.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / EMISSIONS_PAGE_SIZE));
  useEffect(() => {
    // A void can shrink the list under the page being read.
    if (current.data && !current.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [current.data, current.isPlaceholderData, page, lastPage]);

  if (current.isPending || all.isPending) return <Spinner label="Loading emissions" />;
  if (current.isError || all.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load emissions data
      </p>
    );
  }
  if (all.data.total === 0) return <EmptyState message="No emissions data processed yet" />;

  const { emissions: rows, summary, pageSize } = current.data;
  const loading = current.isPlaceholderData;
  return (
    <div className="flex flex-col gap-4">
      <EmissionsFilters
        years={all.data.summary.years}
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        exportUrl={companyId === undefined || !canExport ? null : emissionsExportUrl(companyId, filter)}
      />
      <EmissionsSummary summary={summary} total={total} />
      {rows.length === 0 ? (
        <EmptyState message="No activities match these filters." />
      ) : (
        <>
          <ul
            ref={listRef}
            aria-label="Emission activities"
            aria-busy={loading}
            className={cn("flex flex-col gap-2 transition-opacity", loading && "opacity-60")}
          >
            {rows.map((e) => (
              <EmissionActivityItem key={e.id} activity={e} />
            ))}
          </ul>
          <EmissionsPager
            page={current.data.page}
            pageSize={pageSize}
            rowsOnPage={rows.length}
            total={total}
            onPage={(next) => {
              setPage(next);
              // The next page starts at the top of the list, not where the pager was.
              listRef.current?.scrollIntoView?.({ block: "start" });
            }}
          />
        </>
      )}
    </div>
  );
}
