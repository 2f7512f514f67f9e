import { useNavigate } from "@tanstack/react-router";
import { X } from "lucide-react";
import * as Dialog from "radix-ui/dialog";
import { PRODUCT_NAME } from "../lib/brand";
import { Button } from "./ui/button";
import { useReturnFocus } from "./ui/use-return-focus";

export default function DemoRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const returnFocus = useReturnFocus();
  const go = (to: "/login" | "/whitepaper") => {
    onOpenChange(false);
    void navigate({ to });
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            See {PRODUCT_NAME} in action
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            A live demo workspace is ready for you: a sample manufacturer with its ESG assessment, emissions,
            suppliers and reports. Sign in with the username <strong>demo</strong> and the password{" "}
            <strong>demo</strong>.
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => go("/whitepaper")}>
              Read the whitepaper
            </Button>
            <Button onClick={() => go("/login")}>Open the live demo</Button>
          </div>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label="Close">
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
