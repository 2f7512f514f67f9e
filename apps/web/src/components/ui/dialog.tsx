import { X } from "lucide-react";
import * as RadixDialog from "radix-ui/dialog";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useReturnFocus } from "./use-return-focus";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Optional trigger element (e.g. a Button); omit when the dialog is opened from state. */
  trigger?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Where focus goes on close, when not to the control that had focus when the dialog opened (the default, also
   * for dialogs opened from state); call `event.preventDefault()` and focus the element of your choice.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A modal dialog on Radix: focus trapped, Escape closes, title announced. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  className,
  onCloseAutoFocus,
}: DialogProps) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
            "overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-500">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
