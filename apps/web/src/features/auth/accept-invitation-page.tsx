import { acceptInvitationInputSchema } from "@esg/domain";
import { useMutation } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { MailX } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { useCurrentUser } from "../../lib/auth";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { ROLE_LABELS } from "../../lib/roles";
import { serverErrorMessage, serverErrorStatus, useTRPC } from "../../lib/trpc";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useFocusFirstError } from "../../lib/use-focus-first-error";
import { PersonAccountFields } from "./account-fields";
import { AuthShell } from "./auth-shell";
import { useStartSession } from "./use-start-session";

export const INVITATION_INVALID = "This invitation is unknown, used or expired";

/** The token of `/accept-invitation#token=…`: in the fragment, so it never reaches a server log. */
export function invitationToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token")?.trim();
  return token ? token : null;
}

/** Issue 16: join the inviting company with the invitation's role, then enter the app. */
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

type Values = { name: string; username: string; password: string };

function AcceptForm({ token, onRefused }: { token: string; onRefused: () => void }) {
  const trpc = useTRPC();
  const signedIn = useCurrentUser().data;
  const startSession = useStartSession();
  const [values, setValues] = useState<Values>({ name: "", username: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { containerRef, focusFirstError } = useFocusFirstError();

  const accept = useMutation(
    trpc.auth.acceptInvitation.mutationOptions({
      onSuccess: (user) =>
        startSession(user, {
          title: "Welcome",
          description: `You joined ${user.company.name} as ${ROLE_LABELS[user.role].toLowerCase()}.`,
        }),
      onError: (error) => {
        const status = serverErrorStatus(error);
        const fields = serverFieldErrors(error);
        if (status === 404) onRefused();
        else if (fields?.token) onRefused();
        else if (fields) {
          setErrors(fields);
          focusFirstError();
        } else if (status === 409) {
          setErrors({ username: serverErrorMessage(error) ?? "That username is taken; choose another" });
          focusFirstError();
        } else setFailure(serverErrorMessage(error) ?? "The invitation could not be accepted. Try again.");
      },
    }),
  );

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending) return;
    setFailure(null);
    const parsed = acceptInvitationInputSchema.safeParse({ ...values, token });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      focusFirstError();
      return;
    }
    setErrors({});
    accept.mutate(parsed.data);
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
      <form ref={containerRef} className="mt-6 space-y-5" onSubmit={onSubmit} noValidate>
        <PersonAccountFields values={values} errors={errors} onChange={set} />
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={accept.isPending} aria-busy={accept.isPending}>
          {accept.isPending ? "Joining..." : "Accept invitation"}
        </Button>
      </form>
    </>
  );
}
