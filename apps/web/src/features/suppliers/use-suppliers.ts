import type { Supplier, SupplierValues } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

/** After a supplier changes: the list, the dashboard heatmap, the reports list and the audit log read it. */
function useAfterSupplierChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.suppliers.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.get.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.reports.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
    ]);
}

/**
 * Adds (`id` null) or updates a supplier. Failures are left to the form: a 400's issues and the 409 of a name
 * in use land on their fields.
 */
export function useSaveSupplier(onSaved: () => void) {
  const trpc = useTRPC();
  const after = useAfterSupplierChange();
  const done = async (supplier: Supplier, verb: string) => {
    toast({ title: `Supplier ${verb}`, description: supplier.name });
    onSaved();
    await after();
  };
  const create = useMutation(trpc.suppliers.create.mutationOptions({ onSuccess: (s) => done(s, "added") }));
  const update = useMutation(trpc.suppliers.update.mutationOptions({ onSuccess: (s) => done(s, "updated") }));
  return {
    save: (input: SupplierValues, id: number | null) =>
      id === null ? create.mutateAsync(input) : update.mutateAsync({ id, ...input }),
    isPending: create.isPending || update.isPending,
  };
}

export function useRemoveSupplier(onRemoved: () => void) {
  const trpc = useTRPC();
  const after = useAfterSupplierChange();
  return useMutation(
    trpc.suppliers.remove.mutationOptions({
      onSuccess: async () => {
        onRemoved();
        await after();
      },
    }),
  );
}
