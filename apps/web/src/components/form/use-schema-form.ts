import { type FieldValues, type Path, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";

type SchemaFormOptions<V extends FieldValues, S extends z.ZodType> = {
  /** The form's values as its controls hold them (text for numbers). */
  defaultValues: V;
  /** The API's own input schema (from `packages/domain`): what the server will check again. */
  schema: S;
  /** Turns the typed values into the schema's input, e.g. with `parseNumberField`. Defaults to the values. */
  toInput?: (values: V) => unknown;
  /**
   * The form key an issue's path belongs to, when the schema names a field differently from the form
   * (e.g. a cross-field refinement). Defaults to the issue's first path segment.
   */
  errorKey?: (issuePath: string) => string;
};

export type SchemaForm<V extends FieldValues, S extends z.ZodType> = UseFormReturn<
  V,
  unknown,
  z.output<S>
> & {
  /**
   * Sets the server's 400 issues on the form's fields (focusing the first), or `fallback` on the form when none
   * of them names one of its fields.
   */
  showServerErrors: (error: unknown, fallback?: string) => void;
};

/** The one place a form's messages live that belong to no field (the server's non-field refusal). */
export const FORM_ERROR_KEY = "root.form";

/**
 * One form implementation for every dialog: react-hook-form holds the values, and the domain's zod
 * schema validates them on submit, so the messages are exactly the server's. As before the library, errors
 * show after a submit and a field's message clears as soon as it is edited (see the field components).
 */
export function useSchemaForm<V extends FieldValues, S extends z.ZodType>(
  options: SchemaFormOptions<V, S>,
): SchemaForm<V, S> {
  const { schema, toInput = (v: V) => v, errorKey = (key: string) => key } = options;
  const resolver: Resolver<V, unknown, z.output<S>> = async (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values: parsed.data as z.output<S>, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [key, message] of Object.entries(fieldErrorsFrom(parsed.error.issues))) {
      const field = errorKey(key);
      if (!(field in errors)) errors[field] = { type: "schema", message };
    }
    return { values: {}, errors: errors as never };
  };
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: options.defaultValues as never,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
  const showServerErrors = (error: unknown, fallback?: string) => {
    const values = form.getValues();
    // An issue on something the form does not hold would be shown nowhere: such a refusal is the form's.
    const onFields = Object.entries(serverFieldErrors(error) ?? {})
      .map(([key, message]) => [errorKey(key), message] as const)
      .filter(([field]) => field in values);
    if (onFields.length === 0) {
      if (fallback) form.setError(FORM_ERROR_KEY as Path<V>, { type: "server", message: fallback });
      return;
    }
    onFields.forEach(([field, message], i) => {
      form.setError(field as Path<V>, { type: "server", message }, { shouldFocus: i === 0 });
    });
  };
  return { ...form, showServerErrors };
}
