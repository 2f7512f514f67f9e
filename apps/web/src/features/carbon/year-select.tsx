import type { AvailableYear } from "@esg/domain";
import { Field, Select } from "../../components/ui/form-controls";
import { yearOptionLabel } from "./year-status";

/**
 * The reporting-year selector: every year with data or closed, newest first, partial ones marked
 * in their label so a partial year is never chosen unknowingly.
 */
export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly AvailableYear[];
  value: number | null;
  onChange: (year: number) => void;
}) {
  const options = [...years].sort((a, b) => b.year - a.year);
  // A year asked for by URL but without data still shows as the selected option.
  if (value !== null && !options.some((y) => y.year === value)) {
    options.unshift({ year: value, monthsCovered: 0, missingMonths: [], complete: false, closed: false });
  }
  return (
    <Field label="Reporting year" className="w-full sm:w-64">
      {(ids) => (
        <Select {...ids} value={value ?? ""} onChange={(e) => onChange(Number(e.target.value))}>
          {options.map((y) => (
            <option key={y.year} value={y.year}>
              {yearOptionLabel(y)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
