import type { BenchmarkInput } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/** POST /api/benchmark-data (spec §7, §8): toast 'Benchmark Added', then refetch the list. */
export function useAddBenchmark(onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.peerBenchmarking.create.mutationOptions({
      onSuccess: async () => {
        toast({
          title: "Benchmark Added",
          description: "Peer benchmark data has been recorded successfully",
        });
        onSaved();
        await queryClient.invalidateQueries({ queryKey: trpc.peerBenchmarking.list.queryKey() });
      },
    }),
  );
  return { add: (input: BenchmarkInput) => create.mutateAsync(input), isPending: create.isPending };
}
