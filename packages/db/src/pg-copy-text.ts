/**
 * PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html, "Text Format"): one
 * line per row, columns separated by a tab, `\N` for NULL, and a backslash before the characters that would
 * otherwise end a column or a row. Everything else, quotes and any Unicode included, goes through as it is
 * (the connection's client encoding is UTF-8).
 */

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const escapeOne = (c: string) => ESCAPED[c] as string;

/** One column value in COPY's text format. */
export function copyTextValue(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "string") {
    // No text column can hold NUL, and a raw one would cut the row short on the server: refuse it plainly.
    if (value.includes("\0"))
      throw new Error("A text value holds a NUL character, which PostgreSQL cannot store");
    return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, escapeOne) : value;
  }
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  throw new Error(`A ${typeof value} has no COPY text form`);
}

/** One row (its values in the COPY's column order), ending with its newline. */
export function copyTextLine(values: readonly unknown[]): string {
  let line = "";
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += "\t";
    line += copyTextValue(values[i]);
  }
  return `${line}\n`;
}
