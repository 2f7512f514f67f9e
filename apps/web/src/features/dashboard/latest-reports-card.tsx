import type { DocumentRow } from "@esg/domain";
import { Download, FileText } from "lucide-react";
import { NavButton } from "../../components/nav-button";
import { CanExport } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useReportDownload } from "../../components/use-report-download";
import { documentDownloadUrl } from "../../lib/download";

/** Card 3 (spec part 1 §2, §8): one row per document with its type and a download button (not for viewers). */
export function LatestReportsCard({ documents }: { documents: DocumentRow[] }) {
  const download = useReportDownload();

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Latest Reports</CardTitle>
        {/* Other reporting years are on the Reports screen. */}
        <NavButton to="/reports" variant="ghost" size="sm" className="-mr-2">
          All reports
        </NavButton>
      </CardHeader>
      <CardContent>
        {documents.length === 0 ? (
          <p className="text-sm text-slate-500">No reports yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {documents.map((doc) => {
              const busy = download.isBusy(String(doc.id));
              return (
                <li key={doc.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900" title={doc.filename}>
                      {doc.filename}
                    </p>
                    <Badge tone="brand" className="mt-1">
                      {doc.type}
                    </Badge>
                  </div>
                  <CanExport>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Download ${doc.filename}`}
                      disabled={busy}
                      aria-busy={busy}
                      onClick={() =>
                        download.start({
                          key: String(doc.id),
                          path: documentDownloadUrl(doc.id),
                          filename: doc.filename,
                        })
                      }
                    >
                      <Download aria-hidden="true" />
                      <span className="max-sm:sr-only">Download</span>
                    </Button>
                  </CanExport>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
