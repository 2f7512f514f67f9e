import {
  type CarbonIngestResult,
  DUPLICATE_UPLOAD_ISSUE,
  type DuplicateRowMatch,
  INGEST_TOASTS,
  ingestToast,
  isDuplicateUploadMessage,
} from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

export type IngestProblem = {
  message: string;
  issues: { path: string[]; message: string }[];
  /** How many issues there were in all, when more than are listed (a streamed upload lists 1,000). */
  total?: number;
  /** Rows are bills already counted (409): the message says so; "Upload anyway" may resend. */
  duplicate: boolean;
  /** Each such row and the data source and activity already holding it (or the earlier row it repeats). */
  duplicates?: DuplicateRowMatch[];
};

/**
 * The duplicate-upload refusal: a 409 with an issue at `allowDuplicate`, or the duplicate message. Any other conflict — rows in a closed year — is an ordinary failure: sending the same
 * rows with allowDuplicate would not help.
 */
function isDuplicateRefusal(
  data: { code?: unknown; httpStatus?: unknown } | undefined,
  message: string,
  issues: IngestProblem["issues"],
): boolean {
  if (data?.code !== "CONFLICT" && data?.httpStatus !== 409) return false;
  return (
    issues.some((i) => i.path[0] === DUPLICATE_UPLOAD_ISSUE.path[0]) || isDuplicateUploadMessage(message)
  );
}

/** The server's reason and row issues of a failed upload (the toast text itself is fixed by the spec). */
export function ingestProblem(error: unknown): IngestProblem | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as
    | {
        code?: unknown;
        httpStatus?: unknown;
        issues?: { path: string[]; message: string }[];
        duplicates?: DuplicateRowMatch[];
      }
    | undefined;
  const issues = data?.issues ?? [];
  return {
    message: error.message,
    issues,
    duplicate: isDuplicateRefusal(data, error.message, issues),
    duplicates: data?.duplicates ?? [],
  };
}

/**
 * POST carbon.ingest (spec part 2 §7, §8): success toasts the count and rounded kg total and refetches the
 * sources, emissions and analysis; failure toasts 'Processing Failed' — except a duplicate refusal, which is
 * not a format problem and is answered on the form instead ("Upload anyway").
 */
export function useIngest(onSuccess: (result: CarbonIngestResult) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.carbon.ingest.mutationOptions({
      onSuccess: async (result) => {
        toast(ingestToast(result));
        // Marked stale before the result renders, so what it reads (the years' coverage) is fetched once.
        const refreshed = queryClient.invalidateQueries({ queryKey: trpc.carbon.pathKey() });
        onSuccess(result);
        await refreshed;
      },
      onError: async (error) => {
        if (!ingestProblem(error)?.duplicate) toast({ ...INGEST_TOASTS.failed, variant: "destructive" });
        // A failed upload is still listed as a data source with its error.
        await queryClient.invalidateQueries({ queryKey: trpc.carbon.sources.queryKey() });
      },
    }),
  );
}
