import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses any state-changing request that the browser marks as cross-site, whatever its content type
 * (form-encoded and multipart included). Hono's built-in csrf() only inspects "simple" form content types,
 * which leaves JSON-looking requests sent with text/plain or no-cors to chance.
 */
export function refuseCrossSiteWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return refuse(c);
    const origin = c.req.header("origin");
    if (origin !== undefined && !sameHost(origin, c.req.header("host") ?? new URL(c.req.url).host))
      return refuse(c);
    return next();
  };
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" and malformed origins are never same-site
  }
}

function refuse(c: Parameters<MiddlewareHandler>[0]) {
  return c.json({ message: "Cross-site request refused", code: "FORBIDDEN" }, 403);
}
