import { createOpenAiLlm } from "@esg/api";
import {
  assertWritable,
  createDb,
  type DbHandle,
  type DbOptions,
  DEMO_USER,
  migrateToLatest,
  purgeExpiredIdempotencyKeys,
  redactDatabaseUrl,
  seedIfEmpty,
  sessionReadsOf,
} from "@esg/db";
import { type ServerType, serve } from "@hono/node-server";
import { createApp } from "./app";
import { sweepExpiredSessions } from "./auth/auth-service";
import { hashPassword } from "./auth/password";
import type { Env } from "./env";
import { createServerFor } from "./http/kept-listener";
import { rateLimitStoreFor } from "./http/rate-limit-store";
import type { Logger } from "./logging/logger";
import { createServerLogger } from "./logging/pretty-logger";
import { createSmtpMailer } from "./mail/smtp-mailer";
import { createUploadJobs } from "./uploads/upload-jobs";
import { createWebhookTargets } from "./webhooks/webhook-targets";
import { createWebhookWorker } from "./webhooks/webhook-worker";

const SHUTDOWN_GRACE_MS = 10_000;
const UPLOAD_SWEEP_MS = 60_000;
const SESSION_SWEEP_MS = 60 * 60 * 1000;
const HISTORY_SWEEP_MS = 60 * 60 * 1000;

/** How to open the database; `readonly` lets tests stand in for a read-only file (root writes through 0444). */
export type DatabaseOptions = { database?: DbOptions };

/**
 * Opens the database for a command that writes. A read-only file or folder would let the server start and
 * answer 500 to every write, so it is refused here with DatabaseReadOnlyError ("Database … is read-only: …").
 */
export async function openWritableDatabase(env: Env, options: DatabaseOptions = {}): Promise<DbHandle> {
  const handle = createDb(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE, ...options.database });
  try {
    await assertWritable(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

export type ServerOptions = DatabaseOptions & {
  /** Where the server logs; default: LOG_LEVEL on standard output, pretty with NODE_ENV=development. */
  logger?: Logger;
};

/**
 * Migrates, seeds an empty database when the demo is on, and serves; SIGTERM/SIGINT stop it gracefully.
 * Rejects (nothing listening) when the database cannot be written.
 */
export async function startServer(
  env: Env,
  options: ServerOptions = {},
): Promise<{ server: ServerType; stop: () => Promise<void>; logger: Logger }> {
  const logger =
    options.logger ?? (await createServerLogger({ level: env.LOG_LEVEL, pretty: env.prettyLogs }));
  const handle = await openWritableDatabase(env, options);
  try {
    await migrateToLatest(handle.db);
    if (!env.demo) {
      logger.info("DEMO=off: no demo company is seeded and Reset Demo is disabled.");
    } else if (await seedIfEmpty(handle.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) })) {
      logger.info("Seeded the demo company (sign in as demo / demo).");
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  const uploadJobs = createUploadJobs(handle.db, {
    concurrency: env.UPLOAD_CONCURRENCY,
    onError: (err) => logger.error({ err }, "Streamed upload failed"),
  });
  const webhookTargets = createWebhookTargets({ allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === "on" });
  // Every app process runs one: the claim in the database decides which sends a delivery.
  const webhooks = createWebhookWorker(handle.db, {
    targets: webhookTargets,
    retentionDays: env.WEBHOOK_RETENTION_DAYS,
    onError: (err) => logger.error({ err }, "Webhook delivery failed"),
  });
  const app = createApp({
    db: handle.db,
    sessionReads: sessionReadsOf(handle),
    uploadJobs,
    webhookTargets,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    uploadLimits: { userCap: env.UPLOAD_USER_CAP, quotaBytes: env.UPLOAD_QUOTA_BYTES },
    // On PostgreSQL every app process on the database shares the budgets and the login throttle.
    rateLimitStore: rateLimitStoreFor(handle),
    isProduction: env.isProduction,
    demo: env.demo,
    staticDir: env.staticDir,
    trustProxy: env.TRUST_PROXY,
    signup: env.SIGNUP === "open",
    publicUrl: env.PUBLIC_URL,
    allowedHosts: env.ALLOWED_HOSTS,
    llm: env.OPENAI_API_KEY
      ? createOpenAiLlm({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL })
      : null,
    mailer:
      env.SMTP_URL && env.PUBLIC_URL
        ? createSmtpMailer({ smtpUrl: env.SMTP_URL, publicUrl: env.PUBLIC_URL, from: env.MAIL_FROM, logger })
        : null,
    logger,
  });
  // Housekeeping: expired sessions hourly. (A company's data version is one counter row: nothing to compact.)
  const sweepSessions = () =>
    sweepExpiredSessions(handle.db, Date.now()).catch((err) => logger.error({ err }, "Session sweep failed"));
  // Streamed uploads whose process stopped mid-way are discarded (all or nothing), whichever process ran them.
  const sweepUploads = () => uploadJobs.sweep().catch((err) => logger.error({ err }, "Upload sweep failed"));
  // Webhook history past its retention, and idempotency keys past their 24 h (also purged by keyed writes, but
  // a server that stops getting them must not keep the expired ones), hourly.
  const sweepHistory = () =>
    Promise.all([webhooks.sweep(), purgeExpiredIdempotencyKeys(handle.db, { now: Date.now() })]).catch(
      (err) => logger.error({ err }, "Webhook and idempotency sweep failed"),
    );
  await Promise.all([sweepSessions(), sweepUploads(), sweepHistory()]);
  // The queue lives in this process, its line in the database: uploads received before a restart are taken up.
  const resumed = await uploadJobs.resume();
  if (resumed > 0) logger.info(`Resumed ${resumed} queued upload(s) received before the restart.`);
  const sweepers = [
    setInterval(sweepSessions, SESSION_SWEEP_MS),
    setInterval(sweepUploads, UPLOAD_SWEEP_MS),
    setInterval(sweepHistory, HISTORY_SWEEP_MS),
  ];
  webhooks.start();
  for (const timer of sweepers) timer.unref();
  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer: createServerFor(app) },
    (info) => {
      logger.info(
        `ESG platform listening on http://localhost:${info.port} (database ${redactDatabaseUrl(env.DATABASE_URL)})`,
      );
    },
  );

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      for (const timer of sweepers) clearInterval(timer);
      // Stop accepting, let in-flight requests finish, then close the database.
      const force = setTimeout(() => {
        if ("closeAllConnections" in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        // Uploads still processing get the grace period; one cut off is discarded by the next sweep. Those still
        // waiting stay queued in the database and are taken up on the next start.
        const grace = new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS).unref());
        void Promise.race([Promise.all([uploadJobs.close(), webhooks.close()]), grace])
          .then(() => handle.close())
          .then(() => {
            logger.info("Stopped: requests finished and the database closed.");
            resolve();
          });
      });
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    });
    return stopping;
  };
  return { server, stop, logger };
}
