import type { AvailableYear } from "@esg/domain";

/** The coverage entry of `year`, when the analysis lists it. */
export function yearEntry(years: readonly AvailableYear[], year: number | null): AvailableYear | undefined {
  return year === null ? undefined : years.find((y) => y.year === year);
}

/** "Partial year — 3 of 12 months": the badge of a year that is neither complete nor closed. */
export function partialLabel(monthsCovered: number): string {
  return `Partial year — ${monthsCovered} of 12 months`;
}

/** "Closed with gaps — no data for 2025-03, 2025-04": the badge of a year closed with months missing. */
export function closedWithGapsLabel(missingMonths: readonly string[]): string {
  return `Closed with gaps — no data for ${missingMonths.join(", ")}`;
}

/**
 * A selector option: "2025 — partial, 3 of 12 months", "2024 — closed with gaps, 8 of 12 months",
 * "2024 — closed", "2023". Closing a year does not fill its months, so a gap stays named.
 */
export function yearOptionLabel(y: AvailableYear): string {
  if (y.closed && !y.complete) return `${y.year} — closed with gaps, ${y.monthsCovered} of 12 months`;
  if (y.closed) return `${y.year} — closed`;
  if (!y.complete) return `${y.year} — partial, ${y.monthsCovered} of 12 months`;
  return String(y.year);
}
