import {
  type EsgGoal,
  GOAL_NOTES_MAX,
  GOAL_PERIOD_MAX,
  GOAL_PROGRESS_STATUS_LABELS,
  goalProgressInputSchema,
  goalProgressPercentage,
  goalProgressStatus,
  parseNumberField,
} from "@esg/domain";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { FORM_ERROR_KEY, useSchemaForm } from "../../components/form/use-schema-form";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { serverErrorMessage } from "../../lib/trpc";
import { formatNumber, PROGRESS_STATUS_TONE } from "./format";
import { useRecordProgress } from "./use-goal-mutations";

type ProgressFormValues = { goalId: string; reportingPeriod: string; actualValue: string; notes: string };

const { TextField, NumberField, TextareaField, SelectField } = fieldsFor<ProgressFormValues>();

/** The percentage the server will compute, or null until the goal and a number are given. */
function previewPercentage(goal: EsgGoal | undefined, actualValue: string): number | null {
  const actual = parseNumberField(actualValue);
  return goal && actual !== undefined && Number.isFinite(actual)
    ? goalProgressPercentage(goal, actual)
    : null;
}

/**
 * The Update Goal Progress dialog (spec §2, §5): reporting period and actual value required, notes optional.
 * `goalId` null means closed. Only active goals take progress.
 */
export function UpdateProgressDialog({
  goals,
  goalId,
  onClose,
}: {
  goals: readonly EsgGoal[];
  goalId: number | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={goalId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Update Goal Progress"
      description="Record the actual value for a reporting period."
    >
      {goalId !== null ? (
        <ProgressForm
          key={goalId}
          goals={goals.filter((g) => g.status === "active")}
          goalId={goalId}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function ProgressForm({
  goals,
  goalId,
  onClose,
}: {
  goals: readonly EsgGoal[];
  goalId: number;
  onClose: () => void;
}) {
  const goalOf = (id: string) => goals.find((g) => String(g.id) === id);
  const form = useSchemaForm({
    defaultValues: { goalId: String(goalId), reportingPeriod: "", actualValue: "", notes: "" },
    schema: goalProgressInputSchema,
    toInput: (v: ProgressFormValues) => {
      const preview = previewPercentage(goalOf(v.goalId), v.actualValue);
      return {
        ...v,
        goalId: v.goalId === "" ? undefined : Number(v.goalId),
        actualValue: parseNumberField(v.actualValue),
        // Sent as the spec's payload has it; the server recomputes and stores its own value.
        ...(preview === null ? {} : { progressPercentage: preview }),
      };
    },
  });
  const record = useRecordProgress(onClose);
  const [selectedId, actualValue] = useWatch({ control: form.control, name: ["goalId", "actualValue"] });
  const goal = goalOf(selectedId);
  const preview = previewPercentage(goal, actualValue);

  // The refusal is about what was sent: any edit makes it stale.
  const { watch, clearErrors } = form;
  useEffect(() => watch(() => clearErrors(FORM_ERROR_KEY)).unsubscribe, [watch, clearErrors]);

  return (
    <SchemaForm
      form={form}
      onSubmit={(input) => record.mutateAsync(input)}
      failureMessage={(error) =>
        serverErrorMessage(error) ?? "The progress could not be recorded. Please try again."
      }
    >
      <SelectField
        name="goalId"
        label="Goal"
        required
        options={goals.map((g) => ({ value: String(g.id), label: g.title }))}
      />
      {goal ? (
        <p className="text-xs text-slate-500">
          Current value {formatNumber(goal.currentValue)} {goal.unit} · target{" "}
          {formatNumber(goal.targetValue)} {goal.unit}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="reportingPeriod"
          label="Reporting Period"
          required
          maxLength={GOAL_PERIOD_MAX}
          placeholder="e.g. 2024-Q1"
        />
        <NumberField
          name="actualValue"
          label={goal ? `Actual Value (${goal.unit})` : "Actual Value"}
          required
        />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        Progress towards target: <span className="font-semibold text-slate-900">{preview ?? 0}%</span>
        {preview !== null ? (
          <Badge tone={PROGRESS_STATUS_TONE[goalProgressStatus(preview)]}>
            {GOAL_PROGRESS_STATUS_LABELS[goalProgressStatus(preview)]}
          </Badge>
        ) : null}
      </p>
      <TextareaField
        name="notes"
        label="Notes"
        rows={3}
        maxLength={GOAL_NOTES_MAX}
        placeholder="What changed in this period (optional)"
      />
      <FormError className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800" />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending} aria-busy={record.isPending}>
          {record.isPending ? "Recording..." : "Record Progress"}
        </Button>
      </div>
    </SchemaForm>
  );
}
