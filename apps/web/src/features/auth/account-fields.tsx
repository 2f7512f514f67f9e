import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Field, Input } from "../../components/ui/form-controls";
import { cn } from "../../lib/cn";

/** The password rule of sign-up and invitations (ASVS 5: length, and no common passwords; no composition rules). */
export const PASSWORD_HINT = "At least 12 characters. Common passwords are refused.";

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete: string;
} & Pick<ComponentProps<"input">, "autoCapitalize" | "spellCheck" | "maxLength">;

/** A required text field of the account forms: label, hint and error announced with the input. */
export function AccountTextField({ label, name, value, onChange, error, hint, ...rest }: TextFieldProps) {
  return (
    <Field label={label} required error={error} hint={hint}>
      {(ids) => (
        <Input
          {...ids}
          {...rest}
          name={name}
          required
          aria-required="true"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-10"
        />
      )}
    </Field>
  );
}

/** A new password with the rule stated under it and a Show/Hide toggle (typing blind causes typos). */
export function NewPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label="Password" required error={error} hint={PASSWORD_HINT}>
      {(ids) => (
        <div className="relative">
          <Input
            {...ids}
            name="password"
            type={visible ? "text" : "password"}
            required
            aria-required="true"
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            minLength={12}
            maxLength={128}
            value={value}
            onChange={(e) => onChange(e.target.value)}
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

type PersonFields = { name: string; username: string; password: string };

/**
 * Who is signing up or joining: name, username and a new password (sign-up and invitations ask the same), with
 * each field's error from the form or the server.
 */
export function PersonAccountFields({
  values,
  errors,
  onChange,
}: {
  values: PersonFields;
  errors: Partial<Record<keyof PersonFields, string>>;
  onChange: (key: keyof PersonFields) => (value: string) => void;
}) {
  return (
    <>
      <AccountTextField
        label="Your name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={onChange("name")}
        error={errors.name}
        maxLength={200}
      />
      <AccountTextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Letters, digits and . _ @ + - (at least 3)."
        value={values.username}
        onChange={onChange("username")}
        error={errors.username}
        maxLength={100}
      />
      <NewPasswordField value={values.password} onChange={onChange("password")} error={errors.password} />
    </>
  );
}
