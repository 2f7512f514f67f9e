import { INVITATION_DAYS, ROLES, type Role } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, UserPlus } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/form-controls";
import { cn } from "../../lib/cn";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../lib/roles";
import { serverErrorMessage, useTRPC } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { copyText } from "./copy-text";

const COPIED_MS = 2000;

/** The link to hand over: the server answers a path, the person invited needs the whole address. */
export function invitationLink(url: string, origin = window.location.origin): string {
  return new URL(url, origin).href;
}

/**
 * "Invite member" (issue 16): choose a role, get a single-use link valid for 7 days, and copy it (no mail
 * server is assumed, so the admin hands the link over).
 */
export function InviteDialog({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  // A fresh form every time it opens: a link is shown once.
  const [session, setSession] = useState(0);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSession((n) => n + 1);
      }}
      title="Invite a member"
      description={`Anyone who opens the link can join ${companyName} with the role you choose. It works once, for ${INVITATION_DAYS} days.`}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          Invite
        </Button>
      }
    >
      {open ? <InviteFlow key={session} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function InviteFlow({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<Role>("editor");
  const invite = useMutation(
    trpc.members.invite.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
    }),
  );

  if (invite.data) {
    return (
      <InvitationLink
        link={invitationLink(invite.data.url)}
        role={invite.variables?.role ?? role}
        expiresAt={invite.data.expiresAt}
        onAnother={() => invite.reset()}
        onDone={onDone}
      />
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!invite.isPending) invite.mutate({ role });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <RolePicker value={role} onChange={setRole} />
      {invite.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {serverErrorMessage(invite.error) ?? "The invitation could not be created. Try again."}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
          {invite.isPending ? "Creating link..." : "Create invitation link"}
        </Button>
      </div>
    </form>
  );
}

function RolePicker({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Role</legend>
      {ROLES.map((role) => {
        const id = `${name}-${role}`;
        return (
          <label
            key={role}
            htmlFor={id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors",
              value === role ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:bg-slate-50",
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              aria-describedby={`${id}-description`}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{ROLE_LABELS[role]}</span>
              <span id={`${id}-description`} className="block text-xs text-slate-600">
                {ROLE_DESCRIPTIONS[role]}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function InvitationLink({
  link,
  role,
  expiresAt,
  onAnother,
  onDone,
}: {
  link: string;
  role: Role;
  expiresAt: string;
  onAnother: () => void;
  onDone: () => void;
}) {
  const { formatDateTime } = useDateFormat();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    const ok = await copyText(link, input.current);
    setCopyFailed(!ok);
    if (!ok) {
      input.current?.select();
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        Invitation created for {role === "viewer" ? "a" : "an"} {ROLE_LABELS[role].toLowerCase()}. This link
        is shown only once.
      </p>
      <Field label="Invitation link" hint={`Expires ${formatDateTime(expiresAt)}. It works once.`}>
        {(ids) => (
          <div className="flex gap-2">
            <Input
              {...ids}
              ref={input}
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 font-mono text-xs"
            />
            <Button variant="outline" onClick={copy} aria-label={copied ? "Copied" : "Copy link"}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              <span className="max-sm:sr-only">{copied ? "Copied" : "Copy"}</span>
            </Button>
          </div>
        )}
      </Field>
      {/* Announced inside the dialog: a toast behind a modal dialog is hidden from screen readers. */}
      <p role="status" className="min-h-4 text-xs text-slate-600">
        {copyFailed
          ? "Copying is blocked here: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it."
          : copied
            ? "Link copied. Send it to the person you are inviting."
            : ""}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onAnother}>
          Invite another
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
