import { X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Field, Input, Select } from "../../components/ui/form-controls";
import { entityLabel, KNOWN_AUDIT_ENTITIES } from "./audit-format";

/** The audit log's filters as chosen: dates are the viewer's calendar days (YYYY-MM-DD). */
export type AuditFilter = { entity?: string; userId?: number; from?: string; to?: string };
export type UserOption = { id: number; name: string };

/** Why the filter cannot be run, or null. */
export function filterProblem(filter: AuditFilter): string | null {
  if (filter.from && filter.to && filter.from > filter.to) return "The end date is before the start date.";
  return null;
}

const isEmpty = (f: AuditFilter) => !f.entity && !f.userId && !f.from && !f.to;

export function AuditFilters({
  filter,
  onChange,
  users,
  entities,
  problem,
}: {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  users: readonly UserOption[];
  /** Entities seen in the loaded entries, offered even if the known list lacks them. */
  entities: readonly string[];
  problem: string | null;
}) {
  const entityOptions = [...new Set<string>([...KNOWN_AUDIT_ENTITIES, ...entities])].sort((a, b) =>
    entityLabel(a).localeCompare(entityLabel(b)),
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Filter the audit log</legend>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <Field label="Entity">
          {(ids) => (
            <Select
              {...ids}
              value={filter.entity ?? ""}
              onChange={(e) => onChange({ ...filter, entity: e.target.value || undefined })}
            >
              <option value="">All entities</option>
              {entityOptions.map((entity) => (
                <option key={entity} value={entity}>
                  {entityLabel(entity)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="User">
          {(ids) => (
            <Select
              {...ids}
              value={filter.userId ?? ""}
              onChange={(e) =>
                onChange({ ...filter, userId: e.target.value ? Number(e.target.value) : undefined })
              }
            >
              <option value="">Everyone</option>
              {users.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="From">
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={filter.from ?? ""}
              max={filter.to}
              onChange={(e) => onChange({ ...filter, from: e.target.value || undefined })}
            />
          )}
        </Field>
        <Field label="To" error={problem ?? undefined}>
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={filter.to ?? ""}
              min={filter.from}
              onChange={(e) => onChange({ ...filter, to: e.target.value || undefined })}
            />
          )}
        </Field>
      </div>
      {isEmpty(filter) ? null : (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </fieldset>
  );
}
