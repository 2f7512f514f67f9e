import {
  createGoalInputSchema,
  defaultGoalYears,
  GOAL_CATEGORIES,
  GOAL_DESCRIPTION_MAX,
  GOAL_TARGET_TYPE_LABELS,
  GOAL_TARGET_TYPES,
  GOAL_TITLE_MAX,
  GOAL_UNIT_MAX,
  parseGoalValueField,
  parseIntegerField,
} from "@esg/domain";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { useCreateGoal } from "./use-goal-mutations";

type FormValues = {
  title: string;
  description: string;
  category: string;
  targetType: string;
  currentValue: string;
  targetValue: string;
  unit: string;
  baselineYear: string;
  targetYear: string;
  isScenceBased: boolean;
};

function initialValues(now: Date): FormValues {
  const years = defaultGoalYears(now);
  return {
    title: "",
    description: "",
    category: "Environmental",
    targetType: "absolute",
    currentValue: "",
    targetValue: "",
    unit: "",
    baselineYear: String(years.baselineYear),
    targetYear: String(years.targetYear),
    isScenceBased: false,
  };
}

/** Spec §5: values fall back to 0 (decimals kept, issue 20); years are whole, falling back to this year and + 5. */
function toPayload(v: FormValues, now: Date) {
  const years = defaultGoalYears(now);
  return {
    title: v.title,
    description: v.description,
    category: v.category,
    targetType: v.targetType,
    currentValue: parseGoalValueField(v.currentValue, 0),
    targetValue: parseGoalValueField(v.targetValue, 0),
    unit: v.unit,
    baselineYear: parseIntegerField(v.baselineYear, years.baselineYear),
    targetYear: parseIntegerField(v.targetYear, years.targetYear),
    isScenceBased: v.isScenceBased,
  };
}

/** The Create Goal dialog (spec §2, §5, §8), validated with the API's own schema before sending. */
export function CreateGoalDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Goal"
      description="Set a measurable ESG target with its baseline and deadline."
      className="max-w-2xl"
    >
      {open ? <CreateGoalForm onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CreateGoalForm({ onClose }: { onClose: () => void }) {
  const [now] = useState(() => new Date());
  const [values, setValues] = useState<FormValues>(() => initialValues(now));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateGoal(onClose);
  const scienceId = useId();

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createGoalInputSchema.safeParse(toPayload(values, now));
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
    } catch (error) {
      // The failure toast comes from the mutation; the server's field issues land here.
      setErrors(serverFieldErrors(error) ?? {});
    }
  };

  const text = (key: "title" | "unit", label: string, max: number, placeholder: string) => (
    <Field label={label} required error={errors[key]}>
      {(ids) => (
        <Input
          {...ids}
          value={values[key]}
          maxLength={max}
          placeholder={placeholder}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  const numeric = (
    key: "currentValue" | "targetValue" | "baselineYear" | "targetYear",
    label: string,
    placeholder?: string,
  ) => (
    <Field label={label} required error={errors[key]}>
      {(ids) => (
        <Input
          {...ids}
          type="number"
          {...(key === "baselineYear" || key === "targetYear"
            ? { inputMode: "numeric" as const, step: 1 }
            : { inputMode: "decimal" as const, step: "any" })}
          value={values[key]}
          placeholder={placeholder}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {text("title", "Goal Title", GOAL_TITLE_MAX, "e.g. Cut Scope 1 & 2 emissions 42% by 2030")}
      <Field label="Description" required error={errors.description}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            value={values.description}
            maxLength={GOAL_DESCRIPTION_MAX}
            placeholder="What the goal covers and how it will be met"
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" required error={errors.category}>
          {(ids) => (
            <Select {...ids} value={values.category} onChange={(e) => set("category", e.target.value)}>
              {GOAL_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Target Type" required error={errors.targetType}>
          {(ids) => (
            <Select {...ids} value={values.targetType} onChange={(e) => set("targetType", e.target.value)}>
              {GOAL_TARGET_TYPES.map((t) => (
                <option key={t} value={t}>
                  {GOAL_TARGET_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {numeric("currentValue", "Current Value", "e.g. 1650")}
        {numeric("targetValue", "Target Value", "e.g. 957")}
        {text("unit", "Unit", GOAL_UNIT_MAX, "e.g. tCO2e")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {numeric("baselineYear", "Baseline Year")}
        {numeric("targetYear", "Target Year")}
      </div>
      <div className="flex items-center gap-2">
        <input
          id={scienceId}
          type="checkbox"
          checked={values.isScenceBased}
          onChange={(e) => set("isScenceBased", e.target.checked)}
          className="size-4 rounded border-slate-300 accent-brand-700"
        />
        <label htmlFor={scienceId} className="text-sm text-slate-800">
          Science-based target (aligned with SBTi criteria)
        </label>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? "Creating..." : "Create Goal"}
        </Button>
      </div>
    </form>
  );
}
