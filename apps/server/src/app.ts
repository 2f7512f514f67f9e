import {
  appRouter,
  DEFAULT_UPLOAD_LIMITS,
  type LlmPort,
  type MailPort,
  restRoutes,
  retryAfterHeaders,
  type UploadLimits,
  type WebFetcher,
} from "@esg/api";
import type { Db } from "@esg/db";
import { UPLOAD_MAX_BYTES_DEFAULT } from "@esg/domain";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createAuthService } from "./auth/auth-service";
import { LoginThrottle } from "./auth/login-throttle";
import { allowedHostSet, refuseUnknownHosts } from "./http/allowed-hosts";
import { mountApiDocs } from "./http/api-docs";
import { noStore, refuseBatchedLogins } from "./http/api-guards";
import type { AppEnv } from "./http/app-env";
import { clientOf, parseTrustedProxies } from "./http/client-ip";
import { closeUnreadBodies } from "./http/connection-close";
import { refuseCrossSiteWrites } from "./http/csrf";
import { errorFromThrown, errorJson } from "./http/error-response";
import { type IdempotencyOptions, idempotency } from "./http/idempotency";
import { createKeptAnswers, type KeptAnswers, keptAnswers, keptReads } from "./http/kept-answers";
import { registerKeptReads } from "./http/kept-listener";
import type { RateLimitStore } from "./http/rate-limit-store";
import { createRateLimit, type RateLimitSettings } from "./http/rate-limits";
import { createReadinessCheck, readyRoute } from "./http/readiness";
import { requestContext } from "./http/request-context";
import { mountRestRoutes } from "./http/rest-adapter";
import { securityHeaders } from "./http/security-headers";
import { sessionMiddleware } from "./http/session-middleware";
import { mountSpa } from "./http/spa";
import { trpcRoute } from "./http/trpc-route";
import { type Logger, silentLogger } from "./logging/logger";
import { noteServerError, requestLog } from "./logging/request-log";
import { EVIDENCE_PATH_PATTERN, mountEvidenceRoute } from "./uploads/evidence-route";
import { createUploadJobs, type UploadJobs } from "./uploads/upload-jobs";
import { mountUploadRoute, UPLOAD_PATH } from "./uploads/upload-route";
import { createWebFetcher } from "./web-fetch/web-fetcher";
import { createWebhookTargets, type WebhookTargets } from "./webhooks/webhook-targets";

export type AppDeps = {
  db: Db;
  /**
   * A read-only connection to the same SQLite file (`DbHandle.reader`): the session of every signed-in request
   * is looked up there, so it never waits behind a write transaction open on `db`.
   */
  sessionReads?: Db;
  isProduction: boolean;
  /** Folder of the built SPA; omitted in API-only tests. */
  staticDir?: string;
  throttle?: LoginThrottle;
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * Where the request budgets and the default login throttle count (rateLimitStoreFor(handle)): on PostgreSQL
   * the database, shared by every app process; omitted → this process's memory (one process on SQLite).
   */
  rateLimitStore?: RateLimitStore;
  /** The OpenAI-compatible model; null/omitted → the built-in analyst answers. */
  llm?: LlmPort | null;
  /** Fetches company websites (SSRF-safe); tests inject one with a loopback allow-list or a fake. */
  webFetcher?: WebFetcher;
  /** Where webhooks may be sent (the same SSRF policy); default: public addresses only. */
  webhookTargets?: WebhookTargets;
  maxBodyBytes?: number;
  ingestMaxBodyBytes?: number;
  /** UPLOAD_MAX_BYTES: the largest file POST /api/carbon/uploads takes (default 200 MiB). */
  uploadMaxBytes?: number;
  /** UPLOAD_USER_CAP and UPLOAD_QUOTA_BYTES: uploads at a time per user, upload content per company. */
  uploadLimits?: UploadLimits;
  /** The streamed uploads being processed (the server passes its own, to wait for them on shutdown). */
  uploadJobs?: UploadJobs;
  /** SIGNUP=open|closed (default open). */
  signup?: boolean;
  /** TRUST_PROXY: proxies whose X-Forwarded-For/-Proto are believed (default: none). */
  trustProxy?: string;
  /** PUBLIC_URL: the origin writes must come from; its host is allowed. */
  publicUrl?: string;
  /** ALLOWED_HOSTS: more Host values to answer (with PUBLIC_URL's, the only ones when any is set). */
  allowedHosts?: string;
  /** DEMO: whether Reset Demo (demo.reset) exists; default true. */
  demo?: boolean;
  /** One line per request, and the stack of every unexpected error; omitted → nothing is logged (tests). */
  logger?: Logger;
  /** SMTP_URL's mailer: invitations naming an e-mail address are sent; null/omitted → links are only shown. */
  mailer?: MailPort | null;
  /** The password hash function (argon2id by default); tests pass one that counts its calls. */
  hashPassword?: (password: string) => Promise<string>;
  /**
   * Where repeated reads of kept routes are answered from their last bytes (http/kept-answers.ts); tests pass
   * their own to count hits, or null to run every read through the whole chain. Default: one per app.
   */
  keptAnswers?: KeptAnswers | null;
  /** Idempotency keys' clock and timings; tests move the clock past a key's 24 h. */
  idempotency?: IdempotencyOptions;
};

export const MAX_BATCH_SIZE = 10;
const TRPC_ENDPOINT = "/trpc";
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Carbon ingest takes whole files: 100,000 activities are ~11 MB of JSON (at least 5 MiB must fit). */
export const INGEST_MAX_BODY_BYTES = 32 * 1024 * 1024;
const isIngestPath = (path: string) =>
  path === "/api/carbon/ingest" ||
  (path.startsWith("/trpc/") && path.slice(6).split(",").includes("carbon.ingest"));

export function createApp(deps: AppDeps) {
  const auth = createAuthService({
    signupOpen: deps.signup ?? true,
    db: deps.db,
    sessionReads: deps.sessionReads,
    throttle: deps.throttle ?? new LoginThrottle({ store: deps.rateLimitStore }),
    secureCookies: deps.isProduction,
    hashPassword: deps.hashPassword,
  });
  const ctxDeps = {
    db: deps.db,
    authPort: auth.port,
    rateLimit: createRateLimit(deps.rateLimits, deps.rateLimitStore),
    llm: deps.llm ?? null,
    webFetcher: deps.webFetcher ?? createWebFetcher(),
    webhookTargets: deps.webhookTargets ?? createWebhookTargets(),
    mailer: deps.mailer ?? null,
    isProduction: deps.isProduction,
    demoEnabled: deps.demo ?? true,
    uploadLimits: deps.uploadLimits ?? DEFAULT_UPLOAD_LIMITS,
  };
  const app = new Hono<AppEnv>();
  const tooLarge = (c: Context) =>
    errorJson(c, 413, { message: "Request body too large", code: "PAYLOAD_TOO_LARGE" });
  const bodyLimitMw = bodyLimit({ maxSize: deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, onError: tooLarge });
  const ingestLimit = bodyLimit({
    maxSize: deps.ingestMaxBodyBytes ?? INGEST_MAX_BODY_BYTES,
    onError: tooLarge,
  });

  const trusted = parseTrustedProxies(deps.trustProxy ?? "");
  const logger = deps.logger ?? silentLogger();
  const allowedHosts = allowedHostSet(deps.publicUrl, deps.allowedHosts ?? "");
  const kept = deps.keptAnswers === undefined ? createKeptAnswers() : deps.keptAnswers;
  // Before everything: a repeated kept read is answered as the chain below answered it (its log line included).
  if (kept) {
    const reads = keptReads(kept, {
      routes: restRoutes,
      trpcEndpoint: TRPC_ENDPOINT,
      auth,
      db: deps.db,
      logger,
      trusted,
      allowedHosts,
    });
    const answerKept = keptAnswers(reads);
    app.use("/api/*", answerKept);
    app.use(`${TRPC_ENDPOINT}/*`, answerKept);
    // The server answers them before Hono when it serves this app through createServerFor (kept-listener.ts).
    registerKeptReads(app, reads);
  }
  // First, so that every answer (refusals, 404s, the SPA) carries the request id and is logged.
  app.use("*", requestLog(logger, trusted));
  app.use("*", closeUnreadBodies());
  app.use("*", securityHeaders({ isProduction: deps.isProduction }));
  app.use("*", refuseUnknownHosts(allowedHosts));
  app.use("*", async (c, next) => {
    c.set("client", clientOf(c, trusted));
    await next();
  });
  // Before the session and body middleware, which it does not need.
  app.get("/api/ready", readyRoute(createReadinessCheck(deps.db)));
  // One per app: its purge timer is shared by /api and /trpc.
  const idempotentWrites = idempotency(deps.db, deps.idempotency);
  for (const prefix of ["/api/*", "/trpc/*"]) {
    app.use(prefix, noStore());
    app.use(prefix, refuseCrossSiteWrites({ publicOrigin: deps.publicUrl }));
    // The session (a cookie, or an API token on /api) is known before any body is read: only a signed-in user
    // may send a whole file.
    app.use(prefix, sessionMiddleware(auth, { db: deps.db }));
    app.use(prefix, (c, next) => {
      // A streamed upload counts its own bytes against its own limit, and only for a signed-in user.
      if (c.req.path === UPLOAD_PATH && c.req.method === "POST") return next();
      // So does an evidence file (its limit is 20 MiB, above the JSON body limit).
      if (c.req.method === "POST" && EVIDENCE_PATH_PATTERN.test(c.req.path)) return next();
      // No handler reads the body of a read, and checking it would build the whole fetch Request of every
      // GET (measured: ~10% of a cached read's CPU); an unread body closes the connection instead.
      if (c.req.method === "GET" || c.req.method === "HEAD") return next();
      return (isIngestPath(c.req.path) && c.get("session") ? ingestLimit : bodyLimitMw)(c, next);
    });
    app.use(prefix, refuseBatchedLogins());
    // After sign-in (a key belongs to its user and company) and the body limits (the body is hashed).
    app.use(prefix, idempotentWrites);
  }

  app.get("/api/health", (c) => c.json({ status: "ok" }));
  mountApiDocs(app, { isProduction: deps.isProduction });

  app.all(
    `${TRPC_ENDPOINT}/*`,
    trpcRoute({
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: (c, resHeaders) => requestContext(c, ctxDeps, resHeaders),
      // A spent budget's 429 says when to retry, as on the REST API.
      responseMeta: ({ errors }) =>
        errors.length ? { headers: new Headers(Object.assign({}, ...errors.map(retryAfterHeaders))) } : {},
      onError: (c, error) => {
        // The server's own failures (500, and 502/504 of an upstream) get their stack into the request's line.
        if (getHTTPStatusCodeFromError(error) >= 500) noteServerError(c, error);
      },
    }),
  );

  mountUploadRoute(app, {
    ctx: ctxDeps,
    jobs: deps.uploadJobs ?? createUploadJobs(deps.db),
    maxBytes: deps.uploadMaxBytes ?? UPLOAD_MAX_BYTES_DEFAULT,
    limits: ctxDeps.uploadLimits,
  });
  mountEvidenceRoute(app, { ctx: ctxDeps });
  mountRestRoutes(app, restRoutes, ctxDeps);
  app.all("/api/*", (c) => errorJson(c, 404, { message: "Not found", code: "NOT_FOUND" }));
  app.all("/trpc", (c) => errorJson(c, 404, { message: "Not found", code: "NOT_FOUND" }));

  if (deps.staticDir) mountSpa(app, deps.staticDir, { production: deps.isProduction });

  app.onError((error, c) => {
    const response = errorFromThrown(c, error, deps.isProduction);
    if (response.status >= 500) noteServerError(c, error);
    return response;
  });
  return app;
}
