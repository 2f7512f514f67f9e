import { formatDate } from "../../lib/format-date";

/** "12 Mar 2026", as the whole app shows dates; the raw text if it is not a date. */
export function formatFeedbackDate(iso: string): string {
  return formatDate(iso);
}
