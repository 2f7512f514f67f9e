import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/**
 * Close or reopen a reporting year: a closed year is frozen (figures, settings, sites) and takes no new
 * uploads or voids until reopened with a recorded reason. Either way every carbon figure is refetched.
 */
export function useYearClosing(onDone: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settle = async (result: { year: number; closed: boolean }) => {
    toast({
      title: result.closed ? "Year closed" : "Year reopened",
      description: result.closed
        ? `Reporting year ${result.year} is closed: its figures are frozen and it takes no new uploads.`
        : `Reporting year ${result.year} is open again for uploads and recalculation.`,
    });
    onDone();
    await queryClient.invalidateQueries({ queryKey: trpc.carbon.pathKey() });
  };
  const close = useMutation(trpc.carbon.closeYear.mutationOptions({ onSuccess: settle }));
  const reopen = useMutation(trpc.carbon.reopenYear.mutationOptions({ onSuccess: settle }));
  return { close, reopen };
}
