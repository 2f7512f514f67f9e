import type { ComponentProps, ReactNode } from "react";
import { useId } from "react";
import { type FieldValues, get, type Path, useFormContext, useFormState } from "react-hook-form";
import { Field, Input, Select, Textarea } from "../ui/form-controls";

type FieldFrame = { label: string; required?: boolean; hint?: string; className?: string };

/**
 * Registers a control under `name`: its value lives in the form, its message is the schema's, and editing it
 * clears that message (the dialogs' behaviour before the form library).
 */
function useRegisteredField(name: string) {
  const { register, clearErrors } = useFormContext();
  const { errors } = useFormState({ name });
  const error: string | undefined = (get(errors, name) as { message?: string } | undefined)?.message;
  return { error, registered: register(name, { onChange: () => clearErrors(name) }) };
}

type InputProps = FieldFrame & { name: string } & Omit<ComponentProps<"input">, "name" | "type">;

type TextFieldProps = InputProps & {
  /** Text by default; a date, e-mail, phone or web address gets the browser's own control or keypad. */
  type?: "text" | "date" | "email" | "tel" | "url";
};

export function TextField({ name, label, required, hint, className, ...input }: TextFieldProps) {
  const { error, registered } = useRegisteredField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => <Input {...ids} {...input} {...registered} />}
    </Field>
  );
}

type NumberFieldProps = InputProps & {
  /** Whole numbers (years, counts): a numeric keypad and steps of 1. */
  integer?: boolean;
};

/** A number typed as text; the form's `toInput` parses it with the domain's `parseNumberField`. */
export function NumberField({ integer, ...props }: NumberFieldProps) {
  const keypad = integer
    ? { inputMode: "numeric" as const, step: props.step ?? 1 }
    : { inputMode: "decimal" as const, step: props.step ?? "any" };
  const { name, label, required, hint, className, ...input } = props;
  const { error, registered } = useRegisteredField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => <Input {...ids} type="number" {...keypad} {...input} {...registered} />}
    </Field>
  );
}

type TextareaFieldProps = FieldFrame & {
  name: string;
  /** Classes of the textarea itself (`className` is the field's), e.g. a monospace font for JSON. */
  textareaClassName?: string;
} & Omit<ComponentProps<"textarea">, "name" | "className">;

export function TextareaField({
  name,
  label,
  required,
  hint,
  className,
  textareaClassName,
  ...textarea
}: TextareaFieldProps) {
  const { error, registered } = useRegisteredField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => <Textarea {...ids} {...textarea} className={textareaClassName} {...registered} />}
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = FieldFrame & {
  name: string;
  /** Values and their visible labels; a plain string is both. */
  options: readonly (string | SelectOption)[];
  /** A first option with an empty value, e.g. "Select a goal". */
  placeholder?: string;
} & Omit<ComponentProps<"select">, "name" | "children" | "value" | "defaultValue">;

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const { getValues } = useFormContext();
  const { error, registered } = useRegisteredField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => (
        // The form's value as the initially selected option: where the DOM lacks `defaultSelected` (happy-dom),
        // react-hook-form would otherwise read the first option back as if the user had chosen it.
        <Select {...ids} {...select} defaultValue={getValues(name)} {...registered}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}

type CheckboxFieldProps = { name: string; label: ReactNode; className?: string };

export function CheckboxField({ name, label, className }: CheckboxFieldProps) {
  const id = useId();
  const { registered } = useRegisteredField(name);
  return (
    <div className={className ?? "flex items-center gap-2"}>
      <input
        id={id}
        type="checkbox"
        {...registered}
        className="size-4 rounded border-slate-300 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

/**
 * The field components with `name` checked against the form's values, e.g.
 * `const { TextField } = fieldsFor<GoalFormValues>()`.
 */
export function fieldsFor<V extends FieldValues>() {
  type Named<P> = Omit<P, "name"> & { name: Path<V> };
  return {
    TextField: TextField as (props: Named<TextFieldProps>) => ReactNode,
    NumberField: NumberField as (props: Named<NumberFieldProps>) => ReactNode,
    TextareaField: TextareaField as (props: Named<TextareaFieldProps>) => ReactNode,
    SelectField: SelectField as (props: Named<SelectFieldProps>) => ReactNode,
    CheckboxField: CheckboxField as (props: Named<CheckboxFieldProps>) => ReactNode,
  };
}
