import type { Site } from "@esg/domain";
import type { RefObject } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast-store";
import { serverErrorMessage } from "../../lib/trpc";
import { useRemoveSite } from "./use-sites";

/**
 * Remove asks first (Cancel has focus). The server refuses (409) while activities reference the site; its
 * message stays in the dialog, next to the choice that caused it.
 */
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
    <Dialog
      open={site !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={site ? `Remove ${site.name}?` : "Remove site?"}
      description="A site that activities still reference cannot be removed. Its past changes stay in the audit log."
      onCloseAutoFocus={(event) => {
        const target = returnFocusTo.current;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
    >
      {remove.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {serverErrorMessage(remove.error) ?? "The site could not be removed. Try again."}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending || !site}
          aria-busy={remove.isPending}
          onClick={() => site && remove.mutate({ id: site.id })}
        >
          {remove.isPending ? "Removing..." : "Remove"}
        </Button>
      </div>
    </Dialog>
  );
}
