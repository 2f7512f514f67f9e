import { DATA_QUALITY_BASIS } from "@esg/domain";
import { Download } from "lucide-react";
import { DownloadButton } from "../../components/download-button";
import { Field, Select } from "../../components/ui/form-controls";
import type { EmissionsFilter } from "./emissions-query";

const SCOPES = [1, 2, 3] as const;
const SCORES = [1, 2, 3, 4, 5] as const;

/** Year, scope and data-quality filters of Processed Emissions, and the CSV export of what they select. */
export function EmissionsFilters({
  years,
  filter,
  onChange,
  exportUrl,
}: {
  years: readonly number[];
  filter: EmissionsFilter;
  onChange: (filter: EmissionsFilter) => void;
  exportUrl: string | null;
}) {
  const yearOptions = [...years].sort((a, b) => b - a);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <Field label="Reporting year" className="sm:w-44">
          {(ids) => (
            <Select
              {...ids}
              value={filter.year ?? ""}
              onChange={(e) =>
                onChange({ ...filter, year: e.target.value === "" ? undefined : Number(e.target.value) })
              }
            >
              <option value="">All years</option>
              {yearOptions.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Scope" className="sm:w-40">
          {(ids) => (
            <Select
              {...ids}
              value={filter.scope ?? ""}
              onChange={(e) =>
                onChange({
                  ...filter,
                  scope: e.target.value === "" ? undefined : (Number(e.target.value) as 1 | 2 | 3),
                })
              }
            >
              <option value="">All scopes</option>
              {SCOPES.map((s) => (
                <option key={s} value={s}>
                  Scope {s}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Data quality" className="sm:w-56">
          {(ids) => (
            <Select
              {...ids}
              value={filter.dataQuality ?? ""}
              onChange={(e) =>
                onChange({
                  ...filter,
                  dataQuality: e.target.value === "" ? undefined : Number(e.target.value),
                })
              }
            >
              <option value="">All scores</option>
              {SCORES.map((s) => (
                <option key={s} value={s}>
                  {s} – {DATA_QUALITY_BASIS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {exportUrl ? (
        <DownloadButton path={exportUrl} fallbackName="emissions.csv">
          <Download aria-hidden="true" />
          Export CSV
        </DownloadButton>
      ) : null}
    </div>
  );
}
