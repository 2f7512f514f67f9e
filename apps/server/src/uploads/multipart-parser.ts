import type { Readable, Writable } from "node:stream";
import { Busboy, type BusboyConfig } from "@fastify/busboy";

export type MultipartFileInfo = { filename: string; encoding: string; mimeType: string };

/** A `multipart/form-data` parser emitting busboy 1.x's events: 'field', 'file' (with its info), 'error', 'close'. */
export interface MultipartParser extends Writable {
  on(event: "field", listener: (name: string, value: string) => void): this;
  on(event: "file", listener: (name: string, stream: Readable, info: MultipartFileInfo) => void): this;
  // biome-ignore lint/suspicious/noExplicitAny: the remaining events are Writable's, typed as Node types them
  on(event: string | symbol, listener: (...args: any[]) => void): this;
}

/**
 * A streaming `multipart/form-data` parser: @fastify/busboy, the maintained fork of busboy (whose last release
 * was in 2022), with busboy 1.x's event shapes so the upload route reads a form as it always has. The fork
 * passes a file's name, encoding and type as separate arguments, and it ends with 'finish' but never emits
 * 'close' (it turns autoDestroy off because it defers 'finish' until the last part is read).
 */
export function multipartParser(config: BusboyConfig): MultipartParser {
  const parser = createBusboy(config);
  const emit = parser.emit;
  parser.emit = function (this: typeof parser, event: string | symbol, ...args: unknown[]) {
    if (event !== "file") return emit.call(this, event, ...args);
    const [name, stream, filename, encoding, mimeType] = args;
    return emit.call(this, "file", name, stream, { filename, encoding, mimeType });
  } as typeof parser.emit;
  // The fork emits 'finish' once, after the last part.
  parser.once("finish", () => parser.emit("close"));
  return parser as unknown as MultipartParser;
}

/** A form whose Content-Type cannot be parsed (no boundary): the client's mistake, answered 400. */
export class MultipartHeaderRefused extends Error {
  constructor(detail: string) {
    super(
      /boundary/i.test(detail)
        ? "The multipart/form-data Content-Type has no boundary: send it as multipart/form-data; boundary=…"
        : `The multipart/form-data Content-Type could not be read: ${detail}`,
    );
    this.name = "MultipartHeaderRefused";
  }
}

/** Busboy throws synchronously on a header it cannot use; that is the request's fault, not the server's. */
function createBusboy(config: BusboyConfig) {
  try {
    return Busboy(config);
  } catch (error) {
    throw new MultipartHeaderRefused((error as Error).message);
  }
}
