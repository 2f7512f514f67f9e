/** Dates as the whole app shows them: "3 Mar 2026", "3 Mar 2026, 14:05" (the viewer's time zone). */
export { formatDate, formatDateTime } from "../../lib/format-date";

/** "materiality_topic" → "Materiality topic", "reset-password" → "Reset password", "expiresAt" → "Expires at". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
