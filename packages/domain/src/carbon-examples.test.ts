import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { carbonIngestSamples } from "./carbon-examples";
import { csvRecordReader, normalizeIngestPayload } from "./carbon-ingest";

/** CSV text is split by csv-parse (as the API's reader does); its records go through `csvRecordReader`. */
function csvRowsOf(text: string) {
  const [header, ...records] = parse(text, { bom: true, relax_column_count: true }) as string[][];
  const reader = csvRecordReader(header ?? []);
  if (!reader.ok) throw new Error(reader.issue.message);
  return records.map((record, i) => {
    const read = reader.read(record, i + 1);
    if (read.issue) throw new Error(read.issue.message);
    return read.row;
  });
}

import { prepareIngestRows } from "./carbon-ingest-rows";

/** The engine's half of the check; apps/server/src/modules/upload-hints.test.ts sends them over HTTP. */
describe("every hint and example of the Upload Data tab", () => {
  it.each(carbonIngestSamples().map((s) => [s.name, s] as const))("%s is accepted", (_name, sample) => {
    const n = normalizeIngestPayload(sample.sourceType, sample.rawData);
    expect(n.ok ? [] : n.issues).toEqual([]);
    if (!n.ok) return;
    const p = prepareIngestRows(n.format === "csv" ? csvRowsOf(n.text) : n.rows, { today: "2026-11-22" });
    expect(p.ok ? [] : p.issues).toEqual([]);
  });
});
