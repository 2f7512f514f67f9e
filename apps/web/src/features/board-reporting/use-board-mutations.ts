import type { BoardReportInput, BoardReportStatus } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

function useRefetchReports() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.boardReporting.list.queryKey() });
}

/** POST /api/board-reports: toasts 'Report Created' and refetches the list; failures show no toast (spec §8). */
export function useCreateReport(onCreated: () => void) {
  const trpc = useTRPC();
  const refetch = useRefetchReports();
  const create = useMutation(
    trpc.boardReporting.create.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Report Created", description: "Board report has been created successfully" });
        onCreated();
        await refetch();
      },
    }),
  );
  return { create: (input: BoardReportInput) => create.mutateAsync(input), isPending: create.isPending };
}

/**
 * PUT /api/board-reports/{id}/status ('Submit for Review', 'Approve'). Refetches the list either way; a
 * refused change shows no toast (spec §8), the report's card notes it inline.
 */
export function useReportStatus() {
  const trpc = useTRPC();
  const refetch = useRefetchReports();
  const [failedId, setFailedId] = useState<number | null>(null);
  const update = useMutation(trpc.boardReporting.updateStatus.mutationOptions({ onSettled: refetch }));
  return {
    move: async (id: number, status: BoardReportStatus) => {
      setFailedId(null);
      try {
        await update.mutateAsync({ id, status });
      } catch {
        setFailedId(id);
      }
    },
    pendingId: update.isPending ? update.variables?.id : undefined,
    failedId,
  };
}
