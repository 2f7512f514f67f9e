import { acceptInvitationInputSchema } from "@esg/domain";
import { useMutation } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { MailX } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { useCurrentUser } from "../../lib/auth";
import { serverFieldErrors } from "../../lib/form-errors";
import { ROLE_LABELS } from "../../lib/roles";
import { serverErrorMessage, serverErrorStatus, useTRPC } from "../../lib/trpc";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PersonAccountFields, showUsernameTaken } from "./account-fields";
import { AuthShell } from "./auth-shell";
import { useStartSession } from "./use-start-session";

export const INVITATION_INVALID = "This invitation is unknown, used, revoked or expired";

/** The token of `/accept-invitation#token=…`: in the fragment, so it never reaches a server log. */
export function invitationToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token")?.trim();
  return token ? token : null;
}

/** Join the inviting company with the invitation's role, then enter the app. */
export function AcceptInvitationPage() {
  useDocumentTitle("Accept invitation");
  const hash = useLocation({ select: (l) => l.hash });
  const token = invitationToken(hash);
  const [refused, setRefused] = useState(false);
  const wellFormed = token !== null && acceptInvitationInputSchema.shape.token.safeParse(token).success;
  return (
    <AuthShell subtitle="Join your company's workspace">
      {!wellFormed || refused ? (
        <InvalidInvitation incomplete={!wellFormed} />
      ) : (
        <AcceptForm token={token} onRefused={() => setRefused(true)} />
      )}
    </AuthShell>
  );
}

function InvalidInvitation({ incomplete }: { incomplete: boolean }) {
  return (
    <div className="mt-8 flex flex-col items-center gap-4 text-center">
      <MailX aria-hidden="true" className="size-10 text-slate-400" />
      <div role="alert" className="space-y-1">
        <p className="font-medium text-slate-900">
          {incomplete ? "This invitation link is incomplete" : INVITATION_INVALID}
        </p>
        <p className="text-sm text-slate-600">
          {incomplete
            ? "Open the whole link you were given, including everything after the # sign."
            : "Invitation links work once and for 7 days. Ask an admin of your company for a new one."}
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to="/login">Go to sign in</Link>
      </Button>
    </div>
  );
}

type AcceptFormValues = { name: string; username: string; password: string };
const NO_ACCOUNT: AcceptFormValues = { name: "", username: "", password: "" };
type AcceptInvitationInput = z.output<typeof acceptInvitationInputSchema>;

function AcceptForm({ token, onRefused }: { token: string; onRefused: () => void }) {
  const trpc = useTRPC();
  const signedIn = useCurrentUser().data;
  const startSession = useStartSession();
  const form = useSchemaForm({
    defaultValues: NO_ACCOUNT,
    schema: acceptInvitationInputSchema,
    toInput: (v) => ({ ...v, token }),
  });
  const accept = useMutation(
    trpc.auth.acceptInvitation.mutationOptions({
      onSuccess: (user) =>
        startSession(user, {
          title: "Welcome",
          description: `You joined ${user.company.name} as ${ROLE_LABELS[user.role].toLowerCase()}.`,
        }),
    }),
  );

  const submit = async (input: AcceptInvitationInput) => {
    try {
      await accept.mutateAsync(input);
    } catch (error) {
      const status = serverErrorStatus(error);
      // Unknown, used or expired (404), or a token the server will not read: the form gives way to the notice.
      if (status === 404 || serverFieldErrors(error)?.token) onRefused();
      else if (status === 409) showUsernameTaken(form.setError, error);
      else throw error;
    }
  };

  return (
    <>
      <p className="mt-6 text-center text-sm text-slate-600">
        You have been invited to join a company. Choose how you will sign in.
      </p>
      {signedIn ? (
        <p className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs text-slate-600">
          You are signed in as {signedIn.name}. Accepting signs you in with the new account instead.
        </p>
      ) : null}
      <SchemaForm
        form={form}
        onSubmit={submit}
        failureMessage={(error) =>
          serverErrorMessage(error) ?? "The invitation could not be accepted. Try again."
        }
        className="mt-6 gap-5"
      >
        <PersonAccountFields />
        <FormError boxed />
        <Button type="submit" className="w-full" disabled={accept.isPending} aria-busy={accept.isPending}>
          {accept.isPending ? "Joining..." : "Accept invitation"}
        </Button>
      </SchemaForm>
    </>
  );
}
