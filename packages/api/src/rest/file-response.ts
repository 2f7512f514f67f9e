/**
 * The answer of a "file" route: an attachment whose body is the procedure's text (UTF-8, or base64 for binary
 * such as a PDF) or a stream of chunks read from the database as the socket takes them, so a 200 MiB upload
 * or a million-row export is never built whole in memory. A plain web `Response`: the server sends it through
 * Hono, the offline demo's service worker answers with it as it is.
 */
import { base64ToBytes } from "../base64";

/** Chunks of a file as they are read: text is sent as UTF-8. */
export type FileChunks = AsyncIterable<Uint8Array | string>;

/** A file built whole: text as UTF-8, binary (PDF) base64-encoded because procedures return JSON. */
export type RestFileText = {
  filename: string;
  mimeType: string;
  content: string;
  encoding?: "utf8" | "base64";
};

/** A file streamed from its source; `byteLength` when known up front (then sent as Content-Length). */
export type RestFileStream = { filename: string; mimeType: string; body: FileChunks; byteLength?: number };

export type RestFileOutput = RestFileText | RestFileStream;

export function isFileChunks(value: unknown): value is FileChunks {
  return typeof (value as FileChunks | null)?.[Symbol.asyncIterator] === "function";
}

export function fileBytes(file: RestFileText): Uint8Array<ArrayBuffer> {
  return file.encoding === "base64" ? base64ToBytes(file.content) : new TextEncoder().encode(file.content);
}

/** The headers of a file sent as a download (an ASCII filename plus the RFC 5987 UTF-8 one). */
export function attachmentHeaders(
  file: { filename: string; mimeType: string },
  byteLength?: number,
): Record<string, string> {
  const ascii = file.filename.replace(/[^\w.-]/g, "_");
  return {
    "Content-Type": file.mimeType,
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    "Cache-Control": "no-store",
    ...(byteLength === undefined ? {} : { "Content-Length": String(byteLength) }),
  };
}

/**
 * A pull stream over the chunks: the next chunk is read only when the consumer (the socket) asks for it, and
 * a download cancelled midway stops the reading.
 */
export function chunkStream(chunks: FileChunks): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
      },
      async cancel(reason) {
        await iterator.return?.(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

export function fileResponse(file: RestFileOutput, resHeaders: Headers): Response {
  const headers = new Headers(resHeaders);
  if ("body" in file) {
    for (const [name, value] of Object.entries(attachmentHeaders(file, file.byteLength)))
      headers.set(name, value);
    return new Response(chunkStream(file.body), { headers });
  }
  const body = fileBytes(file);
  for (const [name, value] of Object.entries(attachmentHeaders(file, body.byteLength)))
    headers.set(name, value);
  return new Response(body, { headers });
}
