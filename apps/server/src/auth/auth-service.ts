import { type AuthPort, tooManyRequests } from "@esg/api";
import {
  appendAudit,
  type Db,
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  findUserById,
  findUserByUsername,
  insertSession,
  keptSessionWithUser,
  type SessionWithUser,
  toSessionUser,
  updateSessionExpiry,
} from "@esg/db";
import { INVALID_CREDENTIALS, type SessionUser } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import type { LoginThrottle } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { clearedSessionCookie, sessionCookie, sessionCookieName } from "./session-cookie";
import { generateSessionToken, parseSessionToken, secretMatches } from "./session-token";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** However often it is used, a session ends this long after sign-in (OWASP: an absolute timeout). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;
/** Sliding expiry: a session used in its last 15 days is extended to a full 30 again. */
const RENEW_WITHIN_MS = 15 * DAY_MS;

export type ValidatedSession = {
  sessionId: string;
  user: SessionUser;
  renewedCookie: string | null;
  /** The company's data version, when the session came from the session cache (`findSessionWithUser`). */
  companyDataVersion?: string;
};

/** A session row's check of one token: when the session ends for good, and the session it gives. */
type Verified = { token: string; endOfLife: number; session: ValidatedSession };

export function createAuthService(deps: {
  db: Db;
  /** Where a session is looked up (a read-only SQLite connection that never waits for an open write); default `db`. */
  sessionReads?: Db;
  throttle: LoginThrottle;
  secureCookies: boolean;
  signupOpen?: boolean;
  now?: () => number;
  /** The password hash function (argon2id); tests pass a counting one. */
  hashPassword?: (password: string) => Promise<string>;
}) {
  const now = deps.now ?? Date.now;
  const hash = deps.hashPassword ?? hashPassword;
  // Verifying against a real hash when the user is unknown keeps both failures equally slow.
  const dummyHash = hashPassword("not-a-real-password");

  /** A new session row for the user; returns its Set-Cookie value. */
  async function newSession(userId: number): Promise<string> {
    const { token, id, secretHash } = generateSessionToken();
    const createdAt = now();
    const expiresAt = createdAt + SESSION_LIFETIME_MS;
    await insertSession(deps.db, { id, secretHash, userId, expiresAt, createdAt });
    return sessionCookie(token, new Date(expiresAt), deps.secureCookies);
  }

  const port: AuthPort = {
    async login(input, meta) {
      const retryAfter = await deps.throttle.reserve(input.username, meta.clientKey);
      if (retryAfter > 0) {
        throw tooManyRequests(
          `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          retryAfter,
          deps.throttle.accountLimit,
        );
      }
      const user = await findUserByUsername(deps.db, { username: input.username });
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user || !ok) {
        // A wrong password for a known account goes to that company's audit log, where its admins see it.
        if (user) {
          await appendAudit(deps.db, {
            companyId: user.company.id,
            userId: user.id,
            action: "sign_in_failed",
            entity: "session",
            after: { clientKey: meta.clientKey },
            at: new Date(now()).toISOString(),
          });
        }
        throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_CREDENTIALS });
      }
      await deps.throttle.succeeded(input.username, meta.clientKey);
      return { user: toSessionUser(user), setCookie: await newSession(user.id) };
    },
    async checkPassword({ username, password, clientKey }) {
      const retryAfter = await deps.throttle.reserve(username, clientKey);
      if (retryAfter > 0) {
        throw tooManyRequests(
          `Too many wrong passwords. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          retryAfter,
          deps.throttle.accountLimit,
        );
      }
      const user = await findUserByUsername(deps.db, { username });
      const ok = !!user && (await verifyPassword(user.passwordHash, password));
      if (ok) await deps.throttle.succeeded(username, clientKey);
      return ok;
    },
    async startSession(userId) {
      const user = await findUserById(deps.db, { id: userId });
      if (!user) throw new TRPCError({ code: "NOT_FOUND", message: "User not found" });
      return { user: toSessionUser(user), setCookie: await newSession(user.id) };
    },
    hashPassword: hash,
    passwordProblem,
    signupOpen: deps.signupOpen ?? true,

    async logout(sessionId) {
      await deleteSession(deps.db, { id: sessionId });
      return { setCookie: clearedSessionCookie(deps.secureCookies) };
    },
  };

  const reads = deps.sessionReads ?? deps.db;

  /**
   * The token whose secret matched each session row as read, with what follows from the row. Where sessions are
   * kept (findSessionWithUser on SQLite) a repeat gets the very same row object while nothing was written, so
   * the same token is not hashed again; another row (re-read, or any read on PostgreSQL) is checked again.
   * Weak: an entry goes when its row leaves the session cache. The session is shared: callers must not mutate it.
   */
  const verified = new WeakMap<SessionWithUser, Verified>();

  /** The row's check of this token (its secret's hash compared once per row and token); null: a wrong secret. */
  function verifiedFor(found: SessionWithUser, parsed: { id: string; secret: string }, token: string) {
    const known = verified.get(found);
    if (known?.token === token) return known;
    if (!secretMatches(parsed.secret, found.session.secretHash)) return null;
    const { companyDataVersion } = found;
    const fresh: Verified = {
      token,
      endOfLife: Date.parse(found.session.createdAt) + SESSION_ABSOLUTE_LIFETIME_MS,
      session: {
        sessionId: parsed.id,
        user: toSessionUser(found.user),
        renewedCookie: null,
        companyDataVersion,
      },
    };
    // Only a kept row (it carries its company's version) comes back as the same object: a fresh read's is new.
    if (companyDataVersion !== undefined) verified.set(found, fresh);
    return fresh;
  }

  /** Past either lifetime ("ended"), in the last half of its sliding one ("renew"), or neither ("live"). */
  function stateAt(found: SessionWithUser, known: Verified, t: number): "live" | "ended" | "renew" {
    const { expiresAt } = found.session;
    if (expiresAt <= t || !(known.endOfLife > t)) return "ended";
    return expiresAt - t < RENEW_WITHIN_MS && expiresAt < known.endOfLife ? "renew" : "live";
  }

  /**
   * A token's session from memory alone, when that settles it: a kept row (nothing written since it was read)
   * whose secret this token already matched, live and not due for renewal. Undefined: validateSessionToken reads
   * or writes what it must. The answer is the one validateSessionToken gives (the same shared object).
   */
  function knownSession(token: string): ValidatedSession | undefined {
    const parsed = parseSessionToken(token);
    const found = parsed && keptSessionWithUser(reads, { id: parsed.id });
    const known = found && verified.get(found);
    if (!found || !known || known.token !== token) return undefined;
    return stateAt(found, known, now()) === "live" ? known.session : undefined;
  }

  /** Resolves a cookie token to its session, deleting expired ones and sliding the expiry when due. */
  async function validateSessionToken(token: string): Promise<ValidatedSession | null> {
    const parsed = parseSessionToken(token);
    if (!parsed) return null;
    const found = await findSessionWithUser(reads, { id: parsed.id });
    const known = found && verifiedFor(found, parsed, token);
    if (!found || !known) return null;
    const t = now();
    const state = stateAt(found, known, t);
    if (state === "live") return known.session;
    if (state === "ended") {
      await deleteSession(deps.db, { id: parsed.id });
      return null;
    }
    const expiresAt = Math.min(t + SESSION_LIFETIME_MS, known.endOfLife);
    await updateSessionExpiry(deps.db, { id: parsed.id, expiresAt });
    return { ...known.session, renewedCookie: sessionCookie(token, new Date(expiresAt), deps.secureCookies) };
  }

  return {
    port,
    validateSessionToken,
    knownSession,
    sweepExpiredSessions: () => sweepExpiredSessions(deps.db, now()),
    cookieName: sessionCookieName(deps.secureCookies),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Deletes every session past either lifetime; the server runs it on start and every hour. */
export function sweepExpiredSessions(db: Db, now: number): Promise<number> {
  return deleteExpiredSessions(db, {
    now,
    createdBefore: new Date(now - SESSION_ABSOLUTE_LIFETIME_MS).toISOString(),
  });
}
