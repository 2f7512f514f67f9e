import type { ReportListEntry } from "@esg/domain";
import { Download, FileText } from "lucide-react";
import { CanExport } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";

/** One report file: its title and file name, its format, and a download button (export roles only). */
export function ReportRow({
  report,
  busy,
  onDownload,
}: {
  report: Pick<ReportListEntry, "title" | "filename"> & { format: string };
  busy: boolean;
  onDownload: () => void;
}) {
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">{report.title}</p>
        <p className="truncate text-xs text-slate-500" title={report.filename}>
          {report.filename}
        </p>
      </div>
      <Badge tone="outline" className="uppercase">
        {report.format}
      </Badge>
      <CanExport>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Download ${report.filename}`}
          disabled={busy}
          aria-busy={busy}
          onClick={onDownload}
        >
          <Download aria-hidden="true" />
          <span className="max-sm:sr-only">Download</span>
        </Button>
      </CanExport>
    </li>
  );
}
