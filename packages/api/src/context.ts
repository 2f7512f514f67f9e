import type { Db } from "@esg/db";
import type { ApiTokenScope, LoginInput, Role, SessionUser } from "@esg/domain";
import type { UploadLimits } from "./services/ingest/upload-admission";

/**
 * What sign-in needs from the host. The server implements it (argon2, session cookies, rate limits);
 * routers only see this port, so they stay free of Node-only code.
 */
export type AuthPort = {
  /** Verifies the credentials; on success creates a session and returns its Set-Cookie value. */
  login(input: LoginInput, meta: { clientKey: string }): Promise<{ user: SessionUser; setCookie: string }>;
  /** Deletes the session row and returns the Set-Cookie value that clears the cookie. */
  logout(sessionId: string): Promise<{ setCookie: string }>;
  /** Signs a user in who was just created (sign-up, an accepted invitation): a new session and its cookie. */
  startSession(userId: number): Promise<{ user: SessionUser; setCookie: string }>;
  /**
   * Whether `password` is the user's current one, counted against the same per-account and per-client budget as
   * sign-in (a stolen session cannot guess it freely: 429 once spent).
   */
  checkPassword(p: { username: string; password: string; clientKey: string }): Promise<boolean>;
  hashPassword(password: string): Promise<string>;
  /** Why a new password is refused (OWASP ASVS: length, common passwords), or null when it is acceptable. */
  passwordProblem(password: string): string | null;
  /** SIGNUP=open|closed: when closed, sign-up answers 404 and the login screen hides its link. */
  signupOpen: boolean;
};

/**
 * Per-user budgets for the work that costs money or holds the server for seconds: "aiQuery" is every model call
 * (questions, ratings analysis, AI cross-checks), "webFetch" every crawl of an outside website.
 */
export type UserRateLimitBucket = "aiQuery" | "webFetch";
/**
 * Named limits the host enforces (rate-limiter-flexible in the server); "publicFeedback", "signup" and
 * "acceptInvitation" are per client address.
 */
export type RateLimitBucket = "publicFeedback" | "signup" | "acceptInvitation" | UserRateLimitBucket;
/** Whether the call may proceed; when the key has spent its budget (→ 429), how long until it may retry. */
export type RateLimitVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number /** The budget per window. */; limit: number };
export type RateLimit = ((bucket: RateLimitBucket, key: string) => Promise<RateLimitVerdict>) & {
  /** Gives back the unit a call spent, when only failures should count (an invitation accepted). */
  refund(bucket: RateLimitBucket, key: string): Promise<void>;
};

/** An OpenAI-compatible chat model; null when no API key is configured (the built-in analyst answers). */
export type LlmPort = {
  complete(prompt: { system: string; user: string }): Promise<string>;
};

/** The e-mail telling an invitee about their invitation; `path` is the link's path on the app's public URL. */
export type InvitationMail = {
  to: string;
  companyName: string;
  invitedBy: string;
  role: Role;
  path: string;
  expiresAt: string;
};

/** Sends the product's e-mails (SMTP through nodemailer in the server); null when no mail is configured. */
export type MailPort = {
  sendInvitation(mail: InvitationMail): Promise<void>;
};

/** One HTML page fetched from the public web. */
export type FetchedPage = { requestedUrl: string; finalUrl: string; html: string };

/**
 * Why a fetch did not happen or failed: "invalid_url" and "refused" are the caller's fault (400); the rest are
 * the site's (unreachable, not HTML, too large, too slow).
 */
export type WebFetchFailure =
  | "invalid_url"
  | "refused"
  | "unreachable"
  | "not_html"
  | "too_large"
  | "timeout";

export class WebFetchError extends Error {
  readonly kind: WebFetchFailure;
  constructor(kind: WebFetchFailure, message: string) {
    super(message);
    this.name = "WebFetchError";
    this.kind = kind;
  }
}

/**
 * Fetches a page a user pointed at, safe against SSRF (the server implements it with socket-level checks);
 * throws WebFetchError.
 */
export type WebFetcher = {
  fetchHtml(url: string): Promise<FetchedPage>;
};

/**
 * Vets a URL the server will POST webhooks to, with the SSRF policy of website extraction (the server's
 * implementation); throws WebFetchError ("invalid_url", "refused", "unreachable").
 */
export type WebhookTargetPolicy = {
  vet(url: string): Promise<void>;
};

/**
 * The API token a REST request authenticated with (`Authorization: Bearer`): its id, its scope cap, whether it
 * has the `tokens` scope (it may rotate itself) and whether it is a service token (the company's, not a member's).
 */
export type ApiTokenAuth = { id: number; scope: ApiTokenScope; tokensScope: boolean; service: boolean };

export type Context = {
  db: Db;
  user: SessionUser | null;
  /** The cookie session's id; null for an API token (then `apiToken` is set) or no sign-in. */
  sessionId: string | null;
  /** Set when the caller is an API token rather than a browser session; absent or null otherwise. */
  apiToken?: ApiTokenAuth | null;
  /** The socket address of the client (never a forwarded header): the key of per-client limits. */
  clientIp: string;
  auth: AuthPort;
  rateLimit: RateLimit;
  llm: LlmPort | null;
  webFetcher: WebFetcher;
  /** Where webhooks may be sent; absent where nothing sends them (the offline demo). */
  webhookTargets?: WebhookTargetPolicy | null;
  /** SMTP_URL: invitations naming an e-mail address are mailed; null → the link is only shown to the admin. */
  mailer?: MailPort | null;
  /** Response headers a procedure may add to (Set-Cookie). */
  resHeaders: Headers;
  isProduction: boolean;
  /** DEMO=on: the demo company may be reset (Reset Demo); off in production unless asked for. */
  demoEnabled: boolean;
  /** The request's id (its `X-Request-Id`), repeated in every error body; absent on hosts without one. */
  requestId?: string;
  /** UPLOAD_USER_CAP and UPLOAD_QUOTA_BYTES, for every way of opening an upload; absent → the defaults. */
  uploadLimits?: UploadLimits;
};
