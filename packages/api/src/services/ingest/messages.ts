/** Why an ingest touching a closed reporting year is refused (the same words on both endpoints). */
export function closedYearMessage(years: readonly number[]): string {
  return `Reporting year ${years.join(", ")} is closed; reopen it before adding data to it`;
}
