import type { ApiToken } from "@esg/domain";
import type { RefObject } from "react";
import { ConfirmRemoveDialog } from "../../components/confirm-remove-dialog";
import { toast } from "../../components/ui/toast-store";
import { serverErrorMessage } from "../../lib/trpc";
import { useRevokeApiToken } from "./use-api-tokens";

/** Revoking asks first: scripts using the token stop working at once, and it cannot be undone. */
export function RevokeApiTokenDialog({
  token,
  onClose,
  returnFocusTo,
}: {
  token: ApiToken | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const revoke = useRevokeApiToken(() => {
    if (token) toast({ title: "API token revoked", description: token.name });
    onClose();
  });
  const close = () => {
    revoke.reset();
    onClose();
  };
  const owner = token && !token.mine ? ` of ${token.owner.name}` : "";
  return (
    <ConfirmRemoveDialog
      open={token !== null}
      title={token ? `Revoke ${token.name}?` : "Revoke API token?"}
      description={`Scripts using this token${owner} will be refused from now on. A revoked token cannot be used again; create a new one if you need access later.`}
      error={
        revoke.isError
          ? (serverErrorMessage(revoke.error) ?? "The token could not be revoked. Please try again.")
          : null
      }
      pending={revoke.isPending}
      onConfirm={() => token && revoke.mutate({ id: token.id })}
      onClose={close}
      returnFocusTo={returnFocusTo}
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
    />
  );
}
