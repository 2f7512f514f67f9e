/**
 * The REST adapter: one web `Request` on a declared route → one `Response`, whatever the host. The server
 * mounts each route on Hono and hands over the route and Hono's parameters (apps/server/src/http/rest-adapter.ts);
 * the offline demo matches the request itself, once, from its service worker (apps/web/src/demo/demo-rest.ts).
 * Both answer every documented path the same way.
 */
import { idSchema } from "@esg/domain";
import type { Context } from "../context";
import { asTrpcError, type ErrorBody, finishErrorBody, retryAfterHeaders, toErrorBody } from "../errors";
import { jsonTextOf } from "../json-text";
import { parseRestBody, procedureAt, queryInput, restInput } from "../rest-call";
import { createCaller } from "../root";
import { fileResponse, type RestFileOutput } from "./file-response";
import { matchRestRoute, type RestMatch } from "./match";
import type { RestRoute } from "./route-types";
import { restRoutes } from "./routes";

export type RestHandlerOptions = {
  /**
   * The procedure context of this request. It is made before the body is read, so a request without a session
   * is refused without reading it; `resHeaders` collects what procedures add (Set-Cookie).
   */
  createContext: (resHeaders: Headers) => Context | Promise<Context>;
  /** Told of every failure of the server's own (5xx), for the host's log; the client sees the error body only. */
  onError?: (error: unknown) => void;
};

function jsonResponse(output: unknown, headers: Headers): Response {
  headers.set("content-type", "application/json");
  return new Response(jsonTextOf(output), { headers });
}

/**
 * The answer to a REST request, or null when no declared route matches (the host answers 404 itself). For a
 * host without a router of its own (the offline demo): the request is matched here, once.
 */
export async function handleRestRequest(
  request: Request,
  opts: RestHandlerOptions,
): Promise<Response | null> {
  const match = matchRestRoute(restRoutes, request.method, new URL(request.url).pathname);
  return match && handleRestRoute(request, match, opts);
}

/**
 * The answer to a request already matched to its route, with its decoded path parameters (a host whose router
 * matched it, as the server's Hono app does, passes them on instead of matching again).
 */
export async function handleRestRoute(
  request: Request,
  match: RestMatch,
  opts: RestHandlerOptions,
): Promise<Response> {
  const url = new URL(request.url);
  const resHeaders = new Headers();
  const ctx = await opts.createContext(resHeaders);
  const refused = refusal(match, ctx);
  if (refused) return errorResponse(refused.status, finishErrorBody(refused.body, ctx.requestId));
  try {
    const input = await readInput(request, url, match.route);
    if (!input.ok) return errorResponse(input.status, finishErrorBody(input.error, ctx.requestId));
    const call = procedureAt(createCaller(ctx), match.route.procedure);
    const output = await call(restInput(passedParams(match.params), input.value));
    return match.route.response === "file"
      ? fileResponse(output as RestFileOutput, resHeaders)
      : jsonResponse(output, resHeaders);
  } catch (thrown) {
    const error = asTrpcError(thrown);
    const { status, body } = toErrorBody(error, { isProduction: ctx.isProduction });
    if (status >= 500) opts.onError?.(thrown);
    return errorResponse(status, finishErrorBody(body, ctx.requestId), retryAfterHeaders(error));
  }
}

/**
 * Who may not call this route at all: nobody signed in (401), a path whose company is no id (400: a typo is
 * the caller's mistake, not a question of access), or a path naming another company (403).
 */
function refusal(match: RestMatch, ctx: Context): { status: number; body: ErrorBody } | null {
  if (!ctx.user && !match.route.public) {
    return { status: 401, body: { message: "Not signed in", code: "UNAUTHORIZED" } };
  }
  const { companyId } = match.params;
  if (companyId !== undefined && !idSchema.safeParse(companyId).success) {
    const message = "Company id must be a positive whole number";
    return {
      status: 400,
      body: { message, code: "BAD_REQUEST", issues: [{ path: ["companyId"], message }] },
    };
  }
  if (companyId !== undefined && ctx.user && String(ctx.user.company.id) !== companyId) {
    return { status: 403, body: { message: "You do not have access to this company", code: "FORBIDDEN" } };
  }
  return null;
}

/** The path parameters that are input: `:companyId` was checked against the session and is not passed on. */
function passedParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([name]) => name !== "companyId"));
}

/** A read's input is its query string; a write's, its JSON body. */
async function readInput(request: Request, url: URL, route: RestRoute) {
  if (route.method === "GET" || route.method === "DELETE") {
    return { ok: true as const, value: queryInput(url.searchParams) };
  }
  return parseRestBody(await request.text(), request.headers.get("content-type") ?? "");
}

export function errorResponse(status: number, body: ErrorBody, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers });
}
