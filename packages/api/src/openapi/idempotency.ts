/**
 * Idempotency keys in the document: every write takes an optional `Idempotency-Key` header (an anonymous
 * request ignores it); a retry answers the stored response with `Idempotent-Replayed: true`; a reused key with
 * another request is 422 and a duplicate of a request still running is 409 (apps/server http/idempotency.ts). Applied to the operations
 * after they are built, so the generated and the hand-written (streamed) operations get the same.
 */
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from "zod-openapi";
import { errorBodySchema } from "./error-responses";

const WRITE_METHODS = ["post", "put", "patch", "delete"] as const;

const keyParameter = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x20-\x7e]+$/)
  .optional()
  .meta({
    param: { id: "IdempotencyKey" },
    description:
      "Makes the write safe to retry: 1–255 printable ASCII characters, unique per request (e.g. a UUID), kept 24 h per user and company. A retry with the same key, method, path and body gets the first answer (2xx or 4xx) again with `Idempotent-Replayed: true` and writes nothing; the same key with another request is 422; while the first request still runs, a duplicate waits briefly, then gets 409. A 5xx or 429 answer is not kept: the retry runs again. A streamed upload's file is not compared, only its method and path. Any other value is 400. Keys belong to a signed-in user: an anonymous request (signing in, signing up, the public feedback form without a session) ignores it.",
    example: "5f0c2a34-8d0e-4c1b-9a57-3e7d1f2b6c10",
  });

/** The document's `components.headers`: the replay header, described once. */
export const idempotencyHeaderComponents = {
  IdempotentReplayed: {
    description:
      "`true` when this is the stored answer of an earlier request with the same `Idempotency-Key`",
    schema: { type: "string" as const, enum: ["true"] },
  },
};
const replayedHeader = { $ref: "#/components/headers/IdempotentReplayed" };

const idempotencyErrorSchema = errorBodySchema
  .extend({
    reason: z.enum(["idempotency_mismatch", "idempotency_in_progress"]).meta({
      description:
        "`idempotency_mismatch` (422): the key was used with another method, path or body; `idempotency_in_progress` (409): the first request with the key is still running",
    }),
  })
  .meta({ id: "IdempotencyError", description: "A write refused for its Idempotency-Key" });

const mismatch: ZodOpenApiResponseObject = {
  id: "IdempotencyMismatch",
  description: "The `Idempotency-Key` was used with another request (`reason: idempotency_mismatch`)",
  content: { "application/json": { schema: idempotencyErrorSchema } },
};

const inProgress: ZodOpenApiResponseObject = {
  id: "IdempotencyInProgress",
  description:
    "A request with the same `Idempotency-Key` is still being processed (`reason: idempotency_in_progress`); retry after `Retry-After` seconds",
  content: { "application/json": { schema: idempotencyErrorSchema } },
};

function withIdempotency(operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  // Public writes too: a key belongs to a signed-in user, and a signed-in caller's key is honoured on any write
  // (a member sending feedback through the public form gets its replay); an anonymous caller's is ignored.
  const header = operation.requestParams?.header;
  const responses = { ...operation.responses };
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith("2") || !response || "$ref" in response) continue;
    responses[status as `2${string}`] = {
      ...response,
      headers: { ...(response.headers as object), "Idempotent-Replayed": replayedHeader },
    } as ZodOpenApiResponseObject;
  }
  responses["422"] = mismatch;
  // A route that already answers 409 for its state keeps that description; both carry the error body.
  responses["409"] ??= inProgress;
  return {
    ...operation,
    requestParams: {
      ...operation.requestParams,
      header: header
        ? (header as z.ZodObject).extend({ "Idempotency-Key": keyParameter })
        : z.object({ "Idempotency-Key": keyParameter }),
    },
    responses,
  };
}

/** The paths with every write's operation given the header, the 409/422 answers and the replay header. */
export function withIdempotencyKeys(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  const out: ZodOpenApiPathsObject = {};
  for (const [path, item] of Object.entries(paths)) {
    const next = { ...item };
    for (const method of WRITE_METHODS) {
      const operation = next[method];
      if (operation) next[method] = withIdempotency(operation);
    }
    out[path] = next;
  }
  return out;
}
