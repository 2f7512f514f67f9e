import type { CreateRiskInput } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

function useRefetchRisks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.riskHeatmaps.list.queryKey() });
}

/** Add Risk (spec part 2 §7, §8): toast 'Risk Added' and refetch; a failure shows no message. */
export function useCreateRisk(onCreated: () => void) {
  const trpc = useTRPC();
  const refetch = useRefetchRisks();
  const create = useMutation(
    trpc.riskHeatmaps.create.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Risk Added" });
        onCreated();
        await refetch();
      },
    }),
  );
  return { create: (values: CreateRiskInput) => create.mutateAsync(values), isPending: create.isPending };
}

/** Mark as Mitigated (spec part 2 §4): refetches either way; a failure shows no message (spec §8). */
export function useMarkRiskMitigated() {
  const trpc = useTRPC();
  const refetch = useRefetchRisks();
  const mutation = useMutation(
    trpc.riskHeatmaps.updateStatus.mutationOptions({ onSettled: () => refetch() }),
  );
  return {
    markMitigated: (id: number) => mutation.mutate({ id, status: "mitigated" }),
    pendingId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}
