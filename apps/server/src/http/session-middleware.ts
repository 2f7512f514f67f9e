import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AuthService } from "../auth/auth-service";
import type { AppEnv } from "./app-env";

/** Resolves the session cookie once per request; a renewed expiry is sent back as a fresh cookie. */
export function sessionMiddleware(auth: AuthService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, auth.cookieName);
    const session = token ? await auth.validateSessionToken(token) : null;
    c.set("session", session);
    await next();
    if (session?.renewedCookie && !c.res.headers.get("set-cookie")) {
      c.res.headers.append("Set-Cookie", session.renewedCookie);
    }
  };
}
