import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import type { AuditEntry, AuditLogQuery } from "./audit-csv";
import { AuditExport } from "./audit-export";
import { type AuditFilter, AuditFilters, filterProblem, type UserOption } from "./audit-filters";
import { AuditPager } from "./audit-pager";
import { AuditTable } from "./audit-table";

export const AUDIT_PAGE_SIZE = 50;

/** Local midnight of a YYYY-MM-DD date, as the ISO instant the server compares with. */
function startOfDay(date: string): string {
  return new Date(`${date}T00:00:00`).toISOString();
}

/** The last millisecond of a local day: "to 3 March" includes everything on 3 March. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59.999`).toISOString();
}

/** The query of a filter (dates as instants of the viewer's day), without the page. */
export function auditQuery(filter: AuditFilter): Omit<AuditLogQuery, "page" | "pageSize"> {
  return {
    ...(filter.entity ? { entity: filter.entity } : {}),
    ...(filter.userId ? { userId: filter.userId } : {}),
    ...(filter.from ? { from: startOfDay(filter.from) } : {}),
    ...(filter.to ? { to: endOfDay(filter.to) } : {}),
  };
}

/**
 * "Audit log" (admins and auditors): every write with who, when and what changed, newest first, with
 * filters, paging and a CSV export of the page or of every page of the filter.
 */
export function AuditLogTab() {
  const trpc = useTRPC();
  const { isAdmin } = useRole();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const problem = filterProblem(filter);
  const query = auditQuery(filter);
  const log = useQuery({
    ...trpc.members.auditLog.queryOptions({ ...query, page, pageSize: AUDIT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: problem === null,
  });
  // Admins pick among members; everyone also among the people met in the log (removed members included).
  const members = useQuery({ ...trpc.members.list.queryOptions(), enabled: isAdmin });
  const [seen, setSeen] = useState<Map<number, string>>(() => new Map());
  useEffect(() => {
    const entries = log.data?.entries ?? [];
    setSeen((known) => {
      const missing = entries.filter(
        (e): e is AuditEntry & { userId: number } => e.userId !== null && !known.has(e.userId),
      );
      if (missing.length === 0) return known;
      const next = new Map(known);
      for (const e of missing) next.set(e.userId, e.userName ?? `User ${e.userId}`);
      return next;
    });
  }, [log.data]);
  const users = userOptions(members.data ?? [], seen);
  const entities = [...new Set((log.data?.entries ?? []).map((e) => e.entity))];

  const change = (next: AuditFilter) => {
    setFilter(next);
    setPage(1);
  };

  const loading = log.isPlaceholderData || log.isFetching;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>Audit log</CardTitle>
          <CardDescription>
            Every change to the company's data, newest first: who, when, and the fields before and after.
            Entries cannot be edited or deleted.
          </CardDescription>
        </div>
        {log.data && log.data.total > 0 && problem === null ? (
          <AuditExport
            query={query}
            page={log.data.page}
            pageEntries={log.data.entries}
            total={log.data.total}
          />
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <AuditFilters filter={filter} onChange={change} users={users} entities={entities} problem={problem} />
        {problem !== null ? null : log.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading audit log" />
          </div>
        ) : log.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            Failed to load the audit log
          </p>
        ) : log.data.entries.length === 0 ? (
          <EmptyState
            message={
              Object.keys(query).length > 0
                ? "No entries match these filters."
                : "Nothing has been recorded yet. Changes appear here as people make them."
            }
          />
        ) : (
          <>
            <div aria-busy={loading} className={cn("transition-opacity", loading && "opacity-60")}>
              <AuditTable entries={log.data.entries} />
            </div>
            <AuditPager
              page={log.data.page}
              pageSize={log.data.pageSize}
              total={log.data.total}
              onPage={setPage}
              disabled={log.isPlaceholderData}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function userOptions(members: readonly { userId: number; name: string }[], seen: Map<number, string>) {
  const byId = new Map<number, string>(seen);
  for (const m of members) byId.set(m.userId, m.name);
  return [...byId]
    .map(([id, name]): UserOption => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
