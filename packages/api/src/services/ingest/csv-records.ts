/**
 * The one CSV reader of activity uploads: csv-parse over any async iterable of text or byte chunks, so the
 * CSV text of a JSON ingest body and a streamed upload's kept file are read by the same parser with the same
 * options. It drives the parser through its event interface only (write, end, 'readable', 'end', 'error'),
 * which the package's Node build and its browser build (the offline demo) both provide.
 */
import { type Options, parse } from "csv-parse";

/**
 * A BOM is dropped, a quote opens a quoted field only at its start, rows may be shorter than the header (the
 * record reader refuses longer ones with a message of its own), lines of empty fields are skipped, and a line
 * may end in CRLF, LF or CR, mixed in one file (csv-parse would otherwise keep to the first one it meets).
 */
const OPTIONS: Options = {
  bom: true,
  record_delimiter: ["\r\n", "\n", "\r"],
  relax_quotes: true,
  relax_column_count: true,
  skip_records_with_empty_values: true,
  info: true,
};

/** One record and the file line it ended on (1 = the first line). */
export type CsvRecord = { record: string[]; line: number };

/** Records parsed ahead of the consumer before feeding pauses: a slow consumer bounds the memory held. */
const AHEAD = 1024;

type Parsed = { record: string[]; info: { lines: number } };

/** The records of CSV arriving in chunks, in order; a malformed file throws csv-parse's error. */
export async function* csvRecords(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<CsvRecord> {
  const parser = parse(OPTIONS);
  let queue: CsvRecord[] = [];
  let ended = false;
  let failure: { error: unknown } | null = null;
  let stopped = false;
  // Who waits: the reader for records, the feeder for room in the queue (set inside the promises below).
  const waiting: { reader: (() => void) | null; feeder: (() => void) | null } = {
    reader: null,
    feeder: null,
  };
  const wake = (who: "reader" | "feeder" = "reader") => {
    waiting[who]?.();
    waiting[who] = null;
  };
  parser.on("readable", () => {
    for (let r = parser.read() as Parsed | null; r !== null; r = parser.read() as Parsed | null) {
      queue.push({ record: r.record, line: r.info.lines });
    }
    wake();
  });
  parser.on("end", () => {
    ended = true;
    wake();
  });
  parser.on("error", (error: unknown) => {
    failure ??= { error };
    wake();
  });
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        for (const event of ["drain", "close", "error"]) parser.removeListener(event, done);
        resolve();
      };
      for (const event of ["drain", "close", "error"]) parser.once(event, done);
    });
  // Node's parser takes bytes as they are; the browser build takes only its own Buffer or text.
  const decoder = typeof globalThis.Buffer === "function" ? null : new TextDecoder();
  const feeding = (async () => {
    try {
      for await (const chunk of chunks) {
        if (stopped || failure) return;
        const accepted = parser.write(
          decoder && typeof chunk !== "string" ? decoder.decode(chunk, { stream: true }) : chunk,
        );
        // The parser's buffer is full: wait until it has parsed it. A source that answers at once (SQLite's
        // driver, one string) would otherwise write the whole file in before a record is taken out.
        if (!accepted) await drained();
        while (queue.length >= AHEAD && !stopped && !failure) {
          await new Promise<void>((resolve) => {
            waiting.feeder = resolve;
          });
        }
      }
      if (!stopped && !failure) parser.end();
    } catch (error) {
      failure ??= { error };
      wake();
    }
  })();
  try {
    for (;;) {
      if (queue.length > 0) {
        const batch = queue;
        queue = [];
        wake("feeder");
        yield* batch;
        continue;
      }
      if (failure) throw (failure as { error: unknown }).error;
      if (ended) break;
      await new Promise<void>((resolve) => {
        waiting.reader = resolve;
      });
    }
  } finally {
    // The consumer stopped early (a bad header) or the file failed: stop feeding, free the parser.
    stopped = true;
    wake("feeder");
    if (!ended) parser.destroy();
    await feeding;
  }
}

/** One piece of text as the chunks of `csvRecords`. */
export async function* textChunks(text: string): AsyncGenerator<string> {
  yield text;
}
