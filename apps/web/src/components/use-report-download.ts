import { useMutation } from "@tanstack/react-query";
import { downloadFailureReason, downloadFile } from "../lib/download";
import { toast } from "./ui/toast-store";

/** A report to fetch: its REST path (with ?year= when it names one) and the name to save under by default. */
export type ReportDownload = { key: string; path: string; filename: string };

/**
 * Downloads a report with the spec's toasts (part 1 §8): "Download Started" naming the file, else the failure
 * message with the server's reason. The dashboard card and the Reports screen share it.
 */
export function useReportDownload() {
  const download = useMutation({
    mutationFn: (report: ReportDownload) => downloadFile(report.path, report.filename),
    onSuccess: (filename) => {
      toast({ title: "Download Started", description: `Download initiated for ${filename}` });
    },
    onError: (error) => {
      const reason = downloadFailureReason(error);
      const description = reason ? `Failed to download document: ${reason}` : "Failed to download document";
      toast({ title: "Error", description, variant: "destructive" });
    },
  });
  return {
    start: (report: ReportDownload) => download.mutate(report),
    /** Whether this report's download is under way (its button shows busy). */
    isBusy: (key: string) => download.isPending && download.variables?.key === key,
  };
}
