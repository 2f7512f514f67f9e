import { INDUSTRIES, signupInputSchema } from "@esg/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Field, Select } from "../../components/ui/form-controls";
import { Spinner } from "../../components/ui/spinner";
import { PRODUCT_NAME } from "../../lib/brand";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { serverErrorMessage, serverErrorStatus, useTRPC } from "../../lib/trpc";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useFocusFirstError } from "../../lib/use-focus-first-error";
import { AccountTextField, PersonAccountFields } from "./account-fields";
import { AuthShell } from "./auth-shell";
import { useStartSession } from "./use-start-session";

type Values = { companyName: string; industry: string; name: string; username: string; password: string };
const EMPTY: Values = { companyName: "", industry: "", name: "", username: "", password: "" };

export const SIGNUP_CLOSED_MESSAGE =
  "Sign-up is closed on this server. Ask an admin of your company to invite you.";

/** Issue 16: a new company with the person signing up as its admin, in the login screen's style. */
export function SignupPage() {
  useDocumentTitle("Create an account");
  const trpc = useTRPC();
  const config = useQuery(trpc.auth.config.queryOptions());
  return (
    <AuthShell subtitle="Create an account for your company" wide>
      {config.isPending ? (
        <div className="mt-8 flex justify-center">
          <Spinner label="Loading" />
        </div>
      ) : config.data?.signup === false ? (
        <ClosedNotice />
      ) : (
        // A failed config read does not block the form: the server decides, and says so if it is closed.
        <SignupForm />
      )}
    </AuthShell>
  );
}

function ClosedNotice() {
  return (
    <div className="mt-8 space-y-4 text-center">
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {SIGNUP_CLOSED_MESSAGE}
      </p>
      <SignInLink />
    </div>
  );
}

function SignInLink() {
  return (
    <p className="text-center text-sm text-slate-600">
      Already have an account?{" "}
      <Link to="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
        Sign in
      </Link>
    </p>
  );
}

function SignupForm() {
  const trpc = useTRPC();
  const startSession = useStartSession();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { containerRef, focusFirstError } = useFocusFirstError();

  const signup = useMutation(
    trpc.auth.signup.mutationOptions({
      onSuccess: (user) =>
        startSession(user, {
          title: "Account created",
          description: `Welcome to ${PRODUCT_NAME}, ${user.name}. You are the admin of ${user.company.name}.`,
        }),
      onError: (error) => {
        const status = serverErrorStatus(error);
        const fields = serverFieldErrors(error);
        if (fields) {
          setErrors(fields);
          focusFirstError();
        } else if (status === 409) {
          setErrors({ username: serverErrorMessage(error) ?? "That username is taken; choose another" });
          focusFirstError();
        } else if (status === 404) {
          setFailure(SIGNUP_CLOSED_MESSAGE);
        } else {
          setFailure(serverErrorMessage(error) ?? "The account could not be created. Try again.");
        }
      },
    }),
  );

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    setFailure(null);
    const parsed = signupInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues);
      if (found.industry && values.industry === "") found.industry = "Choose your industry";
      setErrors(found);
      focusFirstError();
      return;
    }
    setErrors({});
    signup.mutate(parsed.data);
  };

  return (
    <>
      <form ref={containerRef} className="mt-8 space-y-5" onSubmit={onSubmit} noValidate>
        <AccountTextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          value={values.companyName}
          onChange={set("companyName")}
          error={errors.companyName}
          maxLength={200}
        />
        <Field label="Industry" required error={errors.industry}>
          {(ids) => (
            <Select
              {...ids}
              name="industry"
              required
              aria-required="true"
              value={values.industry}
              onChange={(e) => set("industry")(e.target.value)}
              className="h-10"
            >
              <option value="" disabled>
                Choose your industry
              </option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <PersonAccountFields values={values} errors={errors} onChange={set} />
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={signup.isPending} aria-busy={signup.isPending}>
          {signup.isPending ? "Creating account..." : "Create account"}
        </Button>
      </form>
      <p className="mt-4 text-center text-xs text-slate-500">
        You become the admin of the new company and can invite colleagues from Settings.
      </p>
      <div className="mt-6">
        <SignInLink />
      </div>
    </>
  );
}
