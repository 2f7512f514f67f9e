import type { EsgRatingInput } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/** POST /api/esg-ratings (spec §7, §8): toast 'Rating Added', then refetch the ratings and the analysis. */
export function useAddRating(onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.esgRatings.create.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Rating Added", description: "ESG rating has been recorded successfully" });
        onSaved();
        // Spec §2: the ratings and their analysis refresh after a new rating.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.esgRatings.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.ai.ratingsAnalysis.queryKey() }),
        ]);
      },
    }),
  );
  return { add: (input: EsgRatingInput) => create.mutateAsync(input), isPending: create.isPending };
}
