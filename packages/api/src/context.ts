import type { Db } from "@esg/db";
import type { LoginInput, SessionUser } from "@esg/domain";

/**
 * What sign-in needs from the host. The server implements it (argon2, session cookies, rate limits);
 * routers only see this port, so they stay free of Node-only code.
 */
export type AuthPort = {
  /** Verifies the credentials; on success creates a session and returns its Set-Cookie value. */
  login(input: LoginInput, meta: { clientKey: string }): Promise<{ user: SessionUser; setCookie: string }>;
  /** Deletes the session row and returns the Set-Cookie value that clears the cookie. */
  logout(sessionId: string): Promise<{ setCookie: string }>;
};

/** Named per-client limits the host enforces (rate-limiter-flexible in the server). */
export type RateLimitBucket = "publicFeedback" | "aiQuery";
/** Resolves true when the call may proceed, false when the key has spent its budget (→ 429). */
export type RateLimit = (bucket: RateLimitBucket, key: string) => Promise<boolean>;

/** An OpenAI-compatible chat model; null when no API key is configured (the built-in analyst answers). */
export type LlmPort = {
  complete(prompt: { system: string; user: string }): Promise<string>;
};

export type Context = {
  db: Db;
  user: SessionUser | null;
  sessionId: string | null;
  /** The socket address of the client (never a forwarded header): the key of per-client limits. */
  clientIp: string;
  auth: AuthPort;
  rateLimit: RateLimit;
  llm: LlmPort | null;
  /** Response headers a procedure may add to (Set-Cookie). */
  resHeaders: Headers;
  isProduction: boolean;
};
