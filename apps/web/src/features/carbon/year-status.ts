import type { AvailableYear } from "@esg/domain";

/** The coverage entry of `year`, when the analysis lists it. */
export function yearEntry(years: readonly AvailableYear[], year: number | null): AvailableYear | undefined {
  return year === null ? undefined : years.find((y) => y.year === year);
}

/** "Partial year — 3 of 12 months": the badge of a year that is neither complete nor closed. */
export function partialLabel(monthsCovered: number): string {
  return `Partial year — ${monthsCovered} of 12 months`;
}

/** A selector option: "2025 — partial, 3 of 12 months", "2024 — closed", "2023". */
export function yearOptionLabel(y: AvailableYear): string {
  if (y.closed) return `${y.year} — closed`;
  if (!y.complete) return `${y.year} — partial, ${y.monthsCovered} of 12 months`;
  return String(y.year);
}
