import { appendUploadChunk, createQueuedUpload, markUploadReceived } from "@esg/db";
import { EMISSIONS_EXPORT_HEADER } from "@esg/domain";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// File answers stream from the database to the socket: GET /api/carbon/sources/{id}/content sends a streamed
// upload's kept file a slice at a time (on SQLite and PostgreSQL), byte for byte as it arrived; the emissions
// export is written a page of activities at a time.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

/** Keeps `pieces` as an upload's file, as the upload route does; returns the upload's id and its bytes. */
async function keptUpload(pieces: Uint8Array[]) {
  const at = new Date().toISOString();
  const bytes = pieces.reduce((n, p) => n + p.byteLength, 0);
  const uploadId = await createQueuedUpload(t.db, {
    companyId: 1,
    fileName: "kept.csv",
    sourceType: "energy_bill",
    uploadedAt: at,
    bytesTotal: bytes,
    contentType: "text/csv",
    libraryVersion: "test",
  });
  for (const [seq, data] of pieces.entries())
    await appendUploadChunk(t.db, { companyId: 1, uploadId, seq, data });
  await markUploadReceived(t.db, { companyId: 1, uploadId, bytesTotal: bytes, at });
  return uploadId;
}

/** Deterministic bytes, every value 0-255 (not valid UTF-8: the download must not decode them). */
const piece = (size: number, salt: number) =>
  Uint8Array.from({ length: size }, (_, i) => (i * 31 + salt) & 0xff);

describe("an upload's content", () => {
  it("streams pieces of 1 MiB and a short last one, in order, byte for byte, in several chunks", async () => {
    const pieces = [piece(1024 * 1024, 1), piece(1024 * 1024, 2), piece(300_001, 3)];
    const id = await keptUpload(pieces);
    const res = await t.request(`/api/carbon/sources/${id}/content`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="kept.csv"');
    const received: Uint8Array[] = [];
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) received.push(chunk);
    expect(received.length).toBeGreaterThan(3);
    expect(Buffer.concat(received).equals(Buffer.concat(pieces))).toBe(true);
  });

  it("a piece of exactly one slice's multiple ends cleanly (no empty chunk, nothing lost)", async () => {
    const id = await keptUpload([piece(512 * 1024, 7)]);
    const res = await t.request(`/api/carbon/sources/${id}/content`, { cookie });
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(body).equals(Buffer.from(piece(512 * 1024, 7)))).toBe(true);
  });
});

describe("the emissions export", () => {
  it("streams in chunks, a page of activities at a time, one line per activity after the header", async () => {
    const total = (await (await t.request("/api/carbon/emissions/1?pageSize=1", { cookie })).json()).total;
    const res = await t.request("/api/carbon/emissions/1/export.csv", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBeNull();
    const chunks: Uint8Array[] = [];
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    const rows = parse(Buffer.concat(chunks).toString("utf8"), { bom: true }) as string[][];
    expect(rows[0]?.[0]).toBe(EMISSIONS_EXPORT_HEADER[0]);
    expect(rows.length - 1).toBe(total);
  });
});
