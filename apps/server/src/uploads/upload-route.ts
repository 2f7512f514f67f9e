/**
 * POST /api/carbon/uploads: a CSV or JSON file, as `multipart/form-data` (field `file`) or as a raw
 * `text/csv` / `application/json` body, read as a stream and kept in 1 MiB pieces — never whole in memory —
 * then processed in the background by the API's ingest (services/ingest/upload.ts). Answers 202 {uploadId} once
 * the file has arrived. This file is the HTTP half only: the body, the form, the size limit and the answer.
 */
import { Readable } from "node:stream";
import {
  beginUpload,
  type ErrorReason,
  receiveUploadFile,
  retryAfterHeaders,
  type UploadLimits,
  UploadNotAdmitted,
  type UploadRoom,
} from "@esg/api";
import { carbonUploadFieldsSchema, UPLOAD_JSON_MAX_BYTES, uploadQuotaMessage } from "@esg/domain";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { errorJson } from "../http/error-response";
import { type ContextDeps, requestContext } from "../http/request-context";
import { MultipartHeaderRefused, multipartParser } from "./multipart-parser";
import type { UploadJobs } from "./upload-jobs";

export const UPLOAD_PATH = "/api/carbon/uploads";

type Fields = Record<string, string | undefined>;

type RouteDeps = { ctx: ContextDeps; jobs: UploadJobs; maxBytes: number; limits: UploadLimits };

/**
 * What a multipart body may carry beyond its file: the boundaries, the part headers and at most 20 small
 * fields (1 KiB each). A declared length past the limit by more than this cannot hold an acceptable file.
 */
const FORM_OVERHEAD_BYTES = 64 * 1024;

class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    readonly issues?: { path: string[]; message: string }[],
    readonly reason?: ErrorReason,
  ) {
    super(message);
  }
}

const mib = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`
    : `${Math.round(bytes / 1024)} KiB`;

/** CSV or JSON: by the file's name, then its declared type, then its first character. */
function formatOf(fileName: string | null, mimeType: string, first: Uint8Array): "csv" | "json" {
  if (fileName && /\.json$/i.test(fileName)) return "json";
  if (fileName && /\.csv$/i.test(fileName)) return "csv";
  if (/json/i.test(mimeType)) return "json";
  if (/csv/i.test(mimeType)) return "csv";
  const text = new TextDecoder()
    .decode(first.subarray(0, 64))
    .replace(/^\uFEFF/, "")
    .trimStart();
  return text.startsWith("{") || text.startsWith("[") ? "json" : "csv";
}

/**
 * A body whose declared length cannot hold an acceptable file is refused before any of it is read (else a
 * 210 MiB upload would be read up to the limit first); null when the declared length may fit.
 */
function refusedByDeclaredLength(contentType: string, declared: number, maxBytes: number): string | null {
  if (!Number.isFinite(declared) || declared <= 0) return null;
  if (/^multipart\/form-data/i.test(contentType)) {
    return declared > maxBytes + FORM_OVERHEAD_BYTES ? `The file is larger than ${mib(maxBytes)}` : null;
  }
  if (/^application\/json/i.test(contentType)) {
    const limit = Math.min(maxBytes, UPLOAD_JSON_MAX_BYTES);
    return declared > limit ? `A JSON file can be at most ${mib(limit)}; send larger files as CSV` : null;
  }
  return declared > maxBytes ? `The file is larger than ${mib(maxBytes)}` : null;
}

export function mountUploadRoute(app: Hono<AppEnv>, deps: RouteDeps): void {
  app.post(UPLOAD_PATH, async (c) => {
    // Who sends it is known before any of the body is read; a stranger's file is never read.
    if (!c.get("session")) return errorJson(c, 401, { message: "Not signed in", code: "UNAUTHORIZED" });
    const contentType = c.req.header("content-type") ?? "";
    const tooLarge = refusedByDeclaredLength(
      contentType,
      Number(c.req.header("content-length")),
      deps.maxBytes,
    );
    if (tooLarge) {
      // Unread, the body is dropped with the connection.
      c.header("Connection", "close");
      return errorJson(c, 413, { message: tooLarge, code: "PAYLOAD_TOO_LARGE" });
    }
    const body = c.req.raw.body;
    if (!body) return errorJson(c, 400, { message: "Send a file", code: "BAD_REQUEST" });
    const stream = Readable.fromWeb(body as import("node:stream/web").ReadableStream);
    try {
      const uploadId = /^multipart\/form-data/i.test(contentType)
        ? await receiveMultipart(c, deps, stream, contentType)
        : /^(text\/csv|text\/plain|application\/json)/i.test(contentType)
          ? await receiveFile(c, deps, stream, {
              fields: c.req.query(),
              fileName: c.req.query("fileName") ?? null,
              mimeType: contentType,
            })
          : null;
      if (uploadId === null) {
        stream.resume();
        return errorJson(c, 415, {
          message: "Send the file as multipart/form-data (field file), text/csv or application/json",
          code: "UNSUPPORTED_MEDIA_TYPE",
        });
      }
      return c.json({ uploadId }, 202);
    } catch (error) {
      if (error instanceof UploadNotAdmitted) {
        // The body is left unread; the connection closes after the answer.
        for (const [name, value] of Object.entries(retryAfterHeaders(error))) c.header(name, value);
        c.header("Connection", "close");
        return errorJson(c, error.code === "TOO_MANY_REQUESTS" ? 429 : 413, {
          message: error.message,
          code: error.code,
          reason: error.reason,
        });
      }
      if (error instanceof UploadRefused) {
        return errorJson(c, error.status, {
          message: error.message,
          code:
            error.status === 413
              ? "PAYLOAD_TOO_LARGE"
              : error.status === 415
                ? "UNSUPPORTED_MEDIA_TYPE"
                : "BAD_REQUEST",
          ...(error.reason ? { reason: error.reason } : {}),
          ...(error.issues ? { issues: error.issues } : {}),
        });
      }
      throw error;
    }
  });
}

function receiveMultipart(
  c: Context<AppEnv>,
  deps: RouteDeps,
  stream: Readable,
  contentType: string,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const fields: Fields = { ...c.req.query() };
    let received: Promise<number> | null = null;
    let parser: ReturnType<typeof multipartParser>;
    try {
      parser = multipartParser({
        headers: { "content-type": contentType },
        limits: { files: 1, fields: 20, fieldSize: 1024, fileSize: deps.maxBytes + 1 },
      });
    } catch (error) {
      stream.resume();
      reject(error instanceof MultipartHeaderRefused ? new UploadRefused(400, error.message) : error);
      return;
    }
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, file, info) => {
      if (name !== "file" || received) {
        file.resume();
        return;
      }
      received = receiveFile(c, deps, file, {
        fields,
        fileName: fields.fileName || info.filename || null,
        mimeType: info.mimeType,
      });
      // A refused file is answered at once; the rest of the body is left unread (the connection then closes).
      received.catch((error) => {
        stream.unpipe(parser);
        reject(error);
      });
    });
    parser.on("error", (error) =>
      reject(new UploadRefused(400, `The form could not be read: ${(error as Error).message}`)),
    );
    parser.on("close", () => {
      if (!received) {
        reject(
          new UploadRefused(400, 'Send the file in the form field "file"', [
            { path: ["file"], message: "Required" },
          ]),
        );
      } else received.then(resolve, () => undefined);
    });
    stream.pipe(parser);
  });
}

/** Checks the fields, opens the upload (roles, token scope, audit), keeps the file and queues its processing. */
async function receiveFile(
  c: Context<AppEnv>,
  deps: RouteDeps,
  file: Readable,
  meta: { fields: Fields; fileName: string | null; mimeType: string },
): Promise<number> {
  const parsed = carbonUploadFieldsSchema.safeParse({ ...meta.fields, fileName: meta.fileName });
  if (!parsed.success) {
    throw new UploadRefused(
      400,
      parsed.error.issues[0]?.message ?? "Invalid upload fields",
      parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
    );
  }
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next();
  if (first.done || first.value.length === 0) {
    throw new UploadRefused(400, "The file is empty", [{ path: ["file"], message: "The file is empty" }]);
  }
  const format = formatOf(parsed.data.fileName, meta.mimeType, first.value);
  const limit = format === "json" ? Math.min(deps.maxBytes, UPLOAD_JSON_MAX_BYTES) : deps.maxBytes;
  const begun = await beginUpload(
    requestContext(c, deps.ctx, new Headers()),
    {
      fileName: parsed.data.fileName,
      sourceType: parsed.data.sourceType,
      format,
      bytesTotal: Number(c.req.header("content-length") ?? 0),
      allowDuplicate: parsed.data.allowDuplicate,
    },
    deps.limits,
  );
  const { uploadId, companyId } = begun;
  const total = await receiveUploadFile(
    { db: deps.ctx.db, companyId, user: { id: begun.userId } },
    uploadId,
    limited(first.value, iterator, limit, format, begun.room),
    (error) =>
      error instanceof UploadRefused ? error.message : "The file did not arrive whole; nothing was stored",
  );
  deps.jobs.start({
    companyId,
    uploadId,
    userId: begun.userId,
    sourceType: parsed.data.sourceType,
    format,
    allowDuplicate: parsed.data.allowDuplicate,
    bytesTotal: total,
  });
  return uploadId;
}

/** The file's chunks, refused (413) once they pass the format's limit or the company's quota. */
async function* limited(
  first: Buffer,
  rest: AsyncIterator<Buffer>,
  limit: number,
  format: "csv" | "json",
  room: UploadRoom,
): AsyncGenerator<Uint8Array> {
  let total = 0;
  for (
    let next: IteratorResult<Buffer> = { done: false, value: first };
    !next.done;
    next = await rest.next()
  ) {
    total += next.value.length;
    if (total > limit) {
      throw new UploadRefused(
        413,
        format === "json"
          ? `A JSON file can be at most ${mib(limit)}; send larger files as CSV`
          : `The file is larger than ${mib(limit)}`,
      );
    }
    // A body without a declared length (or a parallel upload) meets the quota here, as it arrives.
    if (total > room.leftBytes)
      throw new UploadRefused(
        413,
        uploadQuotaMessage({ ...room, fileBytes: total }),
        undefined,
        "quota_exceeded",
      );
    yield next.value;
  }
}
