import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** After a token is created or revoked: the list, and the audit log that records both. */
function useAfterTokenChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
    ]);
}

/** Creates a token; its text is in the mutation's data, shown once by the dialog. */
export function useCreateApiToken() {
  const trpc = useTRPC();
  const after = useAfterTokenChange();
  return useMutation(trpc.apiTokens.create.mutationOptions({ onSuccess: () => after() }));
}

/** Revokes a token; the dialog that asked shows a refusal. */
export function useRevokeApiToken(onRevoked: () => void) {
  const trpc = useTRPC();
  const after = useAfterTokenChange();
  return useMutation(
    trpc.apiTokens.revoke.mutationOptions({
      onSuccess: async () => {
        onRevoked();
        await after();
      },
    }),
  );
}
