import {
  createGoalInputSchema,
  defaultGoalYears,
  GOAL_CATEGORIES,
  GOAL_DESCRIPTION_MAX,
  GOAL_TARGET_TYPE_LABELS,
  GOAL_TARGET_TYPES,
  GOAL_TITLE_MAX,
  GOAL_UNIT_MAX,
  parseNumberField,
} from "@esg/domain";
import { useState } from "react";
import { fieldsFor } from "../../components/form/form-fields";
import { SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useCreateGoal } from "./use-goal-mutations";

type GoalFormValues = {
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

const { TextField, TextareaField, NumberField, SelectField, CheckboxField } = fieldsFor<GoalFormValues>();

const TARGET_TYPE_OPTIONS = GOAL_TARGET_TYPES.map((t) => ({ value: t, label: GOAL_TARGET_TYPE_LABELS[t] }));

function initialValues(now: Date): GoalFormValues {
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

/** Spec §5: values fall back to 0 (decimals kept); years are whole, falling back to this year and + 5. */
function toInput(v: GoalFormValues, now: Date) {
  const years = defaultGoalYears(now);
  return {
    ...v,
    currentValue: parseNumberField(v.currentValue, { fallback: 0 }),
    targetValue: parseNumberField(v.targetValue, { fallback: 0 }),
    baselineYear: parseNumberField(v.baselineYear, { integer: true, fallback: years.baselineYear }),
    targetYear: parseNumberField(v.targetYear, { integer: true, fallback: years.targetYear }),
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
  const form = useSchemaForm({
    defaultValues: initialValues(now),
    schema: createGoalInputSchema,
    toInput: (v) => toInput(v, now),
  });
  const create = useCreateGoal(onClose);

  return (
    <SchemaForm form={form} onSubmit={(input) => create.mutateAsync(input)}>
      <TextField
        name="title"
        label="Goal Title"
        required
        maxLength={GOAL_TITLE_MAX}
        placeholder="e.g. Cut Scope 1 & 2 emissions 42% by 2030"
      />
      <TextareaField
        name="description"
        label="Description"
        required
        rows={3}
        maxLength={GOAL_DESCRIPTION_MAX}
        placeholder="What the goal covers and how it will be met"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="category" label="Category" required options={GOAL_CATEGORIES} />
        <SelectField name="targetType" label="Target Type" required options={TARGET_TYPE_OPTIONS} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField name="currentValue" label="Current Value" required placeholder="e.g. 1650" />
        <NumberField name="targetValue" label="Target Value" required placeholder="e.g. 957" />
        <TextField name="unit" label="Unit" required maxLength={GOAL_UNIT_MAX} placeholder="e.g. tCO2e" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="baselineYear" label="Baseline Year" required integer />
        <NumberField name="targetYear" label="Target Year" required integer />
      </div>
      <CheckboxField name="isScenceBased" label="Science-based target (aligned with SBTi criteria)" />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? "Creating..." : "Create Goal"}
        </Button>
      </div>
    </SchemaForm>
  );
}
