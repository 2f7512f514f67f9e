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
import { type FormEvent, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { serverErrorMessage } from "../../lib/trpc";
import { formatNumber, PROGRESS_STATUS_TONE } from "./format";
import { useRecordProgress } from "./use-goal-mutations";

type FormValues = { goalId: string; reportingPeriod: string; actualValue: string; notes: string };

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
  const [values, setValues] = useState<FormValues>({
    goalId: String(goalId),
    reportingPeriod: "",
    actualValue: "",
    notes: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const record = useRecordProgress(onClose);
  const goal = goals.find((g) => String(g.id) === values.goalId);
  const actual = parseNumberField(values.actualValue);
  const preview =
    goal && actual !== undefined && Number.isFinite(actual) ? goalProgressPercentage(goal, actual) : null;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const parsed = goalProgressInputSchema.safeParse({
      goalId: values.goalId === "" ? undefined : Number(values.goalId),
      reportingPeriod: values.reportingPeriod,
      actualValue: actual,
      notes: values.notes,
      // Sent as the spec's payload has it; the server recomputes and stores its own value.
      ...(preview === null ? {} : { progressPercentage: preview }),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await record.mutateAsync(parsed.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(serverErrorMessage(error) ?? "The progress could not be recorded. Please try again.");
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Goal" required error={errors.goalId}>
        {(ids) => (
          <Select {...ids} value={values.goalId} onChange={(e) => set("goalId", e.target.value)}>
            {goals.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {goal ? (
        <p className="text-xs text-slate-500">
          Current value {formatNumber(goal.currentValue)} {goal.unit} · target{" "}
          {formatNumber(goal.targetValue)} {goal.unit}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Reporting Period" required error={errors.reportingPeriod}>
          {(ids) => (
            <Input
              {...ids}
              value={values.reportingPeriod}
              maxLength={GOAL_PERIOD_MAX}
              placeholder="e.g. 2024-Q1"
              onChange={(e) => set("reportingPeriod", e.target.value)}
            />
          )}
        </Field>
        <Field
          label={goal ? `Actual Value (${goal.unit})` : "Actual Value"}
          required
          error={errors.actualValue}
        >
          {(ids) => (
            <Input
              {...ids}
              type="number"
              inputMode="decimal"
              step="any"
              value={values.actualValue}
              onChange={(e) => set("actualValue", e.target.value)}
            />
          )}
        </Field>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        Progress towards target: <span className="font-semibold text-slate-900">{preview ?? 0}%</span>
        {preview !== null ? (
          <Badge tone={PROGRESS_STATUS_TONE[goalProgressStatus(preview)]}>
            {GOAL_PROGRESS_STATUS_LABELS[goalProgressStatus(preview)]}
          </Badge>
        ) : null}
      </p>
      <Field label="Notes" error={errors.notes}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            value={values.notes}
            maxLength={GOAL_NOTES_MAX}
            placeholder="What changed in this period (optional)"
            onChange={(e) => set("notes", e.target.value)}
          />
        )}
      </Field>
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending} aria-busy={record.isPending}>
          {record.isPending ? "Recording..." : "Record Progress"}
        </Button>
      </div>
    </form>
  );
}
