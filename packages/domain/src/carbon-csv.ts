/**
 * A small RFC 4180 CSV reader for activity uploads: quoted fields, doubled quotes, CRLF or LF line ends,
 * a header row. Blank lines are skipped; the row numbers it reports count data rows from 1, as the
 * ingest errors do.
 */

export type CsvTable = { header: string[]; records: string[][] };
export type CsvResult = { ok: true; value: CsvTable } | { ok: false; message: string };

/** Splits CSV text into rows of fields. A field stays quoted across line breaks. */
export function parseCsvRows(text: string): { ok: true; rows: string[][] } | { ok: false; message: string } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      fieldStarted = false;
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && input[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      fieldStarted = false;
      line++;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) return { ok: false, message: `Unterminated quoted field starting before line ${line}` };
  if (fieldStarted || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return { ok: true, rows: rows.filter((r) => r.some((f) => f.trim() !== "")) };
}

/** Reads a CSV table with a header row (the normalizer checks each record against it). */
export function parseCsv(text: string): CsvResult {
  const parsed = parseCsvRows(text);
  if (!parsed.ok) return parsed;
  const [header, ...records] = parsed.rows;
  if (!header) return { ok: false, message: "The CSV text is empty" };
  return { ok: true, value: { header: header.map((h) => h.trim()), records } };
}
