import type { AppRouter } from "@esg/api";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

export type AuditLogPage = inferRouterOutputs<AppRouter>["members"]["auditLog"];
export type AuditLogQuery = NonNullable<inferRouterInputs<AppRouter>["members"]["auditLog"]>;
export type AuditEntry = AuditLogPage["entries"][number];

export const AUDIT_CSV_COLUMNS = [
  "id",
  "at",
  "user_id",
  "user_name",
  "user_role",
  "action",
  "entity",
  "entity_id",
  "before",
  "after",
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet would
 * run as a formula (= + - @, tab, carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** The audit entries as CSV, header first, CRLF line ends (what spreadsheets expect). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) =>
    [
      e.id,
      e.at,
      e.userId,
      e.userName,
      e.userRole,
      e.action,
      e.entity,
      e.entityId,
      json(e.before),
      json(e.after),
    ]
      .map(csvField)
      .join(","),
  );
  return `${[AUDIT_CSV_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}

/** "audit-log-2026-03-01.csv", or "audit-log-2026-03-01-page-2.csv" for one page. */
export function auditCsvFileName(today: Date, page?: number): string {
  const date = today.toISOString().slice(0, 10);
  return page === undefined ? `audit-log-${date}.csv` : `audit-log-${date}-page-${page}.csv`;
}
