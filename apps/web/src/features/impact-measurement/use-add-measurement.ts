import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/**
 * POST /api/impact-measurements: on success the spec's toast (§8) and a refetch of the list (§7). A failed
 * call shows no message (spec §8); the dialog stays open with the server's field errors, if any.
 */
export function useAddMeasurement(onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.impactMeasurement.create.mutationOptions({
      onSuccess: async () => {
        toast({
          title: "Impact Measurement Added",
          description: "Impact measurement has been recorded successfully",
        });
        onSaved();
        await queryClient.invalidateQueries({ queryKey: trpc.impactMeasurement.list.queryKey() });
      },
    }),
  );
}
