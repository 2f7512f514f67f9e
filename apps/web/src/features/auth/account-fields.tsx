import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import type { UseFormSetError } from "react-hook-form";
import { useRegisteredField } from "../../components/form/form-fields";
import { Field, Input } from "../../components/ui/form-controls";
import { cn } from "../../lib/cn";
import { serverErrorMessage } from "../../lib/trpc";

/** The password rule of sign-up and invitations (ASVS 5: length, and no common passwords; no composition rules). */
export const PASSWORD_HINT = "At least 12 characters. Common passwords are refused.";

type TextFieldProps = {
  label: string;
  name: string;
  hint?: string;
  autoComplete: string;
} & Pick<ComponentProps<"input">, "autoCapitalize" | "spellCheck" | "maxLength">;

/**
 * A required text field of the account forms, registered in the surrounding form. Unlike the dialogs' fields the
 * control itself is marked required, as the login screen's are.
 */
export function AccountTextField({ label, name, hint, ...rest }: TextFieldProps) {
  const { error, registered } = useRegisteredField(name);
  return (
    <Field label={label} required error={error} hint={hint}>
      {(ids) => <Input {...ids} {...rest} required aria-required="true" {...registered} className="h-10" />}
    </Field>
  );
}

/** A new password with the rule stated under it and a Show/Hide toggle (typing blind causes typos). */
export function NewPasswordField() {
  const [visible, setVisible] = useState(false);
  const { error, registered } = useRegisteredField("password");
  return (
    <Field label="Password" required error={error} hint={PASSWORD_HINT}>
      {(ids) => (
        <div className="relative">
          <Input
            {...ids}
            type={visible ? "text" : "password"}
            required
            aria-required="true"
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            minLength={12}
            maxLength={128}
            {...registered}
            className="h-10 pr-11"
          />
          <button
            type="button"
            aria-label={visible ? "Hide password" : "Show password"}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            className={cn(
              "absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500",
              "hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
            )}
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}

/** Who is signing up or joining: name, username and a new password (sign-up and invitations ask the same). */
export function PersonAccountFields() {
  return (
    <>
      <AccountTextField label="Your name" name="name" autoComplete="name" maxLength={200} />
      <AccountTextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Letters, digits and . _ @ + - (at least 3)."
        maxLength={100}
      />
      <NewPasswordField />
    </>
  );
}

/** A 409 from sign-up or an invitation: the username is taken, said on its field (which takes focus). */
export function showUsernameTaken(setError: UseFormSetError<{ username: string }>, error: unknown) {
  setError(
    "username",
    { type: "server", message: serverErrorMessage(error) ?? "That username is taken; choose another" },
    { shouldFocus: true },
  );
}
