import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { bearerTokenOf } from "./bearer-auth";
import { errorJson } from "./error-response";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses any state-changing request without a same-origin signal, whatever its content type (form-encoded
 * and multipart included; Hono's built-in csrf() only inspects "simple" form types). A browser always sends
 * `Sec-Fetch-Site` or `Origin` on a write, so their absence means a client that must prove itself the same way:
 * scripts send `Origin`, or authenticate with an API token instead. The Origin is compared whole — scheme, host
 * and port — with the public URL when one is configured, else with this request's own.
 *
 * A request with `Authorization: Bearer` passes: a browser never attaches that header by itself (a cross-site
 * page could only add it through a CORS preflight, which this server never grants), and the session middleware
 * then authenticates it by the token alone, ignoring any cookie, or refuses it with 401.
 */
export function refuseCrossSiteWrites(opts: { publicOrigin?: string } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (bearerTokenOf(c.req.header("authorization")) !== null) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    if (fetchSite !== undefined && fetchSite !== "same-origin") return refuse(c);
    if (origin !== undefined && !sameOrigin(origin, expectedOrigin(c, opts.publicOrigin))) return refuse(c);
    if (fetchSite === undefined && origin === undefined) return refuse(c);
    return next();
  };
}

/** The configured public origin, else the origin this request was addressed to (scheme from a trusted proxy). */
function expectedOrigin(c: Parameters<MiddlewareHandler<AppEnv>>[0], publicOrigin?: string): string {
  if (publicOrigin) return new URL(publicOrigin).origin;
  const url = new URL(c.req.url);
  const protocol = c.get("client")?.protocol ?? url.protocol.slice(0, -1);
  return `${protocol}://${c.req.header("host") ?? url.host}`;
}

function sameOrigin(origin: string, expected: string): boolean {
  try {
    // "null" and malformed origins never match; URL() lower-cases and drops default ports on both sides.
    return new URL(origin).origin === new URL(expected).origin;
  } catch {
    return false;
  }
}

function refuse(c: Parameters<MiddlewareHandler<AppEnv>>[0]) {
  return errorJson(c, 403, {
    message: "Cross-site request refused",
    code: "FORBIDDEN",
    reason: "cross_site_request",
  });
}
