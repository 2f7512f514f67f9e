import type { SessionUser } from "@esg/domain";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";
import type { TrustedProxies } from "../http/client-ip";
import type { Logger } from "./logger";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id";
import { routeLabel, trpcProcedures } from "./route-label";

/**
 * Remembers the error behind a request's 5xx (the server's own failure, or an upstream's) for its log line,
 * even when it is one failed call of a tRPC batch; the first one is kept. The response never carries it:
 * error-response.ts writes the client's message.
 */
export function noteServerError(c: Context<AppEnv>, error: unknown): void {
  if (c.get("serverError") === undefined) c.set("serverError", error);
}

/**
 * Gives every request an id (echoed as X-Request-Id on every response) and writes one line for it when it is
 * answered: method, route pattern, status, duration, ids of the user and company, and the stack of an
 * unexpected error. Nothing the client sent (headers, cookies, tokens, bodies, query strings) is written.
 * Mounted first, so that it sees every answer, including refusals by later middleware.
 */
export function requestLog(logger: Logger, trusted: TrustedProxies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(c, trusted);
    c.set("requestId", requestId);
    try {
      await next();
    } catch (error) {
      // Only a thrown non-Error gets past Hono's error handler; it is still this request's one line.
      noteServerError(c, error);
      writeLine(logger, c, { requestId, status: 500, ms: performance.now() - started });
      throw error;
    }
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    writeLine(logger, c, { requestId, status: c.res.status, ms: performance.now() - started });
  };
}

/**
 * The request's one line. `route` is the pattern of the route that answered, for an answer given before
 * routing reached it (a kept answer, http/kept-answers.ts); by default the route Hono reached.
 */
export function writeLine(
  logger: Logger,
  c: Context<AppEnv>,
  {
    requestId,
    status,
    ms,
    route = routeLabel(c),
  }: { requestId: string; status: number; ms: number; route?: string },
) {
  const { method, path } = c.req;
  const fields = { method, path, requestId, status, ms, route };
  writeRequestLine(logger, { ...fields, user: c.get("session")?.user, error: c.get("serverError") });
}

/** The line itself, from what the request was (also written before Hono, for a kept answer). */
export function writeRequestLine(
  logger: Logger,
  {
    method,
    path,
    requestId,
    status,
    ms,
    route,
    user,
    error,
  }: {
    method: string;
    path: string;
    requestId: string;
    status: number;
    ms: number;
    route: string;
    user: SessionUser | undefined;
    error: unknown;
  },
) {
  // Client errors (4xx) are the client's business: only the server's own failures are errors.
  const level = status >= 500 || error !== undefined ? "error" : "info";
  // Not even built when the level is off: a kept read's whole answer costs little more than this line.
  if (!logger.isLevelEnabled(level)) return;
  const line = {
    requestId,
    method,
    route,
    procedure: trpcProcedures(path),
    status,
    durationMs: Math.round(ms * 10) / 10,
    userId: user?.id,
    companyId: user?.company.id,
    // Serialised by the logger (errorForLog): type, message, stack, code.
    ...(error === undefined ? {} : { err: error }),
  };
  logger[level](line, `${method} ${route} ${status}`);
}
