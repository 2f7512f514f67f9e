import type { RefObject } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useCurrentUser } from "../../lib/auth";

/**
 * Reset Demo replaces every row of the company, so it asks first. Radix moves focus into the dialog (Cancel,
 * the first control, so Enter does not reset by accident), traps it there, closes on Escape, and on close we
 * return focus to the control that opened it.
 */
export function ResetDemoDialog({
  open,
  onOpenChange,
  onConfirm,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const company = useCurrentUser().data?.company.name ?? "the company";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset the demo company?"
      description={`This replaces all of ${company}'s data with the sample data.`}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          Reset
        </Button>
      </div>
    </Dialog>
  );
}
