import { INDUSTRIES, type SignupInput, signupInputSchema } from "@esg/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { z } from "zod";
import { useRegisteredField } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Field, Select } from "../../components/ui/form-controls";
import { Spinner } from "../../components/ui/spinner";
import { PRODUCT_NAME } from "../../lib/brand";
import { serverErrorMessage, serverErrorStatus, useTRPC } from "../../lib/trpc";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AccountTextField, PersonAccountFields, showUsernameTaken } from "./account-fields";
import { AuthShell } from "./auth-shell";
import { useStartSession } from "./use-start-session";

type SignupFormValues = {
  companyName: string;
  industry: string;
  name: string;
  username: string;
  password: string;
};
const EMPTY: SignupFormValues = { companyName: "", industry: "", name: "", username: "", password: "" };

/** The API's schema, except that an industry not yet chosen asks for one rather than listing them all. */
const signupFormSchema = signupInputSchema.extend({
  industry: z.string().min(1, "Choose your industry").pipe(signupInputSchema.shape.industry),
});

export const SIGNUP_CLOSED_MESSAGE =
  "Sign-up is closed on this server. Ask an admin of your company to invite you.";

/** A new company with the person signing up as its admin, in the login screen's style. */
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
  const form = useSchemaForm({ defaultValues: EMPTY, schema: signupFormSchema });
  const signup = useMutation(
    trpc.auth.signup.mutationOptions({
      onSuccess: (user) =>
        startSession(user, {
          title: "Account created",
          description: `Welcome to ${PRODUCT_NAME}, ${user.name}. You are the admin of ${user.company.name}.`,
        }),
    }),
  );

  const submit = async (input: SignupInput) => {
    try {
      await signup.mutateAsync(input);
    } catch (error) {
      if (serverErrorStatus(error) !== 409) throw error;
      showUsernameTaken(form.setError, error);
    }
  };

  return (
    <>
      <SchemaForm
        form={form}
        onSubmit={submit}
        // 404: sign-up was closed after the page loaded.
        failureMessage={(error) =>
          serverErrorStatus(error) === 404
            ? SIGNUP_CLOSED_MESSAGE
            : (serverErrorMessage(error) ?? "The account could not be created. Try again.")
        }
        className="mt-8 gap-5"
      >
        <AccountTextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          maxLength={200}
        />
        <IndustrySelect />
        <PersonAccountFields />
        <FormError boxed />
        <Button type="submit" className="w-full" disabled={signup.isPending} aria-busy={signup.isPending}>
          {signup.isPending ? "Creating account..." : "Create account"}
        </Button>
      </SchemaForm>
      <p className="mt-4 text-center text-xs text-slate-500">
        You become the admin of the new company and can invite colleagues from Settings.
      </p>
      <div className="mt-6">
        <SignInLink />
      </div>
    </>
  );
}

function IndustrySelect() {
  const { error, registered } = useRegisteredField("industry");
  return (
    <Field label="Industry" required error={error}>
      {(ids) => (
        // The placeholder is also the default option, or react-hook-form reads happy-dom's first industry.
        <Select {...ids} required aria-required="true" defaultValue="" {...registered} className="h-10">
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
  );
}
