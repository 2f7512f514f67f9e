import { z } from "zod";
import { type FileChunks, isFileChunks } from "../rest/file-response";
import { fileOutputSchema } from "./reports";

/**
 * A file read from the database as it is sent (an upload's content, the emissions export). Only the REST
 * adapter's file answer can send it (rest/file-response.ts): it is not JSON, so tRPC callers use the REST path.
 */
export const streamedFileSchema = z.object({
  filename: z.string(),
  mimeType: z.string(),
  body: z.custom<FileChunks>(isFileChunks, "Expected the file's chunks"),
  byteLength: z.number().int().min(0).optional(),
});

/** A file route's output: built whole (text or base64) or streamed. */
export const fileAnswerSchema = z.union([fileOutputSchema, streamedFileSchema]);
