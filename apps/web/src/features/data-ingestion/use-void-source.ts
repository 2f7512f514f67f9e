import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/**
 * POST carbon.voidSource: the upload's activities leave every total and the source shows as
 * voided; nothing is deleted. The sources, emissions and analysis (all under `carbon`) are refetched.
 */
export function useVoidSource(onVoided: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const voidSource = useMutation(
    trpc.carbon.voidSource.mutationOptions({
      onSuccess: async (source) => {
        toast({
          title: "Upload voided",
          description: `${source.fileName ?? `Upload #${source.id}`} no longer counts in any total.`,
        });
        onVoided();
        await queryClient.invalidateQueries({ queryKey: trpc.carbon.pathKey() });
      },
    }),
  );
  return {
    voidSource: (input: { id: number; reason: string }) => voidSource.mutateAsync(input),
    isPending: voidSource.isPending,
  };
}
