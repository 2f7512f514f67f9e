import { Plus, Trash2 } from "lucide-react";
import { get, useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
import { fieldsFor } from "../../components/form/form-fields";
import { Button } from "../../components/ui/button";
import { nextRevenueYear, type ProfileValues } from "./profile-form-values";

const { NumberField } = fieldsFor<ProfileValues>();

/**
 * Revenue per year, added and removed row by row: each reporting year's intensity divides by its own year's
 * revenue, so a year without a row shows no intensity rather than borrowing another year's.
 */
export function RevenueRows() {
  const { control, getValues, clearErrors } = useFormContext<ProfileValues>();
  // The amounts are in the currency chosen above, named as it is chosen.
  const currency = useWatch({ control, name: "currency" });
  const { fields, append, remove } = useFieldArray({ control, name: "revenue" });
  const { errors } = useFormState({ control, name: "revenue" });
  const error =
    (get(errors, "revenue") as { message?: string; root?: { message?: string } } | undefined) ?? {};
  const message = error.message ?? error.root?.message;
  const unit = currency ? ` (${currency})` : "";
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={message ? "revenue-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-900">Revenue by year</legend>
      <p className="text-xs text-slate-600">
        Net revenue of each financial year, labelled by the year it ends in, in the reporting currency.
        Intensities and industry benchmarks of a year use that year's revenue.
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">
          No revenue recorded yet: intensities stay empty until you add a year.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Revenue years">
          {fields.map((field, i) => (
            <li key={field.id} className="flex flex-wrap items-end gap-2">
              <NumberField
                name={`revenue.${i}.year`}
                label="Year"
                integer
                className="w-24"
                onInput={() => clearErrors("revenue")}
              />
              <NumberField
                name={`revenue.${i}.amount`}
                label={`Revenue${unit}`}
                min={0}
                className="min-w-0 flex-1 sm:max-w-56"
                onInput={() => clearErrors("revenue")}
              />
              <Button
                variant="ghost"
                size="icon"
                onClick={() => {
                  clearErrors("revenue");
                  remove(i);
                }}
                aria-label={`Remove revenue of ${getValues(`revenue.${i}.year`) || "this row"}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {message ? (
        <p id="revenue-error" role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            clearErrors("revenue");
            append({ year: nextRevenueYear(getValues("revenue")), amount: "" }, { shouldFocus: true });
          }}
        >
          <Plus aria-hidden="true" />
          Add a year
        </Button>
      </div>
    </fieldset>
  );
}
