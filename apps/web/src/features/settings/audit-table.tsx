import type { ReactNode } from "react";
import { useDateFormat } from "../../lib/use-date-format";
import type { AuditEntry } from "./audit-csv";
import { entityLabel, fieldChanges } from "./audit-format";
import { humanize } from "./format";

const CELL = "px-3 py-2.5 align-top max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1";

/** A column's name before the value when the table stacks into cards on narrow screens. */
function StackedLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="w-20 shrink-0 text-xs font-medium text-slate-500 md:hidden">
      {children}
    </span>
  );
}

/**
 * The entries as a table on wide screens; below md each row stacks into a card (same markup, so screen readers
 * keep the table semantics and nothing scrolls sideways on a phone).
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { formatDateTime } = useDateFormat();
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">Audit log entries, newest first</caption>
      <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase max-md:sr-only">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            When
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Who
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Action
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Entity
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Changes
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 max-md:block">
        {entries.map((e) => (
          <tr key={e.id} className="max-md:block max-md:py-3">
            <td className={`${CELL} whitespace-nowrap text-slate-700`}>
              <StackedLabel>When</StackedLabel>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </td>
            <td className={`${CELL} text-slate-900`}>
              <StackedLabel>Who</StackedLabel>
              <span className="break-words">
                {e.userName ?? (e.userId === null ? "System" : `User ${e.userId}`)}
              </span>
              {e.userRole ? <span className="block text-xs text-slate-500">{e.userRole}</span> : null}
            </td>
            <td className={`${CELL} font-medium text-slate-900`}>
              <StackedLabel>Action</StackedLabel>
              <span>{humanize(e.action)}</span>
            </td>
            <td className={`${CELL} text-slate-700`}>
              <StackedLabel>Entity</StackedLabel>
              <span className="break-words">
                {entityLabel(e.entity)}
                {e.entityId ? <span className="text-slate-500"> #{e.entityId}</span> : null}
              </span>
            </td>
            <td className={`${CELL} min-w-0 md:w-2/5`}>
              <StackedLabel>Changes</StackedLabel>
              <Changes before={e.before} after={e.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Changes({ before, after }: { before: unknown; after: unknown }) {
  const dates = useDateFormat();
  const changes = fieldChanges(before, after, dates);
  if (changes.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="min-w-0 space-y-0.5 text-xs">
      {changes.map((c) => (
        <li key={c.field} className="break-words text-slate-700">
          <span className="font-medium text-slate-900">{humanize(c.field)}:</span>{" "}
          {c.before !== null ? (
            <>
              <del className="text-red-700 decoration-red-300">{c.before}</del>
              {c.after !== null ? " → " : null}
            </>
          ) : null}
          {c.after !== null ? <ins className="text-green-800 no-underline">{c.after}</ins> : null}
          {c.after === null && c.before !== null ? <span className="text-slate-500"> (cleared)</span> : null}
        </li>
      ))}
    </ul>
  );
}
