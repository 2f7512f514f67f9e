import { INVITATION_DAYS, invitationInputSchema, ROLES, type Role } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, UserPlus } from "lucide-react";
import { useRef, useState } from "react";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/form-controls";
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
 * "Invite member": choose a role and optionally the invitee's e-mail, get a single-use link valid for 7 days,
 * and copy it. When the server has mail set up, the link is also sent to that address; otherwise the admin
 * hands it over.
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

type InvitationFormValues = { role: Role; email: string };

const NEW_INVITATION: InvitationFormValues = { role: "editor", email: "" };

const { RadioCardsField, TextField } = fieldsFor<InvitationFormValues>();

const ROLE_OPTIONS = ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
  description: ROLE_DESCRIPTIONS[role],
}));

function InviteFlow({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Outlives the link: "Invite another" starts from the role chosen last.
  const form = useSchemaForm({ defaultValues: NEW_INVITATION, schema: invitationInputSchema });
  const invite = useMutation(
    trpc.members.invite.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.members.invitations.queryKey() }),
        ]),
    }),
  );

  if (invite.data) {
    return (
      <InvitationLink
        link={invitationLink(invite.data.url)}
        role={invite.variables.role}
        email={invite.data.email}
        emailed={invite.data.emailed}
        expiresAt={invite.data.expiresAt}
        onAnother={() => invite.reset()}
        onDone={onDone}
      />
    );
  }

  return (
    <SchemaForm
      form={form}
      onSubmit={(input) => invite.mutateAsync(input)}
      failureMessage={(error) =>
        serverErrorMessage(error) ?? "The invitation could not be created. Try again."
      }
    >
      <RadioCardsField name="role" legend="Role" options={ROLE_OPTIONS} />
      <TextField
        name="email"
        type="email"
        label="E-mail (optional)"
        hint="When mail is set up on the server, the link is sent to this address too."
        autoComplete="off"
      />
      <FormError boxed />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
          {invite.isPending ? "Creating link..." : "Create invitation link"}
        </Button>
      </div>
    </SchemaForm>
  );
}

function InvitationLink({
  link,
  role,
  email,
  emailed,
  expiresAt,
  onAnother,
  onDone,
}: {
  link: string;
  role: Role;
  email: string | null;
  emailed: boolean;
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
        {email
          ? emailed
            ? ` It was e-mailed to ${email}.`
            : ` It could not be e-mailed to ${email} (mail is not set up or failed): send it yourself.`
          : ""}
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
