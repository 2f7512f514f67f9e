/**
 * What the ingest reads, whatever it came as: canonical rows in order, each with the file line it ended on,
 * interleaved with the rows refused while reading. A problem with the payload as a whole ends the items.
 */
import {
  type CanonicalRow,
  type CarbonSourceType,
  csvRecordReader,
  normalizeIngestPayload,
  type UploadIssue,
} from "@esg/domain";
import { csvRecords, textChunks } from "./csv-records";

export type IngestItem =
  | { row: CanonicalRow | null; line: number | null; issue?: never }
  /**
   * A row refused while reading (`issue.row` set), or the payload as a whole (`issue.row` null: nothing
   * further is read). `blank` marks a payload with nothing in it.
   */
  | { issue: UploadIssue; blank?: boolean };

/** The message of an empty payload (spec part 2: empty raw data is refused before anything is stored). */
export const BLANK_PAYLOAD_MESSAGE = "Raw data is empty: provide emission activity data to process";

/** The rows of CSV arriving in chunks, read against its header row. */
export async function* csvItems(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<IngestItem> {
  let reader: ReturnType<typeof csvRecordReader> | null = null;
  let n = 0;
  try {
    for await (const { record, line } of csvRecords(chunks)) {
      if (!reader) {
        reader = csvRecordReader(record);
        if (!reader.ok) {
          yield { issue: { ...reader.issue, line: null } };
          return;
        }
        continue;
      }
      const read = reader.read(record, ++n);
      yield read.issue ? { issue: { ...read.issue, line } } : { row: read.row, line };
    }
  } catch (error) {
    const message = `The CSV file could not be read: ${(error as Error).message}`;
    yield { issue: { row: null, line: null, field: null, message } };
    return;
  }
  if (!reader)
    yield { issue: { row: null, line: null, field: null, message: BLANK_PAYLOAD_MESSAGE }, blank: true };
}

/**
 * The rows of a payload in any accepted shape (spec part 2 §5): JSON rows or per-source shapes, JSON text, or
 * CSV text, which the CSV reader reads as it reads a streamed file. Rows already in memory come as a plain
 * iterable (the ingest reads them without awaiting each one); CSV text as its reader yields them.
 */
export function payloadItems(
  sourceType: CarbonSourceType,
  rawData: unknown,
): Iterable<IngestItem> | AsyncIterable<IngestItem> {
  const normalized = normalizeIngestPayload(sourceType, rawData);
  if (normalized.ok && normalized.format === "csv") return csvItems(textChunks(normalized.text));
  if (normalized.ok) return rowItems(normalized.rows);
  const blank = normalized.blank ? { blank: true } : {};
  return normalized.issues.map((issue): IngestItem => ({ issue: { ...issue, line: null }, ...blank }));
}

function* rowItems(rows: readonly (CanonicalRow | null)[]): Generator<IngestItem> {
  for (const row of rows) yield { row, line: null };
}
