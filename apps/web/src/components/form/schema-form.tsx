import type { ReactNode } from "react";
import { type FieldValues, FormProvider, get, useFormState } from "react-hook-form";
import type { z } from "zod";
import { cn } from "../../lib/cn";
import { FORM_ERROR_KEY, type SchemaForm as SchemaFormState } from "./use-schema-form";

type SchemaFormProps<V extends FieldValues, S extends z.ZodType> = {
  form: SchemaFormState<V, S>;
  /** Sends the schema-checked input; a rejection shows the server's field issues (the mutation toasts). */
  onSubmit: (input: z.output<S>) => Promise<unknown> | unknown;
  /**
   * Shown by `<FormError />` when the server refuses without an issue on a field; nothing by default. A
   * function of the error can prefer the server's own message.
   */
  failureMessage?: string | ((error: unknown) => string | undefined);
  children: ReactNode;
  className?: string;
};

/** A `<form>` over a `useSchemaForm`: no native validation, one submit at a time, server issues on fields. */
export function SchemaForm<V extends FieldValues, S extends z.ZodType>({
  form,
  onSubmit,
  failureMessage,
  children,
  className,
}: SchemaFormProps<V, S>) {
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      form.showServerErrors(
        error,
        typeof failureMessage === "function" ? failureMessage(error) : failureMessage,
      );
    }
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (form.formState.isSubmitting) {
            event.preventDefault();
            return;
          }
          void submit(event);
        }}
        className={cn("flex flex-col gap-4", className)}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The form's message that belongs to no field, e.g. "The report could not be created. Please try again."
 * `boxed` sets it in the bordered red box the settings dialogs and sign-up use for a refusal.
 */
export function FormError({ boxed = false, className }: { boxed?: boolean; className?: string }) {
  const { errors } = useFormState();
  const message: string | undefined = (get(errors, FORM_ERROR_KEY) as { message?: string } | undefined)
    ?.message;
  return message ? (
    <p
      role="alert"
      className={cn(
        boxed
          ? "rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          : "text-sm text-red-700",
        className,
      )}
    >
      {message}
    </p>
  ) : null;
}
