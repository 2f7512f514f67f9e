/**
 * RFC 4180 CSV writer for the generated tables: CRLF line ends; a field with a comma, quote, CR or LF is quoted
 * with its quotes doubled. Text cells that a spreadsheet would run as a formula (leading =, +, -, @, tab or CR)
 * get a leading apostrophe (OWASP "CSV injection"); numbers are written as numbers. The file starts with a
 * UTF-8 byte-order mark so that spreadsheet programs read non-ASCII names correctly.
 */

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
export const CSV_BOM = "\uFEFF";

export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  let text: string;
  if (typeof value === "number") {
    text = Number.isFinite(value) ? String(value) : "";
  } else {
    text = FORMULA_START.test(value) ? `'${value}` : value;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** Text gathered per chunk of `csvChunks`: large enough that a million rows are a few hundred chunks. */
const CSV_CHUNK_CHARS = 64 * 1024;

/**
 * The same text as `toCsv`, in chunks as the rows arrive: a file of any length is sent without being held
 * whole.
 */
export async function* csvChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): AsyncGenerator<string> {
  let text = `${CSV_BOM}${header.map(csvCell).join(",")}\r\n`;
  for await (const row of rows) {
    text += `${row.map(csvCell).join(",")}\r\n`;
    if (text.length >= CSV_CHUNK_CHARS) {
      yield text;
      text = "";
    }
  }
  if (text) yield text;
}
