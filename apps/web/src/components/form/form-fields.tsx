import type { ComponentProps, ReactNode } from "react";
import { useId } from "react";
import { type FieldValues, get, type Path, useFormContext, useFormState, useWatch } from "react-hook-form";
import { cn } from "../../lib/cn";
import { Field, Input, Select, Textarea } from "../ui/form-controls";

type FieldFrame = {
  label: string;
  required?: boolean;
  hint?: string;
  /** Classes of the whole field (label, control, hint and message). */
  className?: string;
  /** Classes of the control alone, e.g. a narrower input or upper-case codes. */
  controlClassName?: string;
};

/**
 * Registers a control under `name`: its value lives in the form, its message is the schema's, and editing it
 * clears that message (the dialogs' behaviour before the form library). Exported for a control the components
 * below do not cover (a password with a Show button, a checkbox with a hint).
 */
export function useRegisteredField(name: string) {
  const { register, clearErrors } = useFormContext();
  const { errors } = useFormState({ name });
  const error: string | undefined = (get(errors, name) as { message?: string } | undefined)?.message;
  return { error, registered: register(name, { onChange: () => clearErrors(name) }) };
}

type InputProps = FieldFrame & { name: string } & Omit<ComponentProps<"input">, "name" | "type">;

type TextFieldProps = InputProps & {
  /**
   * Text by default; a date, e-mail, phone or web address gets the browser's own control or keypad, a password
   * is masked.
   */
  type?: "text" | "date" | "email" | "tel" | "url" | "password";
};

export function TextField({
  name,
  label,
  required,
  hint,
  className,
  controlClassName,
  ...input
}: TextFieldProps) {
  const { error, registered } = useRegisteredField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => <Input {...ids} {...input} {...registered} className={controlClassName} />}
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
  const { name, label, required, hint, className, controlClassName, ...input } = props;
  const { error, registered } = useRegisteredField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => (
        <Input {...ids} type="number" {...keypad} {...input} {...registered} className={controlClassName} />
      )}
    </Field>
  );
}

type TextareaFieldProps = FieldFrame & {
  name: string;
  /** Classes of the textarea itself (`className` is the field's), e.g. a monospace font for JSON. */
  controlClassName?: string;
} & Omit<ComponentProps<"textarea">, "name" | "className">;

export function TextareaField({
  name,
  label,
  required,
  hint,
  className,
  controlClassName,
  ...textarea
}: TextareaFieldProps) {
  const { error, registered } = useRegisteredField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => <Textarea {...ids} {...textarea} {...registered} className={controlClassName} />}
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
  controlClassName,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const { getValues } = useFormContext();
  const { error, registered } = useRegisteredField(name);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(ids) => (
        <Select
          {...ids}
          // The default option is marked selected too: in a DOM without `select.size` and
          // `option.defaultSelected` (happy-dom), react-hook-form otherwise takes the first option for an edit.
          defaultValue={getValues(name)}
          {...select}
          {...registered}
          className={controlClassName}
        >
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

export type RadioCardOption = { value: string; label: string; description: string };

type RadioCardsFieldProps = { name: string; legend: string; options: readonly RadioCardOption[] };

/** A choice of a few options, each a card with its label and what it means (a token's scope, a role). */
export function RadioCardsField({ name, legend, options }: RadioCardsFieldProps) {
  const id = useId();
  const { error, registered } = useRegisteredField(name);
  const chosen: unknown = useWatch({ name });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <label
            key={option.value}
            htmlFor={optionId}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors",
              chosen === option.value ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:bg-slate-50",
            )}
          >
            <input
              id={optionId}
              type="radio"
              value={option.value}
              {...registered}
              aria-describedby={`${optionId}-description`}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{option.label}</span>
              <span id={`${optionId}-description`} className="block text-xs text-slate-600">
                {option.description}
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
    RadioCardsField: RadioCardsField as (props: Named<RadioCardsFieldProps>) => ReactNode,
  };
}
