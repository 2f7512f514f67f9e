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
   * Shown where `<FormError />` sits when the server refuses without field issues; nothing by default. A
   * function gets the refusal, e.g. to show the server's own message.
   */
  failureMessage?: string | ((error: unknown) => string);
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

/** The form's message that belongs to no field, e.g. "The report could not be created. Please try again." */
export function FormError({ className }: { className?: string }) {
  const { errors } = useFormState();
  const message: string | undefined = (get(errors, FORM_ERROR_KEY) as { message?: string } | undefined)
    ?.message;
  return message ? (
    <p role="alert" className={cn("text-sm text-red-700", className)}>
      {message}
    </p>
  ) : null;
}
