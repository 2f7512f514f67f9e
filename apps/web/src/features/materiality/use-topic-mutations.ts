import type { MaterialityTopicValues } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/**
 * Add and update a topic (spec part 2 §7, §8). Both refetch the list on success. A failed add toasts
 * 'Error' / 'Failed to add materiality topic'; a failed update shows no toast (spec §8), the dialog stays open.
 */
export function useTopicMutations(onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refetchList = () => queryClient.invalidateQueries({ queryKey: trpc.materiality.list.queryKey() });

  const create = useMutation(
    trpc.materiality.create.mutationOptions({
      onSuccess: async (topic) => {
        toast({ title: "Topic Added", description: topic.topic });
        onSaved();
        await refetchList();
      },
      onError: () => {
        toast({ title: "Error", description: "Failed to add materiality topic", variant: "destructive" });
      },
    }),
  );

  const update = useMutation(
    trpc.materiality.update.mutationOptions({
      onSuccess: async (topic) => {
        toast({ title: "Topic Updated", description: topic.topic });
        onSaved();
        await refetchList();
      },
    }),
  );

  return {
    save: (values: MaterialityTopicValues, id: number | null) =>
      id === null ? create.mutateAsync(values) : update.mutateAsync({ ...values, id }),
    isPending: create.isPending || update.isPending,
  };
}
