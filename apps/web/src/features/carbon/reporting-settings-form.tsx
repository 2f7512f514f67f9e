import {
  CONSOLIDATION_APPROACHES,
  type ConsolidationApproach,
  GWP_BASES,
  type GwpBasis,
  parseNumberField,
  type ReportingSettings,
  reportingSettingsSchema,
} from "@esg/domain";
import { type ReactNode, useId } from "react";
import { fieldsFor, useRegisteredField } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { serverErrorMessage } from "../../lib/trpc";
import { CONSOLIDATION_LABELS, GWP_BASIS_LABELS, MONTHS } from "./reporting-settings-labels";
import { useSaveReportingSettings } from "./use-reporting-settings";

type SettingsFormValues = {
  fiscalYearStartMonth: string;
  baseYear: string;
  deriveCategory3: boolean;
  consolidationApproach: ConsolidationApproach;
  requireApproval: boolean;
  gwpBasis: GwpBasis;
};

const { SelectField, NumberField } = fieldsFor<SettingsFormValues>();

const MONTH_OPTIONS = MONTHS.map((name, i) => ({ value: String(i + 1), label: name }));
const APPROACH_OPTIONS = CONSOLIDATION_APPROACHES.map((a) => ({ value: a, label: CONSOLIDATION_LABELS[a] }));
const GWP_OPTIONS = GWP_BASES.map((b) => ({ value: b, label: GWP_BASIS_LABELS[b] }));

const toValues = (s: ReportingSettings): SettingsFormValues => ({
  fiscalYearStartMonth: String(s.fiscalYearStartMonth),
  baseYear: s.baseYear === null ? "" : String(s.baseYear),
  deriveCategory3: s.category3Policy === "derive",
  consolidationApproach: s.consolidationApproach,
  requireApproval: s.requireApproval,
  gwpBasis: s.gwpBasis,
});

/** Blank base year = none; a fraction is kept so that the schema names the mistake. */
const toInput = (v: SettingsFormValues) => ({
  fiscalYearStartMonth: Number(v.fiscalYearStartMonth),
  baseYear: parseNumberField(v.baseYear) ?? null,
  category3Policy: v.deriveCategory3 ? "derive" : "off",
  consolidationApproach: v.consolidationApproach,
  requireApproval: v.requireApproval,
  gwpBasis: v.gwpBasis,
});

/** The reporting-settings form, checked with the API's own schema before sending. */
export function ReportingSettingsForm({
  initial,
  onClose,
  readOnly = false,
}: {
  initial: ReportingSettings;
  onClose: () => void;
  /** Roles other than admin see the settings but cannot save them. */
  readOnly?: boolean;
}) {
  const form = useSchemaForm({
    defaultValues: toValues(initial),
    schema: reportingSettingsSchema,
    toInput,
    errorKey: (key) => (key === "category3Policy" ? "deriveCategory3" : key),
  });
  const { save, isPending } = useSaveReportingSettings(onClose);

  return (
    <SchemaForm
      form={form}
      onSubmit={async (input) => {
        if (!readOnly) await save(input);
      }}
      failureMessage={(error) => serverErrorMessage(error) ?? "The settings could not be saved. Try again."}
    >
      {/* A disabled fieldset disables every control in it at once. */}
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <SelectField
          name="fiscalYearStartMonth"
          label="Fiscal year starts in"
          hint="A reporting year is named after the calendar year in which it ends."
          options={MONTH_OPTIONS}
        />
        <NumberField
          name="baseYear"
          label="Base year"
          hint="Leave blank for no base year."
          integer
          placeholder="None"
        />
        <HintedCheckbox name="deriveCategory3" label="Derive category 3 from energy rows">
          Every fuel and electricity row also yields its well-to-tank and transmission-and-distribution-loss
          emissions (Scope 3 category 3) from the same factor set.
        </HintedCheckbox>
        <SelectField name="consolidationApproach" label="Consolidation approach" options={APPROACH_OPTIONS} />
        <SelectField
          name="gwpBasis"
          label="Global warming potentials"
          hint="Applied to refrigerant leaks and to fuels and electricity whose factor source gives the split by gas, in new uploads and recalculated years; factors published in CO2e only keep AR5."
          options={GWP_OPTIONS}
        />
        <HintedCheckbox name="requireApproval" label="Require approval of new uploads">
          New uploads count in no total until an admin other than the uploader approves them.
        </HintedCheckbox>
      </fieldset>
      <FormError boxed />
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
    </SchemaForm>
  );
}

/** A checkbox with a hint under it, which the shared CheckboxField does not have. */
function HintedCheckbox({
  name,
  label,
  children,
}: {
  name: "deriveCategory3" | "requireApproval";
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const { error, registered } = useRegisteredField(name);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          {...registered}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className="pl-6 text-xs text-slate-500">
        {children}
      </p>
      {error ? (
        <p role="alert" className="pl-6 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
