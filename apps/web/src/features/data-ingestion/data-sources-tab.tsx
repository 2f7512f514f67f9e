import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { useTRPC } from "../../lib/trpc";
import { DataSourceItem } from "./data-source-item";

/** Spec part 2 §2 "Data Sources": every upload, newest first, with its status and actions. */
export function DataSourcesTab() {
  const trpc = useTRPC();
  const sources = useQuery(trpc.carbon.sources.queryOptions());
  if (sources.isPending) return <Spinner label="Loading data sources" />;
  if (sources.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load data sources
      </p>
    );
  }
  if (sources.data.length === 0) return <EmptyState message="No data sources uploaded yet" />;
  return (
    <ul aria-label="Data sources" className="flex flex-col gap-3">
      {sources.data.map((s) => (
        <DataSourceItem key={s.id} source={s} />
      ))}
    </ul>
  );
}
