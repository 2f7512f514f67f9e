import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/** Refetches the goal list (spec §7: after each successful write the related list is refetched). */
function useRefetchGoals() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.goalTracking.list.queryKey() });
}

/** POST /api/esg-goals with the spec's toasts (§8). */
export function useCreateGoal(onSaved: () => void) {
  const trpc = useTRPC();
  const refetch = useRefetchGoals();
  return useMutation(
    trpc.goalTracking.create.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Goal Created", description: "ESG goal has been created successfully" });
        onSaved();
        await refetch();
      },
      onError: () => {
        toast({ title: "Error", description: "Failed to create ESG goal", variant: "destructive" });
      },
    }),
  );
}

/** POST /api/goal-progress; failures are shown in the dialog (the spec gives no failure toast). */
export function useRecordProgress(onSaved: () => void) {
  const trpc = useTRPC();
  const refetch = useRefetchGoals();
  return useMutation(
    trpc.goalTracking.recordProgress.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Progress Updated", description: "Goal progress has been recorded successfully" });
        onSaved();
        await refetch();
      },
    }),
  );
}

/** PUT /api/esg-goals/{id}/status; the list is refetched either way so the card shows the server's state. */
export function useMarkAchieved() {
  const trpc = useTRPC();
  const refetch = useRefetchGoals();
  return useMutation(
    trpc.goalTracking.updateStatus.mutationOptions({
      onSettled: async () => {
        await refetch();
      },
    }),
  );
}
