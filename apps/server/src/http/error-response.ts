import { asTrpcError, type ErrorBody, finishErrorBody, retryAfterHeaders, toErrorBody } from "@esg/api";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./app-env";

/** An error answer of the server's own: the body gets its reason and the request's id (as in X-Request-Id). */
export function errorJson(c: Context<AppEnv>, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(finishErrorBody(body, c.get("requestId")), status);
}

/** Any thrown value → the product's JSON error body, with nothing internal in production. */
export function errorFromThrown(c: Context<AppEnv>, error: unknown, isProduction: boolean) {
  const trpcError = asTrpcError(error);
  const { status, body } = toErrorBody(trpcError, { isProduction });
  return c.json(
    finishErrorBody(body, c.get("requestId")),
    status as ContentfulStatusCode,
    retryAfterHeaders(trpcError),
  );
}
