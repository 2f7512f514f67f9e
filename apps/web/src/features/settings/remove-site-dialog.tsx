import type { Site } from "@esg/domain";
import type { RefObject } from "react";
import { ConfirmRemoveDialog } from "../../components/confirm-remove-dialog";
import { toast } from "../../components/ui/toast-store";
import { serverErrorMessage } from "../../lib/trpc";
import { useRemoveSite } from "./use-sites";

/** Removing a site asks first; the server's 409 (activities still name it) stays in the dialog. */
export function RemoveSiteDialog({
  site,
  onClose,
  returnFocusTo,
}: {
  site: Site | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const remove = useRemoveSite(() => {
    if (site) toast({ title: "Site removed", description: site.name });
    onClose();
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmRemoveDialog
      open={site !== null}
      title={site ? `Remove ${site.name}?` : "Remove site?"}
      description="A site that activities still reference cannot be removed. Its past changes stay in the audit log."
      error={
        remove.isError
          ? (serverErrorMessage(remove.error) ?? "The site could not be removed. Try again.")
          : null
      }
      pending={remove.isPending}
      onConfirm={() => site && remove.mutate({ id: site.id })}
      onClose={close}
      returnFocusTo={returnFocusTo}
    />
  );
}
