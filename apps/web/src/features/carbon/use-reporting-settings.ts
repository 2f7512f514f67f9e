import type { ReportingSettings } from "@esg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/** The company's reporting settings (read when the dialog opens) and their save. */
export function useReportingSettings(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.carbon.reportingSettings.queryOptions(), enabled });
}

/**
 * PUT the settings (admin only): the fiscal-year start and base year re-cut every reporting year, so every
 * carbon figure is refetched after a save.
 */
export function useSaveReportingSettings(onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.carbon.updateReportingSettings.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.carbon.reportingSettings.queryKey(), saved);
        toast({
          title: "Reporting settings saved",
          description: "Reporting years and totals now follow the new settings.",
        });
        onSaved();
        await queryClient.invalidateQueries({ queryKey: trpc.carbon.pathKey() });
      },
    }),
  );
  return {
    save: (settings: ReportingSettings) => save.mutateAsync(settings),
    isPending: save.isPending,
  };
}
