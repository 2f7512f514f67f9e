import { createHash } from "node:crypto";
import type { ApiTokenAuth } from "@esg/api";
import { type Db, findApiTokenByHash, touchApiToken } from "@esg/db";
import { API_TOKEN_PATTERN, isApiTokenRevoked, type SessionUser } from "@esg/domain";
import type { Context } from "hono";
import { errorJson } from "./error-response";

/**
 * A request authenticated by a personal API token (`Authorization: Bearer <token>`), shaped like a cookie
 * session (`c.get("session")`) so that everything downstream (the REST adapter's sign-in check, the body
 * limits, the tRPC context) treats it as a signed-in user. It has no session id: what only a browser session may
 * do (managing tokens, signing out) is refused by `sessionOnlyProcedure`.
 */
export type ApiTokenSession = {
  sessionId: null;
  user: SessionUser;
  renewedCookie: null;
  apiToken: ApiTokenAuth;
};

export const INVALID_API_TOKEN = "This API token is invalid, expired or revoked";
export const API_TOKEN_NOT_ON_TRPC = "API tokens work on the REST API (/api/…), not on /trpc";

// RFC 6750 §2.1: the scheme is case-insensitive and the token follows one or more spaces. "Bearer" alone (the
// fetch API trims "Bearer " to it) is a bearer header without a token, refused rather than read as no header.
const BEARER = /^Bearer(?:[ \t]+(\S*))?[ \t]*$/i;

/**
 * The token of an `Authorization: Bearer` header ("" when the header names the scheme but no token), or null
 * when the request has no bearer header (no Authorization, or another scheme): then a cookie may sign it in.
 */
export function bearerTokenOf(authorization: string | undefined): string | null {
  if (authorization === undefined) return null;
  const match = BEARER.exec(authorization.trim());
  return match ? (match[1] ?? "") : null;
}

/**
 * Resolves a bearer token to the member it acts as, or null when it is malformed, unknown, revoked or expired,
 * or its owner is no longer a member of its company. Every successful use is recorded in `last_used_at`.
 */
export async function authenticateApiToken(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<ApiTokenSession | null> {
  // A malformed token cannot match: no query for garbage.
  if (!API_TOKEN_PATTERN.test(token)) return null;
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const found = await findApiTokenByHash(db, { tokenHash });
  // A rotated token works until its grace period ends (its revokedAt lies ahead until then).
  if (!found || isApiTokenRevoked(found.token.revokedAt, now)) return null;
  if (!(Date.parse(found.token.expiresAt) > now.getTime())) return null;
  await touchApiToken(db, { companyId: found.token.companyId, id: found.token.id, now: now.toISOString() });
  return {
    sessionId: null,
    user: found.user,
    renewedCookie: null,
    apiToken: {
      id: found.token.id,
      scope: found.token.scope,
      tokensScope: found.token.tokensScope,
      service: found.token.service,
    },
  };
}

/** 401 for a bad token, with the RFC 6750 challenge so that HTTP clients know which credentials failed. */
export function refuseApiToken(c: Context, message: string) {
  c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
  return errorJson(c, 401, { message, code: "UNAUTHORIZED" });
}
