import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** After an endpoint is added or deleted: the list, and the audit log that records both. */
function useAfterWebhookChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
    ]);
}

/** Adds an endpoint; its secret is in the mutation's data, shown once. */
export function useCreateWebhook() {
  const trpc = useTRPC();
  const after = useAfterWebhookChange();
  return useMutation(trpc.webhooks.create.mutationOptions({ onSuccess: () => after() }));
}

export function useDeleteWebhook() {
  const trpc = useTRPC();
  const after = useAfterWebhookChange();
  return useMutation(trpc.webhooks.remove.mutationOptions({ onSuccess: () => after() }));
}
