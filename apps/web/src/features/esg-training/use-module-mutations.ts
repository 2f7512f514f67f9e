import type { TrainingModuleInput } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/**
 * Create (POST /api/training-modules) and edit (PUT /api/training-modules/{id}) a module. Both refetch the
 * module list; the progress list carries module titles, so it is refetched after an edit too. Failures show
 * no toast (spec part 2 §8): the form shows the server's field errors and stays open.
 */
export function useModuleMutations(onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.esgTraining.listModules.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.esgTraining.listProgress.queryKey() }),
    ]);

  const create = useMutation(
    trpc.esgTraining.createModule.mutationOptions({
      onSuccess: async () => {
        toast({
          title: "Training Module Created",
          description: "New ESG training module has been added successfully",
        });
        onSaved();
        await refetch();
      },
    }),
  );
  const update = useMutation(
    trpc.esgTraining.updateModule.mutationOptions({
      onSuccess: async (module) => {
        toast({ title: "Training Module Updated", description: `${module.title} has been saved` });
        onSaved();
        await refetch();
      },
    }),
  );

  return {
    save: (input: TrainingModuleInput, id: number | null) =>
      id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, id }),
    isPending: create.isPending || update.isPending,
  };
}
