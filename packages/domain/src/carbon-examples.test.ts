import { describe, expect, it } from "vitest";
import { carbonIngestSamples } from "./carbon-examples";
import { normalizeIngestPayload } from "./carbon-ingest";
import { prepareIngestRows } from "./carbon-ingest-rows";

/** The engine's half of the check; apps/server/src/modules/upload-hints.test.ts sends them over HTTP. */
describe("every hint and example of the Upload Data tab", () => {
  it.each(carbonIngestSamples().map((s) => [s.name, s] as const))("%s is accepted", (_name, sample) => {
    const n = normalizeIngestPayload(sample.sourceType, sample.rawData);
    expect(n.ok ? [] : n.issues).toEqual([]);
    if (!n.ok) return;
    const p = prepareIngestRows(n.rows, { today: "2026-11-22" });
    expect(p.ok ? [] : p.issues).toEqual([]);
  });
});
