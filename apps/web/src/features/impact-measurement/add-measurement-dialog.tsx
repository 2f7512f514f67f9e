import {
  IMPACT_CATEGORIES,
  IMPACT_DESCRIPTION_MAX,
  IMPACT_PERIOD_MAX,
  IMPACT_TEXT_MAX,
  IMPACT_UNIT_MAX,
  impactMeasurementInputSchema,
  parseNumberField,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
} from "@esg/domain";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { useAddMeasurement } from "./use-add-measurement";

export type MeasurementFormValues = {
  category: string;
  metric: string;
  description: string;
  value: string;
  unit: string;
  baseline: string;
  target: string;
  targetDate: string;
  methodology: string;
  verificationStatus: string;
  dataSource: string;
  beneficiaries: string;
  geographicScope: string;
  reportingPeriod: string;
};

const EMPTY: MeasurementFormValues = {
  category: "Environmental",
  metric: "",
  description: "",
  value: "",
  unit: "",
  baseline: "",
  target: "",
  targetDate: "",
  methodology: "",
  verificationStatus: "unverified",
  dataSource: "",
  beneficiaries: "",
  geographicScope: "",
  reportingPeriod: "",
};

/** Optional numbers: blank → null. Optional text is trimmed (blank → null) by the schema. */
const optionalNumber = (text: string) => (text.trim() === "" ? null : Number(text));

function toPayload(v: MeasurementFormValues) {
  return {
    ...v,
    value: parseNumberField(v.value),
    baseline: optionalNumber(v.baseline),
    target: optionalNumber(v.target),
    beneficiaries: optionalNumber(v.beneficiaries),
    // Spec §5: an empty target date is sent as null.
    targetDate: v.targetDate === "" ? null : v.targetDate,
  };
}

/** What the dialog opens with: empty, or prefilled from a suggested metric. */
export type AddMeasurementTarget = { initial?: Partial<MeasurementFormValues> };

/** The Add Measurement dialog (spec §2, §5, §8), validated with the API's own schema before sending. */
export function AddMeasurementDialog({
  target,
  onClose,
}: {
  target: AddMeasurementTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Add Impact Measurement"
      description="Record a measured outcome with its baseline, target and evidence."
      className="max-w-2xl"
    >
      {target ? <MeasurementForm initial={target.initial} onClose={onClose} /> : null}
    </Dialog>
  );
}

function MeasurementForm({
  initial,
  onClose,
}: {
  initial?: Partial<MeasurementFormValues>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<MeasurementFormValues>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddMeasurement(onClose);

  const set = (key: keyof MeasurementFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = impactMeasurementInputSchema.safeParse(toPayload(values));
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(parsed.data);
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
    }
  };

  const input = (
    key: keyof MeasurementFormValues,
    label: string,
    opts: {
      required?: boolean;
      max?: number;
      placeholder?: string;
      type?: "number" | "date";
      step?: string;
    } = {},
  ): ReactNode => (
    <Field label={label} required={opts.required} error={errors[key]}>
      {(ids) => (
        <Input
          {...ids}
          type={opts.type ?? "text"}
          step={opts.step}
          inputMode={opts.type === "number" ? "decimal" : undefined}
          maxLength={opts.max}
          placeholder={opts.placeholder}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  const textarea = (
    key: "description" | "methodology",
    label: string,
    required: boolean,
    placeholder: string,
  ) => (
    <Field label={label} required={required} error={errors[key]}>
      {(ids) => (
        <Textarea
          {...ids}
          rows={2}
          maxLength={IMPACT_DESCRIPTION_MAX}
          placeholder={placeholder}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" required error={errors.category}>
          {(ids) => (
            <Select {...ids} value={values.category} onChange={(e) => set("category", e.target.value)}>
              {IMPACT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {input("metric", "Metric", {
          required: true,
          max: IMPACT_TEXT_MAX,
          placeholder: "e.g. Waste diverted from landfill",
        })}
      </div>
      {textarea("description", "Description", true, "What was measured and why it matters")}
      <div className="grid gap-4 sm:grid-cols-2">
        {input("value", "Value", { required: true, type: "number", step: "any" })}
        {input("unit", "Unit", { required: true, max: IMPACT_UNIT_MAX, placeholder: "e.g. tonnes" })}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {input("baseline", "Baseline", { type: "number", step: "any" })}
        {input("target", "Target", { type: "number", step: "any" })}
        {input("targetDate", "Target Date", { type: "date" })}
      </div>
      {textarea("methodology", "Methodology", false, "How the value was calculated")}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Verification Status" error={errors.verificationStatus}>
          {(ids) => (
            <Select
              {...ids}
              value={values.verificationStatus}
              onChange={(e) => set("verificationStatus", e.target.value)}
            >
              {VERIFICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {VERIFICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {input("dataSource", "Data Source", {
          max: IMPACT_TEXT_MAX,
          placeholder: "e.g. Waste transfer notes",
        })}
        {input("beneficiaries", "Beneficiaries", { type: "number", step: "1" })}
        {input("geographicScope", "Geographic Scope", {
          max: IMPACT_TEXT_MAX,
          placeholder: "e.g. Sheffield, UK",
        })}
        {input("reportingPeriod", "Reporting Period", { max: IMPACT_PERIOD_MAX, placeholder: "e.g. FY2025" })}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? "Adding..." : "Add Measurement"}
        </Button>
      </div>
    </form>
  );
}
