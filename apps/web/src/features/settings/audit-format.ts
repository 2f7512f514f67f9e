import type { DateFormat } from "../../lib/format-date";
import { humanize } from "./format";

/** Entities the server audits today (packages/api `audit(…)` calls); entities met in the log are added. */
export const KNOWN_AUDIT_ENTITIES = [
  "api_token",
  "benchmark",
  "board_report",
  "carbon_data_source",
  "company",
  "company_data",
  "demo",
  "goal",
  "goal_progress",
  "impact_measurement",
  "invitation",
  "materiality_topic",
  "membership",
  "rating",
  "reporting_settings",
  "reporting_year",
  "requirement",
  "risk",
  "session",
  "stakeholder_feedback",
  "training_module",
  "training_progress",
] as const;

const ENTITY_LABELS: Record<string, string> = {
  api_token: "API token",
  carbon_data_source: "Data upload",
  company_data: "Company website data",
  session: "Sign-in",
};

export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? humanize(entity);
}

export type FieldChange = { field: string; before: string | null; after: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const MAX_VALUE_CHARS = 120;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A value as one short line: instants in the reader's time and the company's date format, text as is, anything
 * else as JSON, shortened.
 */
export function formatValue(value: unknown, dates: Pick<DateFormat, "formatDateTime">): string {
  const text =
    typeof value === "string"
      ? ISO_INSTANT.test(value)
        ? dates.formatDateTime(value)
        : value
      : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

/**
 * What an entry changed, field by field: every field present before or after whose value differs (a field
 * only after was added, only before was cleared). Non-object snapshots are one "value" change.
 */
export function fieldChanges(
  before: unknown,
  after: unknown,
  dates: Pick<DateFormat, "formatDateTime">,
): FieldChange[] {
  const show = (v: unknown) => (v === undefined || v === null ? null : formatValue(v, dates));
  if (!isRecord(before) && !isRecord(after)) {
    return before == null && after == null
      ? []
      : [{ field: "value", before: show(before), after: show(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
}
