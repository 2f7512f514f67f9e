import { asTrpcError, type ErrorBody, retryAfterHeaders, toErrorBody } from "@esg/api";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export function errorJson(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}

/** Any thrown value → the product's JSON error body, with nothing internal in production. */
export function errorFromThrown(c: Context, error: unknown, isProduction: boolean) {
  const trpcError = asTrpcError(error);
  const { status, body } = toErrorBody(trpcError, { isProduction });
  return c.json(body, status as ContentfulStatusCode, retryAfterHeaders(trpcError));
}
