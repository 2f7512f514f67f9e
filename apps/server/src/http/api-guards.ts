import type { MiddlewareHandler } from "hono";
import { errorJson } from "./error-response";

/** API answers carry a company's data: no browser or proxy cache may keep them (downloads set their own). */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.res.headers.set("Cache-Control", "no-store");
  };
}

/**
 * One password guess per request: a tRPC batch (`/trpc/auth.login,auth.login,…`) could otherwise carry many
 * guesses past the per-request checks of a proxy or WAF.
 */
export function refuseBatchedLogins(): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith("/trpc/")) return next();
    const logins = c.req.path
      .slice(6)
      .split(",")
      .filter((p) => p === "auth.login").length;
    if (logins <= 1) return next();
    return errorJson(c, 400, { message: "A batch may carry at most one sign-in", code: "BAD_REQUEST" });
  };
}
