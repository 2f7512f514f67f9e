import type { DateFormat } from "../../lib/format-date";
import { humanize } from "./format";

/** Entities the server audits today (packages/api `audit(…)` calls); entities met in the log are added. */
export const KNOWN_AUDIT_ENTITIES = [
  "api_token",
  "benchmark",
  "board_report",
  "carbon_data_source",
  "carbon_evidence",
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
  "webhook",
] as const;

const ENTITY_LABELS: Record<string, string> = {
  api_token: "API token",
  carbon_data_source: "Data upload",
  carbon_evidence: "Evidence file",
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

const NUMBER = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
/** A stored code such as `in_progress` or `energy_bill`: lower case words joined by underscores. */
const SNAKE_CODE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;
/** A factor library version with its content hash (`2024.1+eb99bbea55ba`): people cite the release. */
const VERSION_WITH_HASH = /^([^\s+]+)\+[0-9a-f]{8,}$/;

/**
 * One scalar in words: numbers rounded with separators, yes/no, instants dated, codes in words. (No audited
 * write stores a factor id; naming one would load the whole factor library into this screen.)
 */
function formatScalar(value: unknown, dates: Pick<DateFormat, "formatDateTime">): string {
  // A whole number that reads as a year (2026) keeps its digits together; any other is grouped and rounded.
  if (typeof value === "number")
    return Number.isInteger(value) && value >= 1900 && value <= 2100 ? String(value) : NUMBER.format(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value !== "string") return value === null || value === undefined ? "none" : String(value);
  if (ISO_INSTANT.test(value)) return dates.formatDateTime(value);
  const version = VERSION_WITH_HASH.exec(value);
  if (version) return version[1] ?? value;
  if (SNAKE_CODE.test(value)) return humanize(value);
  return value;
}

/**
 * A value as one short line for people: instants in the reader's time and the company's date format, numbers
 * rounded with thousands separators, stored codes in words, lists joined, objects as
 * "Field: value" pairs (never raw JSON or snake_case keys), shortened.
 */
export function formatValue(value: unknown, dates: Pick<DateFormat, "formatDateTime">): string {
  const text = Array.isArray(value)
    ? value
        .map((v) => (isRecord(v) || Array.isArray(v) ? formatValue(v, dates) : formatScalar(v, dates)))
        .join(", ")
    : isRecord(value)
      ? Object.entries(value)
          .map(
            ([k, v]) =>
              `${humanize(k)}: ${isRecord(v) || Array.isArray(v) ? formatValue(v, dates) : formatScalar(v, dates)}`,
          )
          .join("; ")
      : formatScalar(value, dates);
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
