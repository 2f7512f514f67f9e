import { type CarbonEvidence, EVIDENCE_MAX_BYTES } from "@esg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";
import { evidenceUploadUrl } from "./download-urls";

export type AttachPhase =
  | { kind: "idle" }
  | { kind: "sending"; fileName: string; loaded: number; total: number }
  | { kind: "failed"; message: string };

const ACCEPTED = "Attach a PDF, an image (PNG, JPEG, WebP, GIF) or a spreadsheet (XLSX, XLS, ODS, CSV).";

/** What a refusal means for the person attaching: the limit, the accepted types, or the server's reason. */
export function attachFailureMessage(status: number, serverMessage: string | undefined): string {
  if (status === 413) return "The file is too large: an evidence file can be at most 20 MiB.";
  if (status === 415)
    return `${serverMessage ?? "This type of file cannot be kept as evidence."} ${ACCEPTED}`;
  if (status === 403) return serverMessage ?? "Your role does not allow attaching evidence.";
  return serverMessage ?? `The file could not be attached (HTTP ${status}). Try again.`;
}

/**
 * Sends one evidence file as multipart/form-data with XMLHttpRequest (the browser API that reports upload
 * progress), then refetches the source's evidence and the sources list (its count).
 */
export function useAttachEvidence(sourceId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<AttachPhase>({ kind: "idle" });

  const attach = (file: File) => {
    // Refused before sending: no point making someone wait for 20 MiB to learn it was too much.
    if (file.size > EVIDENCE_MAX_BYTES) {
      setPhase({ kind: "failed", message: attachFailureMessage(413, undefined) });
      return Promise.resolve(false);
    }
    setPhase({ kind: "sending", fileName: file.name, loaded: 0, total: file.size });
    return new Promise<boolean>((resolve) => {
      const form = new FormData();
      form.set("file", file);
      const xhr = new XMLHttpRequest();
      xhr.open("POST", evidenceUploadUrl(sourceId));
      xhr.responseType = "json";
      xhr.upload.onprogress = (e) =>
        setPhase({
          kind: "sending",
          fileName: file.name,
          loaded: e.loaded,
          total: e.lengthComputable ? e.total : file.size,
        });
      xhr.onload = async () => {
        const body = xhr.response as (Partial<CarbonEvidence> & { message?: string }) | null;
        if (xhr.status !== 201) {
          setPhase({ kind: "failed", message: attachFailureMessage(xhr.status, body?.message) });
          resolve(false);
          return;
        }
        setPhase({ kind: "idle" });
        toast({ title: "Evidence attached", description: `${file.name} is kept with its SHA-256.` });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.carbon.evidence.queryKey({ id: sourceId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.carbon.sources.queryKey() }),
        ]);
        resolve(true);
      };
      xhr.onerror = () => {
        setPhase({ kind: "failed", message: "The file could not be sent. Check your connection." });
        resolve(false);
      };
      xhr.send(form);
    });
  };
  return { phase, attach };
}
