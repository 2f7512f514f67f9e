import type { RefObject } from "react";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";

/**
 * Remove asks first (Cancel has focus, so Enter does not remove by accident). A refusal (e.g. a 409) stays in
 * the dialog next to the choice that caused it; closing returns focus to the control that opened it.
 */
export function ConfirmRemoveDialog({
  open,
  title,
  description,
  error,
  pending,
  onConfirm,
  onClose,
  returnFocusTo,
  confirmLabel = "Remove",
  pendingLabel = "Removing...",
}: {
  open: boolean;
  title: string;
  description: string;
  /** The server's reason when the removal was refused; null otherwise. */
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The destructive button's text ("Revoke" for an API token). */
  confirmLabel?: string;
  pendingLabel?: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={title}
      description={description}
      onCloseAutoFocus={(event) => {
        const target = returnFocusTo.current;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
    >
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={pending || !open} aria-busy={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
