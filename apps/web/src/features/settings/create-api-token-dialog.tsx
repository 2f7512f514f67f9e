import {
  API_TOKEN_DAY_CHOICES,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_NAME_MAX,
  type ApiTokenScope,
  apiTokenCreateInputSchema,
  type CreatedApiToken,
} from "@esg/domain";
import { Check, Copy, Plus } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select } from "../../components/ui/form-controls";
import { cn } from "../../lib/cn";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { serverErrorMessage } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { useFocusFirstError } from "../../lib/use-focus-first-error";
import { copyText } from "./copy-text";
import { useCreateApiToken } from "./use-api-tokens";

const COPIED_MS = 2000;

export const SCOPE_LABELS: Record<ApiTokenScope, string> = { read: "Read only", write: "Read and write" };
const SCOPE_DESCRIPTIONS: Record<ApiTokenScope, string> = {
  read: "Reads and downloads (GET requests). Any change is refused.",
  write: "Also creates and changes data, as far as your role allows.",
};

/** The example the dialog shows: the carbon analysis of this server, pulled with the new token. */
export function curlExample(token: string, origin = window.location.origin): string {
  return `curl -H "Authorization: Bearer ${token}" ${origin}/api/carbon/analysis`;
}

/**
 * "Create token": a name, a scope and a lifetime; the token is then shown once, with a copy button and an
 * example curl call. Every opening starts a fresh form, so a closed dialog never shows a token again.
 */
export function CreateApiTokenDialog() {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSession((n) => n + 1);
      }}
      title="Create API token"
      description="A token lets a script call the REST API as you, with your role. Keep it secret, like a password."
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Create token
        </Button>
      }
    >
      {open ? <CreateFlow key={session} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

type FormValues = { name: string; scope: ApiTokenScope; expiresInDays: number };

function CreateFlow({ onDone }: { onDone: () => void }) {
  const create = useCreateApiToken();
  const [values, setValues] = useState<FormValues>({
    name: "",
    scope: "read",
    expiresInDays: API_TOKEN_DEFAULT_DAYS,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { containerRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();

  if (create.data) return <NewToken created={create.data} onDone={onDone} />;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = apiTokenCreateInputSchema.safeParse(values);
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      focusFirstError();
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields && Object.keys(fields).some((k) => k in values)) {
        setErrors(fields);
        focusFirstError();
      } else {
        setFailure(serverErrorMessage(error) ?? "The token could not be created. Please try again.");
      }
    }
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Name" required error={errors.name} hint="What the token is for, e.g. Power BI refresh.">
        {(ids) => (
          <Input
            {...ids}
            value={values.name}
            maxLength={API_TOKEN_NAME_MAX}
            autoComplete="off"
            onChange={(e) => set("name", e.target.value)}
          />
        )}
      </Field>
      <ScopePicker value={values.scope} error={errors.scope} onChange={(scope) => set("scope", scope)} />
      <Field label="Expires in" error={errors.expiresInDays}>
        {(ids) => (
          <Select
            {...ids}
            value={values.expiresInDays}
            className="sm:w-40"
            onChange={(e) => set("expiresInDays", Number(e.target.value))}
          >
            {API_TOKEN_DAY_CHOICES.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </Select>
        )}
      </Field>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? "Creating..." : "Create token"}
        </Button>
      </div>
    </form>
  );
}

function ScopePicker({
  value,
  error,
  onChange,
}: {
  value: ApiTokenScope;
  error?: string;
  onChange: (scope: ApiTokenScope) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Scope</legend>
      {(["read", "write"] as const).map((scope) => {
        const id = `${name}-${scope}`;
        return (
          <label
            key={scope}
            htmlFor={id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors",
              value === scope ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:bg-slate-50",
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={scope}
              checked={value === scope}
              onChange={() => onChange(scope)}
              aria-describedby={`${id}-description`}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{SCOPE_LABELS[scope]}</span>
              <span id={`${id}-description`} className="block text-xs text-slate-600">
                {SCOPE_DESCRIPTIONS[scope]}
              </span>
            </span>
          </label>
        );
      })}
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The token, this once: copy it, see how to use it, and close. */
function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { formatDate } = useDateFormat();
  const input = useRef<HTMLInputElement>(null);
  const exampleId = useId();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    const ok = await copyText(created.token, input.current);
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
        Token “{created.name}” created: {SCOPE_LABELS[created.scope].toLowerCase()}, expires{" "}
        {formatDate(created.expiresAt)}.
      </p>
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
        Copy this token now — it will not be shown again
      </p>
      <Field label="Your new API token">
        {(ids) => (
          <div className="flex gap-2">
            <Input
              {...ids}
              ref={input}
              readOnly
              value={created.token}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 font-mono text-xs"
            />
            <Button variant="outline" onClick={copy} aria-label={copied ? "Copied" : "Copy token"}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              <span className="max-sm:sr-only">{copied ? "Copied" : "Copy"}</span>
            </Button>
          </div>
        )}
      </Field>
      {/* Announced inside the dialog: a toast behind a modal dialog is hidden from screen readers. */}
      <p role="status" className="min-h-4 text-xs text-slate-600">
        {copyFailed
          ? "Copying is blocked here: the token is selected, press Ctrl+C (⌘C on a Mac) to copy it."
          : copied
            ? "Token copied. Store it somewhere safe, such as a password manager or your CI secrets."
            : ""}
      </p>
      <figure aria-labelledby={exampleId} className="flex flex-col gap-1.5">
        <figcaption id={exampleId} className="text-sm font-medium text-slate-800">
          Example request
        </figcaption>
        <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-100">
          <code>{curlExample(created.token)}</code>
        </pre>
      </figure>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
