import { countOf } from "@esg/domain";
import { ChevronDown, Download } from "lucide-react";
import * as DropdownMenu from "radix-ui/dropdown-menu";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { saveBlob } from "../../lib/download";
import { useRole } from "../../lib/roles";
import { serverErrorMessage, useTRPCClient } from "../../lib/trpc";
import { type AuditEntry, type AuditLogQuery, auditCsv, auditCsvFileName } from "./audit-csv";

/** The largest page the server serves (auditLogQuerySchema): fewest requests for "all pages". */
const EXPORT_PAGE_SIZE = 500;

const MENU_ITEM =
  "flex cursor-pointer select-none flex-col items-start rounded-md px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

function saveCsv(entries: readonly AuditEntry[], page?: number) {
  saveBlob(
    new Blob([auditCsv(entries)], { type: "text/csv;charset=utf-8" }),
    auditCsvFileName(new Date(), page),
  );
}

/**
 * "Export CSV" of the audit log, built in the browser: the page on screen, or every page of the current
 * filter fetched in turn (admins and auditors: the export group includes both).
 */
export function AuditExport({
  query,
  page,
  pageEntries,
  total,
}: {
  query: Omit<AuditLogQuery, "page" | "pageSize">;
  page: number;
  pageEntries: readonly AuditEntry[];
  total: number;
}) {
  const client = useTRPCClient();
  const { canExport } = useRole();
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  if (!canExport) return null;

  const exportAll = async () => {
    const pages = Math.max(1, Math.ceil(total / EXPORT_PAGE_SIZE));
    const all: AuditEntry[] = [];
    setProgress({ done: 0, of: pages });
    try {
      // One page after another: the log keeps its order, and the server is not asked for everything at once.
      for (let p = 1; ; p += 1) {
        const res = await client.members.auditLog.query({ ...query, page: p, pageSize: EXPORT_PAGE_SIZE });
        all.push(...res.entries);
        setProgress({ done: p, of: Math.max(pages, Math.ceil(res.total / EXPORT_PAGE_SIZE)) });
        if (res.entries.length < EXPORT_PAGE_SIZE || all.length >= res.total) break;
      }
      saveCsv(all);
      toast({
        title: "Export ready",
        description: `${countOf(all.length, "audit log entry", "audit log entries")} saved as CSV.`,
      });
    } catch (error) {
      toast({
        title: "Export failed",
        description: serverErrorMessage(error) ?? "The audit log could not be exported. Try again.",
        variant: "destructive",
      });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" disabled={busy} aria-busy={busy}>
          <Download aria-hidden="true" />
          {busy ? `Exporting ${progress.done}/${progress.of}...` : "Export CSV"}
          {busy ? null : <ChevronDown aria-hidden="true" className="opacity-60" />}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg outline-none"
        >
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => saveCsv(pageEntries, page)}>
            <span className="font-medium">This page</span>
            <span className="text-xs text-slate-500">
              {countOf(pageEntries.length, "entry", "entries")} as shown
            </span>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void exportAll()}>
            <span className="font-medium">All pages</span>
            <span className="text-xs text-slate-500">
              {countOf(total, "entry", "entries")} matching the filters
            </span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
