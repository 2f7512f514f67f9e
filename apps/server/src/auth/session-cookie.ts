import { serialize } from "hono/utils/cookie";

const SESSION_COOKIE = "esg_session";
/**
 * In production the name carries the `__Host-` prefix: browsers then only accept it when Secure, Path=/ and
 * without Domain, so a sibling subdomain cannot plant or overwrite the session cookie.
 */
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    expires: expiresAt,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(sessionCookieName(secure), "", {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    maxAge: 0,
  });
}
