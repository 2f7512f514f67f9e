/**
 * POST /api/carbon/sources/{id}/evidence: one evidence file as `multipart/form-data` (field `file`), read as a
 * stream and handed to the API's `receiveEvidence` (type sniffed from the first bytes, kept in pieces, SHA-256).
 * A declared length above the limit is refused before any of the body is read. This file is the HTTP half.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { type BytesHash, checkEvidenceLength, receiveEvidence } from "@esg/api";
import { type CarbonEvidence, EVIDENCE_MAX_BYTES, idSchema } from "@esg/domain";
import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { errorJson } from "../http/error-response";
import { type ContextDeps, requestContext } from "../http/request-context";
import { MultipartHeaderRefused, multipartParser } from "./multipart-parser";

export const EVIDENCE_PATH_PATTERN = /^\/api\/carbon\/sources\/[^/]+\/evidence$/;

function nodeBytesHash(): BytesHash {
  const hash = createHash("sha256");
  return { update: (bytes) => void hash.update(bytes), digest: async () => hash.digest("hex") };
}

class FormRefused extends Error {}

export function mountEvidenceRoute(app: Hono<AppEnv>, deps: { ctx: ContextDeps; maxBytes?: number }): void {
  const limit = deps.maxBytes ?? EVIDENCE_MAX_BYTES;
  app.post("/api/carbon/sources/:id/evidence", async (c) => {
    if (!c.get("session")) return errorJson(c, 401, { message: "Not signed in", code: "UNAUTHORIZED" });
    const id = idSchema.safeParse(c.req.param("id"));
    if (!id.success) {
      return errorJson(c, 400, {
        message: "Id must be a positive whole number",
        code: "BAD_REQUEST",
        issues: [{ path: ["id"], message: "Id must be a positive whole number" }],
      });
    }
    const contentType = c.req.header("content-type") ?? "";
    const body = c.req.raw.body;
    if (!/^multipart\/form-data/i.test(contentType) || !body) {
      return errorJson(c, 415, {
        message: "Send the file as multipart/form-data (field file)",
        code: "UNSUPPORTED_MEDIA_TYPE",
      });
    }
    const length = c.req.header("content-length");
    checkEvidenceLength(length ? Number(length) : null, limit);
    const ctx = requestContext(c, deps.ctx, new Headers());
    const stream = Readable.fromWeb(body as import("node:stream/web").ReadableStream);
    try {
      const stored = await new Promise<CarbonEvidence>((resolve, reject) => {
        let received: Promise<CarbonEvidence> | null = null;
        let parser: ReturnType<typeof multipartParser>;
        try {
          parser = multipartParser({
            headers: { "content-type": contentType },
            limits: { files: 1, fields: 5, fieldSize: 1024, fileSize: limit + 1 },
          });
        } catch (error) {
          stream.resume();
          reject(error instanceof MultipartHeaderRefused ? new FormRefused(error.message) : error);
          return;
        }
        parser.on("file", (name, file, info) => {
          if (name !== "file" || received) {
            file.resume();
            return;
          }
          received = receiveEvidence(ctx, {
            sourceId: id.data,
            fileName: (info.filename || "evidence").slice(0, 255),
            declaredType: info.mimeType ?? "",
            chunks: file,
            hash: nodeBytesHash(),
            maxBytes: limit,
          });
          // A refused file is answered at once; the rest of the body is left unread (the connection closes).
          received.catch((error) => {
            stream.unpipe(parser);
            reject(error);
          });
        });
        parser.on("error", (error) => reject(new FormRefused((error as Error).message)));
        parser.on("close", () => {
          if (!received) reject(new FormRefused('Send the file in the form field "file"'));
          else received.then(resolve, () => undefined);
        });
        stream.pipe(parser);
      });
      return c.json(stored, 201);
    } catch (error) {
      if (error instanceof FormRefused) {
        return errorJson(c, 400, {
          message: error.message,
          code: "BAD_REQUEST",
          issues: [{ path: ["file"], message: error.message }],
        });
      }
      throw error;
    }
  });
}
