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
  decimalField,
  INDUSTRIES,
  metricLabel,
  ordinal,
  percentileLabel,
  REGIONS,
  standardMetricDirection,
} from "@esg/domain";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { useAddBenchmark } from "./use-add-benchmark";

type FormValues = {
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

const initialValues = (): FormValues => ({
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
function toInput(v: FormValues) {
  return {
    metric: v.metric,
    unit: v.unit,
    value: decimalField(v.value),
    industryAverage: decimalField(v.industryAverage),
    topQuartile: decimalField(v.topQuartile),
    year: decimalField(v.year),
    industry: v.industry,
    region: v.region,
    dataSource: v.dataSource,
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
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const { add, isPending } = useAddBenchmark(onClose);
  const listId = useId();
  const draft = benchmarkInputSchema.safeParse(toInput(values));
  const standardDirection = standardMetricDirection(values.metric);
  const direction = benchmarkDirection(values);
  const preview = draft.success ? benchmarkPercentile(draft.data) : null;

  const set = (key: keyof FormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const bind = (key: keyof FormValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    if (!draft.success) {
      setErrors(fieldErrorsFrom(draft.error.issues));
      return;
    }
    setErrors({});
    try {
      // Spec §7 sends the percentile too; the server recomputes it.
      await add({ ...draft.data, percentile: benchmarkPercentile(draft.data) });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailed(true);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Metric"
          required
          error={errors.metric}
          hint={values.metric.trim() ? `Category: ${benchmarkCategory(values.metric)}` : undefined}
        >
          {(ids) => (
            <Input
              {...ids}
              list={listId}
              maxLength={100}
              placeholder="e.g., carbon_intensity"
              {...bind("metric")}
            />
          )}
        </Field>
        <datalist id={listId}>
          {SUGGESTED_METRICS.map((m) => (
            <option key={m} value={m} />
          ))}
        </datalist>
        <Field label="Unit" required error={errors.unit}>
          {(ids) => <Input {...ids} maxLength={40} placeholder="e.g., tCO2e/£m revenue" {...bind("unit")} />}
        </Field>
        <Field
          label="Better When"
          error={errors.direction}
          hint={
            standardDirection
              ? `Standard metric: ${metricLabel(values.metric.trim())} is better when ${standardDirection}`
              : "Choose how this metric ranks"
          }
        >
          {(ids) => (
            <Select
              {...ids}
              value={direction}
              disabled={standardDirection !== null}
              onChange={(e) => set("direction", e.target.value)}
            >
              {BENCHMARK_DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {BENCHMARK_DIRECTION_LABELS[d]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Your Value"
          required
          error={errors.value}
          hint={direction === "lower" ? "Lower values rank higher" : "Higher values rank higher"}
        >
          {(ids) => <Input {...ids} type="number" step="any" min={0} {...bind("value")} />}
        </Field>
        <Field label="Year" required error={errors.year}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              min={BENCHMARK_YEAR_MIN}
              max={BENCHMARK_YEAR_MAX}
              step={1}
              {...bind("year")}
            />
          )}
        </Field>
        <Field label="Industry Average" required error={errors.industryAverage}>
          {(ids) => <Input {...ids} type="number" step="any" min={0} {...bind("industryAverage")} />}
        </Field>
        <Field
          label="Top Quartile"
          required
          error={errors.topQuartile}
          hint={direction === "lower" ? "At most the industry average" : "At least the industry average"}
        >
          {(ids) => <Input {...ids} type="number" step="any" min={0} {...bind("topQuartile")} />}
        </Field>
        <Field label="Industry" error={errors.industry}>
          {(ids) => (
            <Select {...ids} {...bind("industry")}>
              {INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Region" error={errors.region}>
          {(ids) => (
            <Select {...ids} {...bind("region")}>
              {REGIONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="Data Source" error={errors.dataSource}>
        {(ids) => (
          <Input
            {...ids}
            maxLength={200}
            placeholder="e.g., CDP 2025 sector responses"
            {...bind("dataSource")}
          />
        )}
      </Field>
      <p aria-live="polite" className="text-sm text-slate-600">
        {preview === null
          ? "Enter your value, the industry average and the top quartile to see your percentile."
          : `Estimated position: ${ordinal(preview)} percentile (${percentileLabel(preview)})`}
      </p>
      {failed ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          The benchmark could not be saved. Please try again.
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          Add Benchmark
        </Button>
      </div>
    </form>
  );
}
