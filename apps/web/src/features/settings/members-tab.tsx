import { type MemberView, ROLES, type Role } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { KeyRound, UserMinus } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Select } from "../../components/ui/form-controls";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../lib/auth";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { InviteDialog } from "./invite-dialog";
import { PendingInvitations } from "./pending-invitations";
import { RemoveMemberDialog } from "./remove-member-dialog";
import { type PendingRole, useChangeRole } from "./use-members";

/** "Members": who belongs to the company, their roles, Invite and Remove (admins only). */
export function MembersTab() {
  const trpc = useTRPC();
  const members = useQuery(trpc.members.list.queryOptions());
  const me = useCurrentUser().data;
  const [removing, setRemoving] = useState<MemberView | null>(null);
  const removeFrom = useRef<HTMLElement | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>Members</CardTitle>
            <CardDescription>
              Everyone who can sign in to {me?.company.name ?? "your company"}. Their role decides what they
              can change.
            </CardDescription>
          </div>
          <InviteDialog companyName={me?.company.name ?? "your company"} />
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label="Loading members" />
            </div>
          ) : members.isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              Failed to load members
            </p>
          ) : (
            <MemberList
              members={members.data}
              myId={me?.id}
              onRemove={(member, from) => {
                removeFrom.current = from;
                setRemoving(member);
              }}
            />
          )}
        </CardContent>
      </Card>
      <PendingInvitations />
      <RoleLegend />
      <RemoveMemberDialog
        member={removing}
        isSelf={removing !== null && removing.userId === me?.id}
        companyName={me?.company.name ?? "the company"}
        onClose={() => setRemoving(null)}
        returnFocusTo={removeFrom}
      />
    </div>
  );
}

function MemberList({
  members,
  myId,
  onRemove,
}: {
  members: readonly MemberView[];
  myId: number | undefined;
  onRemove: (member: MemberView, from: HTMLElement) => void;
}) {
  const { formatDate } = useDateFormat();
  const change = useChangeRole();
  const pending: PendingRole | null =
    change.isPending && change.variables
      ? { userId: Number(change.variables.userId), role: change.variables.role }
      : null;
  return (
    <ul aria-label="Members" className="divide-y divide-slate-100">
      {members.map((m) => {
        const isMe = m.userId === myId;
        const busy = pending?.userId === m.userId;
        return (
          <li
            key={m.userId}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
          >
            <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
              >
                {initials(m.name)}
              </span>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
                  {m.name}
                  {isMe ? <Badge tone="brand">You</Badge> : null}
                </p>
                <p className="text-xs break-all text-slate-500">
                  {m.username} · member since {formatDate(m.since)}
                </p>
              </div>
            </div>
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <Select
                aria-label={`Role of ${m.name}`}
                value={busy && pending ? pending.role : m.role}
                disabled={busy}
                aria-busy={busy}
                onChange={(e) => {
                  const role = e.target.value as Role;
                  if (role !== m.role) change.mutate({ userId: m.userId, role });
                }}
                className="min-w-0 flex-1 sm:w-36 sm:flex-none"
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </Select>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Remove ${m.name}`}
                aria-haspopup="dialog"
                disabled={busy}
                onClick={(e) => onRemove(m, e.currentTarget)}
                className="h-9"
              >
                <UserMinus aria-hidden="true" />
                <span className="max-sm:sr-only">Remove</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function RoleLegend() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <KeyRound aria-hidden="true" className="size-4 text-slate-500" />
          What each role can do
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          {ROLES.map((role) => (
            <div key={role} className="rounded-lg border border-slate-100 bg-slate-50 p-3">
              <dt className="text-sm font-medium text-slate-900">{ROLE_LABELS[role]}</dt>
              <dd className="mt-0.5 text-sm text-slate-600">{ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.charAt(0).toUpperCase() ?? "").join("") || "?";
}
