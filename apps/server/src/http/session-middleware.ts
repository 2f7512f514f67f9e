import type { Db } from "@esg/db";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AuthService } from "../auth/auth-service";
import type { AppEnv } from "./app-env";
import {
  API_TOKEN_NOT_ON_TRPC,
  authenticateApiToken,
  bearerTokenOf,
  INVALID_API_TOKEN,
  refuseApiToken,
} from "./bearer-auth";

/**
 * Resolves who the request runs as, once per request. With `Authorization: Bearer`, the API token alone decides
 * (any session cookie is ignored) and a bad token is a 401; tokens work on the REST API only, never on /trpc,
 * which is the browser app's transport. Otherwise the session cookie decides, and a renewed expiry is sent back
 * as a fresh cookie.
 */
export function sessionMiddleware(auth: AuthService, deps: { db: Db }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = bearerTokenOf(c.req.header("authorization"));
    if (bearer !== null) {
      if (!c.req.path.startsWith("/api/")) return refuseApiToken(c, API_TOKEN_NOT_ON_TRPC);
      const tokenSession = await authenticateApiToken(deps.db, bearer);
      if (!tokenSession) return refuseApiToken(c, INVALID_API_TOKEN);
      c.set("session", tokenSession);
      return next();
    }
    const token = getCookie(c, auth.cookieName);
    const session = token ? await auth.validateSessionToken(token) : null;
    c.set("session", session);
    await next();
    if (session?.renewedCookie && !c.res.headers.get("set-cookie")) {
      c.res.headers.append("Set-Cookie", session.renewedCookie);
    }
  };
}
