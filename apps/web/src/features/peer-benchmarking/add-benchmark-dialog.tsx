import {
  BENCHMARK_DIRECTION_LABELS,
  BENCHMARK_DIRECTIONS,
  BENCHMARK_YEAR_MAX,
  BENCHMARK_YEAR_MIN,
  type BenchmarkDirection,
  benchmarkCategory,
  benchmarkDirection,
  benchmarkInputSchema,
  benchmarkPercentile,
  CATEGORY_KEYWORDS,
  DEFAULT_INDUSTRY,
  DEFAULT_REGION,
  INDUSTRIES,
  metricLabel,
  ordinal,
  parseNumberField,
  percentileLabel,
  REGIONS,
  standardMetricDirection,
} from "@esg/domain";
import { useId } from "react";
import { useController } from "react-hook-form";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Select } from "../../components/ui/form-controls";
import { useAddBenchmark } from "./use-add-benchmark";

type BenchmarkFormValues = {
  metric: string;
  unit: string;
  value: string;
  industryAverage: string;
  topQuartile: string;
  year: string;
  industry: string;
  region: string;
  dataSource: string;
  /** Chosen for a custom metric; a standard metric's own direction overrides it. */
  direction: BenchmarkDirection;
};

const { TextField, NumberField, SelectField } = fieldsFor<BenchmarkFormValues>();

const initialValues = (): BenchmarkFormValues => ({
  metric: "",
  unit: "",
  value: "",
  industryAverage: "",
  topQuartile: "",
  year: String(new Date().getFullYear()),
  industry: DEFAULT_INDUSTRY,
  region: DEFAULT_REGION,
  dataSource: "",
  direction: "higher",
});

const SUGGESTED_METRICS = Object.values(CATEGORY_KEYWORDS).flat();

/** Spec §5: numbers are parsed as decimals, empty becomes 0. */
function toInput(v: BenchmarkFormValues) {
  return {
    ...v,
    value: parseNumberField(v.value) ?? 0,
    industryAverage: parseNumberField(v.industryAverage) ?? 0,
    topQuartile: parseNumberField(v.topQuartile) ?? 0,
    year: parseNumberField(v.year) ?? 0,
    direction: benchmarkDirection(v),
  };
}

/** The 'Add Benchmark' dialog (spec §2, §5), validated with the API's own schema before sending. */
export function AddBenchmarkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Add Benchmark"
      description="Record one of your metrics with the industry reference values to compare against."
      className="max-w-2xl"
    >
      {open ? <BenchmarkForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function BenchmarkForm({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm({ defaultValues: initialValues(), schema: benchmarkInputSchema, toInput });
  const chosenDirection = useController({ control: form.control, name: "direction" });
  const { add, isPending } = useAddBenchmark(onClose);
  const listId = useId();
  const values = form.watch();
  const draft = benchmarkInputSchema.safeParse(toInput(values));
  const standardDirection = standardMetricDirection(values.metric);
  const direction = benchmarkDirection(values);
  const preview = draft.success ? benchmarkPercentile(draft.data) : null;

  return (
    <SchemaForm
      form={form}
      // Spec §7 sends the percentile too; the server recomputes it.
      onSubmit={(input) => add({ ...input, percentile: benchmarkPercentile(input) })}
      failureMessage="The benchmark could not be saved. Please try again."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="metric"
          label="Metric"
          required
          hint={values.metric.trim() ? `Category: ${benchmarkCategory(values.metric)}` : undefined}
          list={listId}
          maxLength={100}
          placeholder="e.g., carbon_intensity"
        />
        <datalist id={listId}>
          {SUGGESTED_METRICS.map((m) => (
            <option key={m} value={m} />
          ))}
        </datalist>
        <TextField name="unit" label="Unit" required maxLength={40} placeholder="e.g., tCO2e/£m revenue" />
        <Field
          label="Better When"
          error={chosenDirection.fieldState.error?.message}
          hint={
            standardDirection
              ? `Standard metric: ${metricLabel(values.metric.trim())} is better when ${standardDirection}`
              : "Choose how this metric ranks"
          }
        >
          {(ids) => (
            // Controlled: it shows a standard metric's own direction while keeping the one chosen for custom.
            <Select
              {...ids}
              ref={chosenDirection.field.ref}
              name={chosenDirection.field.name}
              onBlur={chosenDirection.field.onBlur}
              value={direction}
              disabled={standardDirection !== null}
              onChange={(e) => {
                chosenDirection.field.onChange(e.target.value);
                form.clearErrors("direction");
              }}
            >
              {BENCHMARK_DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {BENCHMARK_DIRECTION_LABELS[d]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <NumberField
          name="value"
          label="Your Value"
          required
          hint={direction === "lower" ? "Lower values rank higher" : "Higher values rank higher"}
          min={0}
        />
        <NumberField
          name="year"
          label="Year"
          required
          integer
          min={BENCHMARK_YEAR_MIN}
          max={BENCHMARK_YEAR_MAX}
        />
        <NumberField name="industryAverage" label="Industry Average" required min={0} />
        <NumberField
          name="topQuartile"
          label="Top Quartile"
          required
          hint={direction === "lower" ? "At most the industry average" : "At least the industry average"}
          min={0}
        />
        <SelectField name="industry" label="Industry" options={INDUSTRIES} />
        <SelectField name="region" label="Region" options={REGIONS} />
      </div>
      <TextField
        name="dataSource"
        label="Data Source"
        maxLength={200}
        placeholder="e.g., CDP 2025 sector responses"
      />
      <p aria-live="polite" className="text-sm text-slate-600">
        {preview === null
          ? "Enter your value, the industry average and the top quartile to see your percentile."
          : `Estimated position: ${ordinal(preview)} percentile (${percentileLabel(preview)})`}
      </p>
      <FormError />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          Add Benchmark
        </Button>
      </div>
    </SchemaForm>
  );
}
