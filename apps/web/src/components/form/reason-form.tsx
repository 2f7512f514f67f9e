import type { ReactNode } from "react";
import { REASON_MAX_LENGTH, reasonFormSchema } from "../../lib/reason";
import { serverErrorMessage } from "../../lib/trpc";
import { Button } from "../ui/button";
import { fieldsFor } from "./form-fields";
import { FormError, SchemaForm } from "./schema-form";
import { useSchemaForm } from "./use-schema-form";

const { TextareaField } = fieldsFor<{ reason: string }>();

/**
 * The form of an action that records a reason in the audit trail (voiding or rejecting an upload, closing or
 * reopening a year): the reason, the server's refusal, Cancel and the action. `children` come before the field.
 */
export function ReasonForm({
  required,
  label = "Reason",
  hint,
  submitLabel,
  pendingLabel,
  destructive = true,
  pending,
  failedMessage,
  onSubmit,
  onCancel,
  children,
}: {
  required: boolean;
  label?: string;
  hint?: string;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** Shown when the server gives no message of its own. */
  failedMessage: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const form = useSchemaForm({ defaultValues: { reason: "" }, schema: reasonFormSchema({ required }) });
  return (
    <SchemaForm
      form={form}
      onSubmit={({ reason }) => onSubmit(reason)}
      failureMessage={(error) => serverErrorMessage(error) ?? failedMessage}
    >
      {children}
      <TextareaField
        name="reason"
        label={label}
        required={required}
        hint={hint}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
      />
      <FormError boxed />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </SchemaForm>
  );
}
