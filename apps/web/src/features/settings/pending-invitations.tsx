import type { PendingInvitation } from "@esg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast-store";
import { ROLE_LABELS } from "../../lib/roles";
import { serverErrorMessage, useTRPC } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";

/** "Pending invitations": links not used yet, who sent them and until when they work, each revocable. */
export function PendingInvitations() {
  const trpc = useTRPC();
  const invitations = useQuery(trpc.members.invitations.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Pending invitations</CardTitle>
        <CardDescription>
          Links not used yet. Revoke one that went to the wrong person: it stops working at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading invitations" />
          </div>
        ) : invitations.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            Failed to load invitations
          </p>
        ) : invitations.data.length === 0 ? (
          <p className="text-sm text-slate-600">No pending invitations.</p>
        ) : (
          <InvitationList invitations={invitations.data} />
        )}
      </CardContent>
    </Card>
  );
}

function InvitationList({ invitations }: { invitations: readonly PendingInvitation[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { formatDate, formatDateTime } = useDateFormat();
  const revoke = useMutation(
    trpc.members.revokeInvitation.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Invitation revoked", description: "Its link no longer works." });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.members.invitations.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
        ]);
      },
      onError: (error) => {
        toast({
          title: "Invitation not revoked",
          description: serverErrorMessage(error) ?? "The invitation could not be revoked. Try again.",
          variant: "destructive",
        });
      },
    }),
  );
  return (
    <ul aria-label="Pending invitations" className="divide-y divide-slate-100">
      {invitations.map((i) => {
        const who = i.email ?? "Link only";
        const busy = revoke.isPending && Number(revoke.variables?.invitationId) === i.id;
        return (
          <li key={i.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-medium break-all text-slate-900">
                {who} · {ROLE_LABELS[i.role]}
              </p>
              <p className="text-xs text-slate-500">
                Invited by {i.invitedBy ?? "a former admin"} on {formatDate(i.createdAt)} · expires{" "}
                {formatDateTime(i.expiresAt)}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Revoke the invitation for ${who} (${ROLE_LABELS[i.role]})`}
              disabled={busy}
              aria-busy={busy}
              onClick={() => revoke.mutate({ invitationId: i.id })}
              className="h-9"
            >
              <MailX aria-hidden="true" />
              <span className="max-sm:sr-only">Revoke</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
