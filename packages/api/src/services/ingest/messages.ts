/**
 * Why a write touching a closed reporting year is refused (the same words on every endpoint). `doing`
 * completes "reopen it before …": adding data to it unless the write says otherwise.
 */
export function closedYearMessage(years: readonly number[], doing = "adding data to it"): string {
  return `Reporting year ${years.join(", ")} is closed; reopen it before ${doing}`;
}
