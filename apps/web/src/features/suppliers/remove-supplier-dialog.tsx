import type { Supplier } from "@esg/domain";
import type { RefObject } from "react";
import { ConfirmRemoveDialog } from "../../components/confirm-remove-dialog";
import { toast } from "../../components/ui/toast-store";
import { serverErrorMessage } from "../../lib/trpc";
import { useRemoveSupplier } from "./use-suppliers";

/** Deleting a supplier asks first; a refusal stays in the dialog. */
export function RemoveSupplierDialog({
  supplier,
  onClose,
  returnFocusTo,
}: {
  supplier: Supplier | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const remove = useRemoveSupplier(() => {
    if (supplier) toast({ title: "Supplier deleted", description: supplier.name });
    onClose();
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmRemoveDialog
      open={supplier !== null}
      title={supplier ? `Delete ${supplier.name}?` : "Delete supplier?"}
      description="It leaves the dashboard heatmap and the Supplier ESG risk report. Its past changes stay in the audit log."
      error={
        remove.isError
          ? (serverErrorMessage(remove.error) ?? "The supplier could not be deleted. Try again.")
          : null
      }
      pending={remove.isPending}
      onConfirm={() => supplier && remove.mutate({ id: supplier.id })}
      onClose={close}
      returnFocusTo={returnFocusTo}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
    />
  );
}
