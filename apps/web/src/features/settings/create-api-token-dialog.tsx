import {
  API_TOKEN_DAY_CHOICES,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  apiTokenCreateInputSchema,
  type CreatedApiToken,
  ROLES,
  type Role,
} from "@esg/domain";
import { Check, Copy, Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/form-controls";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, useRole } from "../../lib/roles";
import { serverErrorMessage } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
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

/**
 * The lifetime as its select holds it (text); the schema reads a whole number of days. `kind` is the form's
 * own: a service token is sent as its `serviceRole`, a personal one without.
 */
type TokenFormValues = {
  name: string;
  scope: ApiTokenScope;
  expiresInDays: string;
  kind: "personal" | "service";
  serviceRole: Role;
  tokensScope: boolean;
};

const NEW_TOKEN_VALUES: TokenFormValues = {
  name: "",
  scope: "read",
  expiresInDays: String(API_TOKEN_DEFAULT_DAYS),
  kind: "personal",
  serviceRole: "viewer",
  tokensScope: false,
};

const { TextField, RadioCardsField, SelectField, CheckboxField } = fieldsFor<TokenFormValues>();

const KIND_OPTIONS = [
  {
    value: "personal",
    label: "Personal token",
    description: "Acts as you, with your role; ends if you leave.",
  },
  {
    value: "service",
    label: "Service token",
    description: "Belongs to the company with a role of its own; stays when members leave.",
  },
];
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The form's values as the API takes them. */
function toCreateInput({ kind, serviceRole, expiresInDays, tokensScope, ...rest }: TokenFormValues) {
  return {
    ...rest,
    expiresInDays: Number(expiresInDays),
    tokensScope,
    ...(kind === "service" ? { serviceRole } : {}),
  };
}

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({
  value: scope,
  label: SCOPE_LABELS[scope],
  description: SCOPE_DESCRIPTIONS[scope],
}));
const DAY_OPTIONS = API_TOKEN_DAY_CHOICES.map((days) => ({ value: String(days), label: `${days} days` }));

function CreateFlow({ onDone }: { onDone: () => void }) {
  const create = useCreateApiToken();
  const { isAdmin } = useRole();
  const form = useSchemaForm({
    defaultValues: NEW_TOKEN_VALUES,
    schema: apiTokenCreateInputSchema,
    toInput: toCreateInput,
  });
  const [kind, serviceRole] = useWatch({ control: form.control, name: ["kind", "serviceRole"] });

  if (create.data) return <NewToken created={create.data} onDone={onDone} />;

  return (
    <SchemaForm
      form={form}
      onSubmit={(input) => create.mutateAsync(input)}
      failureMessage={(error) =>
        serverErrorMessage(error) ?? "The token could not be created. Please try again."
      }
    >
      <TextField
        name="name"
        label="Name"
        required
        hint="What the token is for, e.g. Power BI refresh."
        maxLength={API_TOKEN_NAME_MAX}
        autoComplete="off"
      />
      {isAdmin ? <RadioCardsField name="kind" legend="Kind" options={KIND_OPTIONS} /> : null}
      {isAdmin && kind === "service" ? (
        <SelectField
          name="serviceRole"
          label="Role"
          options={ROLE_OPTIONS}
          hint={ROLE_DESCRIPTIONS[serviceRole]}
          controlClassName="sm:w-40"
        />
      ) : null}
      <RadioCardsField name="scope" legend="Scope" options={SCOPE_OPTIONS} />
      <CheckboxField name="tokensScope" label="May rotate itself (POST /api/tokens/rotate)" />
      <SelectField name="expiresInDays" label="Expires in" options={DAY_OPTIONS} controlClassName="sm:w-40" />
      <FormError boxed />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? "Creating..." : "Create token"}
        </Button>
      </div>
    </SchemaForm>
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
