import { INGEST_TOASTS, ingestSuccessMessage } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

export type IngestProblem = { message: string; issues: { path: string[]; message: string }[] };

/** The server's reason and row issues of a failed upload (the toast text itself is fixed by the spec). */
export function ingestProblem(error: unknown): IngestProblem | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { issues?: { path: string[]; message: string }[] } | undefined;
  return { message: error.message, issues: data?.issues ?? [] };
}

/**
 * POST carbon.ingest (spec part 2 §7, §8): success toasts the count and rounded kg total and refetches the
 * sources, emissions and analysis; failure toasts 'Processing Failed'.
 */
export function useIngest(onSuccess: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.carbon.ingest.mutationOptions({
      onSuccess: async (result) => {
        toast({
          title: "Success",
          description: ingestSuccessMessage(result.emissionsProcessed, result.totalEmissions),
        });
        onSuccess();
        await queryClient.invalidateQueries({ queryKey: trpc.carbon.pathKey() });
      },
      onError: async () => {
        toast({ ...INGEST_TOASTS.failed, variant: "destructive" });
        // A failed upload is still listed as a data source with its error.
        await queryClient.invalidateQueries({ queryKey: trpc.carbon.sources.queryKey() });
      },
    }),
  );
}
