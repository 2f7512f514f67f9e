import {
  CONSOLIDATION_APPROACHES,
  type ConsolidationApproach,
  type ReportingSettings,
  reportingSettingsSchema,
} from "@esg/domain";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Field, Input, Select } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { serverErrorMessage } from "../../lib/trpc";
import { CONSOLIDATION_LABELS, MONTHS } from "./reporting-settings-labels";
import { useSaveReportingSettings } from "./use-reporting-settings";

type FormValues = {
  fiscalYearStartMonth: string;
  baseYear: string;
  deriveCategory3: boolean;
  consolidationApproach: ConsolidationApproach;
};

const toValues = (s: ReportingSettings): FormValues => ({
  fiscalYearStartMonth: String(s.fiscalYearStartMonth),
  baseYear: s.baseYear === null ? "" : String(s.baseYear),
  deriveCategory3: s.category3Policy === "derive",
  consolidationApproach: s.consolidationApproach,
});

/** Blank base year = none; anything else goes to the domain schema as a number (it names the mistake). */
const toInput = (v: FormValues) => ({
  fiscalYearStartMonth: Number(v.fiscalYearStartMonth),
  baseYear: v.baseYear.trim() === "" ? null : Number(v.baseYear),
  category3Policy: v.deriveCategory3 ? "derive" : "off",
  consolidationApproach: v.consolidationApproach,
});

/** The reporting-settings form, checked with the API's own schema before sending. */
export function ReportingSettingsForm({
  initial,
  onClose,
  readOnly = false,
}: {
  initial: ReportingSettings;
  onClose: () => void;
  /** Roles other than admin see the settings but cannot save them (issue 16). */
  readOnly?: boolean;
}) {
  const [values, setValues] = useState<FormValues>(() => toValues(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { save, isPending } = useSaveReportingSettings(onClose);
  const category3Id = useId();

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field = key === "deriveCategory3" ? "category3Policy" : key;
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (readOnly) return;
    const parsed = reportingSettingsSchema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await save(parsed.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(serverErrorMessage(error) ?? "The settings could not be saved. Try again.");
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {/* A disabled fieldset disables every control in it at once. */}
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <Field
          label="Fiscal year starts in"
          hint="A reporting year is named after the calendar year in which it ends."
          error={errors.fiscalYearStartMonth}
        >
          {(ids) => (
            <Select
              {...ids}
              value={values.fiscalYearStartMonth}
              onChange={(e) => set("fiscalYearStartMonth", e.target.value)}
            >
              {MONTHS.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Base year" hint="Leave blank for no base year." error={errors.baseYear}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              inputMode="numeric"
              placeholder="None"
              value={values.baseYear}
              onChange={(e) => set("baseYear", e.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-2">
            <input
              id={category3Id}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              checked={values.deriveCategory3}
              aria-describedby={`${category3Id}-hint`}
              aria-invalid={errors.category3Policy ? true : undefined}
              onChange={(e) => set("deriveCategory3", e.target.checked)}
            />
            <label htmlFor={category3Id} className="text-sm font-medium text-slate-800">
              Derive category 3 from energy rows
            </label>
          </div>
          <p id={`${category3Id}-hint`} className="pl-6 text-xs text-slate-500">
            Every fuel and electricity row also yields its well-to-tank and transmission-and-distribution-loss
            emissions (Scope 3 category 3) from the same factor set.
          </p>
          {errors.category3Policy ? (
            <p role="alert" className="pl-6 text-xs text-red-700">
              {errors.category3Policy}
            </p>
          ) : null}
        </div>
        <Field label="Consolidation approach" error={errors.consolidationApproach}>
          {(ids) => (
            <Select
              {...ids}
              value={values.consolidationApproach}
              onChange={(e) => set("consolidationApproach", e.target.value as ConsolidationApproach)}
            >
              {CONSOLIDATION_APPROACHES.map((a) => (
                <option key={a} value={a}>
                  {CONSOLIDATION_LABELS[a]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </fieldset>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {readOnly ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? "Saving..." : "Save settings"}
          </Button>
        </div>
      )}
    </form>
  );
}
