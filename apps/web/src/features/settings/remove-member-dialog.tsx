import type { MemberView } from "@esg/domain";
import type { RefObject } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast-store";
import { serverErrorMessage } from "../../lib/trpc";
import { useRemoveMember } from "./use-members";

/**
 * Remove asks first (Cancel has focus, so Enter does not remove by accident). A refusal, such as the last
 * admin's 409, stays in the dialog next to the choice that caused it.
 */
export function RemoveMemberDialog({
  member,
  isSelf,
  companyName,
  onClose,
  returnFocusTo,
}: {
  member: MemberView | null;
  isSelf: boolean;
  companyName: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const remove = useRemoveMember(() => {
    if (member) {
      toast({
        title: "Member removed",
        description: `${member.name} no longer has access to ${companyName}.`,
      });
    }
    onClose();
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={member ? `Remove ${member.name}?` : "Remove member?"}
      description={
        isSelf
          ? `You will lose access to ${companyName} at once. Your past changes stay in the audit log.`
          : `${member?.name ?? "They"} (${member?.username ?? ""}) will lose access to ${companyName} at once. Their past changes stay in the audit log.`
      }
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
          {serverErrorMessage(remove.error) ?? "The member could not be removed. Try again."}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending || !member}
          aria-busy={remove.isPending}
          onClick={() => member && remove.mutate({ userId: member.userId })}
        >
          {remove.isPending ? "Removing..." : "Remove"}
        </Button>
      </div>
    </Dialog>
  );
}
