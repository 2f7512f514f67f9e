import type { MemberView } from "@esg/domain";
import type { RefObject } from "react";
import { ConfirmRemoveDialog } from "../../components/confirm-remove-dialog";
import { toast } from "../../components/ui/toast-store";
import { serverErrorMessage } from "../../lib/trpc";
import { useRemoveMember } from "./use-members";

/** Removing a member asks first; the last admin's 409 stays in the dialog. */
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
    <ConfirmRemoveDialog
      open={member !== null}
      title={member ? `Remove ${member.name}?` : "Remove member?"}
      description={
        isSelf
          ? `You will lose access to ${companyName} at once. Your past changes stay in the audit log.`
          : `${member?.name ?? "They"} (${member?.username ?? ""}) will lose access to ${companyName} at once. Their past changes stay in the audit log.`
      }
      error={
        remove.isError
          ? (serverErrorMessage(remove.error) ?? "The member could not be removed. Try again.")
          : null
      }
      pending={remove.isPending}
      onConfirm={() => member && remove.mutate({ userId: member.userId })}
      onClose={close}
      returnFocusTo={returnFocusTo}
    />
  );
}
