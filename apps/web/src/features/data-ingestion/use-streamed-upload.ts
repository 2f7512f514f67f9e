import {
  type CarbonIngestResult,
  type CarbonSourceType,
  type CarbonUploadStatus,
  INGEST_TOASTS,
  ingestToast,
  isDuplicateUploadMessage,
} from "@esg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";
import type { IngestProblem } from "./use-ingest";

/** How often the page asks how a streamed upload is getting on. */
const POLL_MS = 500;

export type StreamedUploadPhase =
  | { kind: "idle" }
  | { kind: "sending"; fileName: string; loaded: number; total: number }
  | { kind: "processing"; fileName: string; uploadId: number; status: CarbonUploadStatus | null };

type SendResult = { ok: true; uploadId: number } | { ok: false; problem: IngestProblem | null };

/** Sends the file as multipart/form-data with XMLHttpRequest, the one browser API that reports upload progress. */
function sendFile(
  file: File,
  fields: { sourceType: CarbonSourceType; fileName: string; allowDuplicate: boolean },
  onProgress: (loaded: number, total: number) => void,
  xhrRef: { current: XMLHttpRequest | null },
): Promise<SendResult> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.set("sourceType", fields.sourceType);
    form.set("fileName", fields.fileName);
    if (fields.allowDuplicate) form.set("allowDuplicate", "true");
    form.set("file", file);
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open("POST", "/api/carbon/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      const body = xhr.response as {
        uploadId?: number;
        message?: string;
        issues?: IngestProblem["issues"];
      } | null;
      if (xhr.status === 202 && typeof body?.uploadId === "number")
        resolve({ ok: true, uploadId: body.uploadId });
      else {
        resolve({
          ok: false,
          problem: {
            message: body?.message ?? `The upload was refused (HTTP ${xhr.status})`,
            issues: body?.issues ?? [],
            duplicate: false,
          },
        });
      }
    };
    xhr.onerror = () =>
      resolve({
        ok: false,
        problem: {
          message: "The file could not be sent. Check your connection.",
          issues: [],
          duplicate: false,
        },
      });
    xhr.onabort = () => resolve({ ok: false, problem: null });
    xhr.send(form);
  });
}

/** A failed streamed upload as the form shows it: the server's message and every row issue with its line. */
export function streamedProblem(status: CarbonUploadStatus): IngestProblem {
  const message = status.message ?? "The upload failed; nothing was stored.";
  return {
    message,
    issues: (status.issues ?? []).map((i) => ({
      path: i.row === null ? ["file"] : ["rows", String(i.row)],
      message: i.line !== null ? `Line ${i.line.toLocaleString("en-GB")}: ${i.message}` : i.message,
    })),
    total: status.issueCount,
    duplicate: isDuplicateUploadMessage(message),
    duplicates: status.duplicates ?? [],
  };
}

/**
 * A file goes to POST /api/carbon/uploads (streamed; processed in the background) and its progress is
 * followed on GET carbon.upload until it is processed or failed. Success and failure toast as the JSON ingest
 * does (spec part 2 §8); Cancel aborts the sending or asks the server to stop.
 */
export function useStreamedUpload(handlers: {
  onSuccess: (result: CarbonIngestResult) => void;
  onProblem: (problem: IngestProblem) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<StreamedUploadPhase>({ kind: "idle" });
  const xhr = useRef<XMLHttpRequest | null>(null);
  const uploadId = phase.kind === "processing" ? phase.uploadId : null;
  const status = useQuery({
    ...trpc.carbon.upload.queryOptions({ id: uploadId ?? 0 }),
    enabled: uploadId !== null,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.status === "processed" || q.state.data?.status === "error" ? false : POLL_MS,
  });
  const cancelUpload = useMutation(trpc.carbon.cancelUpload.mutationOptions());
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const data = status.data;
  useEffect(() => {
    if (!data || uploadId === null || data.uploadId !== uploadId) return;
    if (data.status === "processed") {
      setPhase({ kind: "idle" });
      toast(ingestToast(data));
      void queryClient.invalidateQueries({ queryKey: trpc.carbon.pathKey() });
      handlersRef.current.onSuccess(data as CarbonIngestResult);
    } else if (data.status === "error") {
      setPhase({ kind: "idle" });
      const problem = streamedProblem(data);
      if (data.message !== "Cancelled") {
        if (!problem.duplicate) toast({ ...INGEST_TOASTS.failed, variant: "destructive" });
        handlersRef.current.onProblem(problem);
      }
      void queryClient.invalidateQueries({ queryKey: trpc.carbon.sources.queryKey() });
    }
  }, [data, uploadId, queryClient, trpc]);

  const start = async (
    file: File,
    fields: { sourceType: CarbonSourceType; fileName: string; allowDuplicate?: boolean },
  ) => {
    const fileName = fields.fileName || file.name;
    setPhase({ kind: "sending", fileName, loaded: 0, total: file.size });
    const sent = await sendFile(
      file,
      { sourceType: fields.sourceType, fileName, allowDuplicate: fields.allowDuplicate ?? false },
      (loaded, total) => setPhase({ kind: "sending", fileName, loaded, total }),
      xhr,
    );
    xhr.current = null;
    if (!sent.ok) {
      setPhase({ kind: "idle" });
      if (sent.problem) {
        toast({ ...INGEST_TOASTS.failed, variant: "destructive" });
        handlers.onProblem(sent.problem);
      }
      return;
    }
    setPhase({ kind: "processing", fileName, uploadId: sent.uploadId, status: null });
  };

  const cancel = async () => {
    if (phase.kind === "sending") xhr.current?.abort();
    else if (phase.kind === "processing") {
      await cancelUpload.mutateAsync({ id: phase.uploadId }).catch(() => undefined);
      await status.refetch();
    }
    toast({ title: "Upload cancelled", description: "Nothing of the file was stored." });
  };

  const busy = phase.kind !== "idle";
  const progress = phase.kind === "processing" ? { ...phase, status: data ?? null } : phase;
  return { phase: progress, busy, start, cancel, cancelling: cancelUpload.isPending };
}
