import type { CreateRequirementInput, RequirementStatus } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

function useRefetchRequirements() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.regulatoryCompliance.list.queryKey() });
}

/** Add Requirement (spec part 2 §7, §8): toast 'Requirement Added' and refetch; a failure shows no message. */
export function useCreateRequirement(onCreated: () => void) {
  const trpc = useTRPC();
  const refetch = useRefetchRequirements();
  const create = useMutation(
    trpc.regulatoryCompliance.create.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Requirement Added" });
        onCreated();
        await refetch();
      },
    }),
  );
  return {
    create: (values: CreateRequirementInput) => create.mutateAsync(values),
    isPending: create.isPending,
  };
}

/**
 * Update Progress and Mark Complete (spec part 2 §4, §7). The server computes the step and the cap; the
 * client sends what it expects for the record. A failure shows no message (spec §8).
 */
export function useRequirementStatus() {
  const trpc = useTRPC();
  const refetch = useRefetchRequirements();
  const mutation = useMutation(
    trpc.regulatoryCompliance.updateStatus.mutationOptions({
      onSettled: () => refetch(),
    }),
  );
  return {
    change: (id: number, status: RequirementStatus, completionPercentage: number) =>
      mutation.mutate({ id, status, completionPercentage }),
    pendingId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}
