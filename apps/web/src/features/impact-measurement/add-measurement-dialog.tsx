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
import { fieldsFor } from "../../components/form/form-fields";
import { SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
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

const { TextField, NumberField, TextareaField, SelectField } = fieldsFor<MeasurementFormValues>();

const VERIFICATION_OPTIONS = VERIFICATION_STATUSES.map((s) => ({
  value: s,
  label: VERIFICATION_STATUS_LABELS[s],
}));

/** Optional numbers: blank → null. Optional text is trimmed (blank → null) by the schema. */
function toInput(v: MeasurementFormValues) {
  return {
    ...v,
    value: parseNumberField(v.value),
    baseline: parseNumberField(v.baseline) ?? null,
    target: parseNumberField(v.target) ?? null,
    beneficiaries: parseNumberField(v.beneficiaries) ?? null,
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
  const form = useSchemaForm({
    defaultValues: { ...EMPTY, ...initial },
    schema: impactMeasurementInputSchema,
    toInput,
  });
  const add = useAddMeasurement(onClose);

  return (
    <SchemaForm form={form} onSubmit={(input) => add.mutateAsync(input)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="category" label="Category" required options={IMPACT_CATEGORIES} />
        <TextField
          name="metric"
          label="Metric"
          required
          maxLength={IMPACT_TEXT_MAX}
          placeholder="e.g. Waste diverted from landfill"
        />
      </div>
      <TextareaField
        name="description"
        label="Description"
        required
        rows={2}
        maxLength={IMPACT_DESCRIPTION_MAX}
        placeholder="What was measured and why it matters"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="value" label="Value" required />
        <TextField name="unit" label="Unit" required maxLength={IMPACT_UNIT_MAX} placeholder="e.g. tonnes" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField name="baseline" label="Baseline" />
        <NumberField name="target" label="Target" />
        <TextField name="targetDate" label="Target Date" type="date" />
      </div>
      <TextareaField
        name="methodology"
        label="Methodology"
        rows={2}
        maxLength={IMPACT_DESCRIPTION_MAX}
        placeholder="How the value was calculated"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="verificationStatus" label="Verification Status" options={VERIFICATION_OPTIONS} />
        <TextField
          name="dataSource"
          label="Data Source"
          maxLength={IMPACT_TEXT_MAX}
          placeholder="e.g. Waste transfer notes"
        />
        <NumberField name="beneficiaries" label="Beneficiaries" step="1" />
        <TextField
          name="geographicScope"
          label="Geographic Scope"
          maxLength={IMPACT_TEXT_MAX}
          placeholder="e.g. Sheffield, UK"
        />
        <TextField
          name="reportingPeriod"
          label="Reporting Period"
          maxLength={IMPACT_PERIOD_MAX}
          placeholder="e.g. FY2025"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? "Adding..." : "Add Measurement"}
        </Button>
      </div>
    </SchemaForm>
  );
}
