import type { MemberView, Role } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { useCurrentUser } from "../../lib/auth";
import { ROLE_LABELS } from "../../lib/roles";
import { serverErrorMessage, useTRPC } from "../../lib/trpc";

/** After a membership change: the list, the audit log, and the current user when the change was theirs. */
function useAfterMembershipChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  return async (userId: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.members.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
      // Your own role decides what this screen (and every other) shows.
      userId === me?.id ? queryClient.invalidateQueries({ queryKey: trpc.auth.user.queryKey() }) : null,
    ]);
  };
}

/** Changes a member's role; the last admin cannot be demoted (the server answers 409 with why). */
export function useChangeRole() {
  const trpc = useTRPC();
  const after = useAfterMembershipChange();
  return useMutation(
    trpc.members.updateRole.mutationOptions({
      onSuccess: async (member: MemberView) => {
        toast({ title: "Role changed", description: `${member.name} is now ${ROLE_LABELS[member.role]}.` });
        await after(member.userId);
      },
      onError: (error) => {
        toast({
          title: "Role not changed",
          description: serverErrorMessage(error) ?? "The role could not be changed. Try again.",
          variant: "destructive",
        });
      },
    }),
  );
}

/** Removes a member; the dialog that asked shows a refusal (409 for the last admin) where they confirmed. */
export function useRemoveMember(onRemoved: () => void) {
  const trpc = useTRPC();
  const after = useAfterMembershipChange();
  return useMutation(
    trpc.members.remove.mutationOptions({
      onSuccess: async (_, { userId }) => {
        onRemoved();
        await after(Number(userId));
      },
    }),
  );
}

export type PendingRole = { userId: number; role: Role };
