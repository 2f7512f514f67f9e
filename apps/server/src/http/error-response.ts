import { asTrpcError, type ErrorBody, toErrorBody } from "@esg/api";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export function errorJson(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}

/** Any thrown value → the product's JSON error body, with nothing internal in production. */
export function errorFromThrown(c: Context, error: unknown, isProduction: boolean) {
  const { status, body } = toErrorBody(asTrpcError(error), { isProduction });
  return errorJson(c, status as ContentfulStatusCode, body);
}
