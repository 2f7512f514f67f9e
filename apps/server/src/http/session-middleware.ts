import type { Db } from "@esg/db";
import type { Context, MiddlewareHandler } from "hono";
import { parse } from "hono/utils/cookie";
import type { AuthService } from "../auth/auth-service";
import type { AppEnv } from "./app-env";
import {
  API_TOKEN_NOT_ON_TRPC,
  authenticateApiToken,
  bearerTokenOf,
  INVALID_API_TOKEN,
  refuseApiToken,
} from "./bearer-auth";

export type Session = AppEnv["Variables"]["session"];

/** What the session is resolved from: the request's path and headers (by lower-case name). */
export type SessionSource = { path: string; header: (name: string) => string | undefined };

/**
 * Who the request runs as, or the 401 that refuses it. With `Authorization: Bearer`, the API token alone decides
 * (any session cookie is ignored) and a bad token is a 401; tokens work on the REST API only, never on /trpc,
 * which is the browser app's transport. Otherwise the session cookie decides (null: nobody signed in).
 */
export async function resolveSession(
  c: Context<AppEnv>,
  auth: AuthService,
  db: Db,
): Promise<{ session: Session } | { refused: Response }> {
  const source = { path: c.req.path, header: (name: string) => c.req.header(name) };
  const resolved = await sessionOf(source, auth, db);
  return "refusal" in resolved ? { refused: refuseApiToken(c, resolved.refusal) } : resolved;
}

/** The same from a request's path and headers (also read before Hono, http/kept-listener.ts); a 401's message. */
export async function sessionOf(
  req: SessionSource,
  auth: AuthService,
  db: Db,
): Promise<{ session: Session } | { refusal: string }> {
  const bearer = bearerTokenOf(req.header("authorization"));
  if (bearer !== null) {
    if (!req.path.startsWith("/api/")) return { refusal: API_TOKEN_NOT_ON_TRPC };
    const session = await authenticateApiToken(db, bearer);
    return session ? { session } : { refusal: INVALID_API_TOKEN };
  }
  const token = sessionCookieOf(req, auth);
  return { session: token ? await auth.validateSessionToken(token) : null };
}

/**
 * What `sessionOf` would answer, from memory alone: a request with no session cookie (nobody), or one whose
 * session is known (AuthService.knownSession). Undefined when that takes a read or a write: then `sessionOf`.
 * API tokens always take the read.
 */
export function knownSessionOf(req: SessionSource, auth: AuthService): { session: Session } | undefined {
  if (req.header("authorization") !== undefined) return undefined;
  const token = sessionCookieOf(req, auth);
  if (!token) return { session: null };
  const session = auth.knownSession(token);
  return session && { session };
}

/**
 * The session cookie's value in each Cookie header seen lately, per cookie name (a process may serve apps with
 * either): a browser sends the same header with every request.
 */
const tokensByHeader = new Map<string, Map<string, string | undefined>>();
const MAX_REMEMBERED_HEADERS = 10_000;
/**
 * A browser's header is the session cookie and perhaps a few more: a longer one is parsed every time, so that
 * clients sending many long, distinct headers cannot make the memory grow past 10,000 × 1 KB.
 */
const MAX_REMEMBERED_LENGTH = 1024;

/** The session cookie's token in the request's Cookie header, if any. */
function sessionCookieOf(req: SessionSource, auth: AuthService): string | undefined {
  const cookies = req.header("cookie");
  return cookies === undefined ? undefined : sessionTokenIn(cookies, auth.cookieName);
}

/** Hono's own cookie parser (what getCookie runs) over the header as sent, once per distinct header. */
function sessionTokenIn(cookies: string, name: string): string | undefined {
  if (cookies.length > MAX_REMEMBERED_LENGTH) return parse(cookies, name)[name];
  let seen = tokensByHeader.get(name);
  if (!seen) {
    seen = new Map();
    tokensByHeader.set(name, seen);
  }
  if (seen.has(cookies)) return seen.get(cookies);
  const token = parse(cookies, name)[name];
  if (seen.size >= MAX_REMEMBERED_HEADERS) seen.clear();
  seen.set(cookies, token);
  return token;
}

/**
 * Resolves who the request runs as, once per request (kept-answers.ts may have done it already, for a read it
 * then could not answer from its kept bytes), and sends a renewed expiry back as a fresh cookie.
 */
export function sessionMiddleware(auth: AuthService, deps: { db: Db }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let session = c.get("session");
    if (session === undefined) {
      const resolved = await resolveSession(c, auth, deps.db);
      if ("refused" in resolved) return resolved.refused;
      session = resolved.session;
      c.set("session", session);
    }
    await next();
    if (session?.renewedCookie && !c.res.headers.get("set-cookie")) {
      c.res.headers.append("Set-Cookie", session.renewedCookie);
    }
  };
}
