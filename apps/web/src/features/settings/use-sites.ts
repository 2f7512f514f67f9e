import type { Site, SiteValues } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/** After a site changes: the list, the audit log, and the analysis (ownership shares weigh equity-share totals). */
function useAfterSiteChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.sites.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.carbon.analysis.pathKey() }),
    ]);
}

/**
 * Adds (`id` null) or updates a site. Failures are left to the caller: the form puts the server's 400 issues
 * on their fields and any other refusal above its buttons.
 */
export function useSaveSite(onSaved: () => void) {
  const trpc = useTRPC();
  const after = useAfterSiteChange();
  const done = async (site: Site, verb: string) => {
    toast({ title: `Site ${verb}`, description: site.name });
    onSaved();
    await after();
  };
  const create = useMutation(trpc.sites.create.mutationOptions({ onSuccess: (site) => done(site, "added") }));
  const update = useMutation(
    trpc.sites.update.mutationOptions({ onSuccess: (site) => done(site, "updated") }),
  );
  return {
    save: (input: SiteValues, id: number | null) =>
      id === null ? create.mutateAsync(input) : update.mutateAsync({ id, ...input }),
    isPending: create.isPending || update.isPending,
  };
}

/** Removes a site; the dialog that asked shows a refusal (409 while activities reference it). */
export function useRemoveSite(onRemoved: () => void) {
  const trpc = useTRPC();
  const after = useAfterSiteChange();
  return useMutation(
    trpc.sites.remove.mutationOptions({
      onSuccess: async () => {
        onRemoved();
        await after();
      },
    }),
  );
}
