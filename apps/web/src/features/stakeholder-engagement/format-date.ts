/** "12 Mar 2026" in the reader's locale; the raw text if it is not a date. */
export function formatFeedbackDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
}
