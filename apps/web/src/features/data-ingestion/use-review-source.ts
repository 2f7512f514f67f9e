import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/**
 * Approve or reject a pending upload. Approving makes it count in every total, so everything under `carbon`
 * (sources, emissions, analysis, coverage) is refetched.
 */
export function useReviewSource(onDone: () => void = () => {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.carbon.pathKey() });
  const approve = useMutation(
    trpc.carbon.approveSource.mutationOptions({
      onSuccess: async (source) => {
        toast({
          title: "Upload approved",
          description: `${source.fileName ?? `Upload #${source.id}`} now counts in every total.`,
        });
        onDone();
        await refresh();
      },
      onError: (error) => {
        toast({ title: "Approval failed", description: error.message, variant: "destructive" });
      },
    }),
  );
  const reject = useMutation(
    trpc.carbon.rejectSource.mutationOptions({
      onSuccess: async (source) => {
        toast({
          title: "Upload rejected",
          description: `${source.fileName ?? `Upload #${source.id}`} will not count in any total.`,
        });
        onDone();
        await refresh();
      },
    }),
  );
  return {
    approve: (id: number) => approve.mutate({ id }),
    reject: (input: { id: number; reason: string }) => reject.mutateAsync(input),
    isPending: approve.isPending || reject.isPending,
  };
}
