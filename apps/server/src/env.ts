import { fileURLToPath } from "node:url";
import {
  UPLOAD_CONCURRENCY_DEFAULT,
  UPLOAD_QUOTA_BYTES_DEFAULT,
  UPLOAD_USER_CAP_DEFAULT,
  WEBHOOK_RETENTION_DAYS_DEFAULT,
} from "@esg/domain";
import { z } from "zod";
import { LOG_LEVELS } from "./logging/log-levels";

/** The only reader of process.env (DESIGN.md). Everything else receives these values. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** A SQLite file (the default, embedded) or a postgres:// / postgresql:// URL (the scale-out engine). */
  DATABASE_URL: z.string().min(1).default("./data/esg.sqlite"),
  /** Connections per app process when DATABASE_URL is PostgreSQL. */
  /** The largest file POST /api/carbon/uploads takes, in bytes (default 200 MiB). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(200 * 1024 * 1024),
  /** Streamed uploads processed at once by this process; more wait in its queue (default 2). */
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(UPLOAD_CONCURRENCY_DEFAULT),
  /** Uploads one user may have queued or processing at once; one more is 429 (default 5). */
  UPLOAD_USER_CAP: z.coerce.number().int().min(1).max(1000).default(UPLOAD_USER_CAP_DEFAULT),
  /** Upload content a company may keep, in bytes (default 2 GiB); an upload past it is 413. */
  UPLOAD_QUOTA_BYTES: z.coerce.number().int().min(1024).default(UPLOAD_QUOTA_BYTES_DEFAULT),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  /** Folder of the built SPA; defaults to apps/web/dist next to this bundle. */
  STATIC_DIR: z.string().optional(),
  /**
   * The demo company: "on" seeds demo/demo into an empty database and allows Reset Demo; "off" does neither.
   * Defaults to on, except with NODE_ENV=production.
   */
  DEMO: z.enum(["on", "off"]).optional(),
  /**
   * Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed: comma-separated addresses or CIDR
   * ranges (e.g. "10.0.0.0/8,127.0.0.1"). Empty (the default): forwarded headers are ignored.
   */
  TRUST_PROXY: z.string().default(""),
  /** The public origin (e.g. https://esg.example.com): its host is allowed and its scheme is expected. */
  PUBLIC_URL: z.string().url().optional(),
  /** open: anyone may create a company (POST /api/auth/signup); closed: the route answers 404. */
  SIGNUP: z.enum(["open", "closed"]).default("open"),
  /** More host names (with port if not default) the server answers to, comma-separated. */
  ALLOWED_HOSTS: z.string().default(""),
  /**
   * Outgoing mail (invitations naming an e-mail address): smtp://user:pass@host:587 or smtps://…:465. Needs
   * PUBLIC_URL, the origin the links in e-mails point at. Unset: invitation links are only shown to the admin.
   */
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//.test(v), "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  /** The From of those e-mails (default "ESG Platform <no-reply@PUBLIC_URL's host>"). */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * on: webhooks may be sent to loopback addresses (on any port), for tests and a receiver on this machine.
   * Off by default, and refused with NODE_ENV=production: there it would let an admin reach this host's services.
   */
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(["on", "off"]).default("off"),
  /** Days finished webhook deliveries and their events are kept; the hourly sweep deletes older ones. */
  WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(WEBHOOK_RETENTION_DAYS_DEFAULT),
  /** The least severe log line written (pino's levels); "silent" writes none. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
});

export type Env = z.infer<typeof envSchema> & {
  staticDir: string;
  isProduction: boolean;
  demo: boolean;
  /** Human-readable log lines instead of JSON: only when NODE_ENV=development is set (`pnpm dev`). */
  prettyLogs: boolean;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  if (env.SMTP_URL && !env.PUBLIC_URL) {
    throw new Error(
      "Invalid environment:\n  SMTP_URL: needs PUBLIC_URL, the address the links in e-mails point at",
    );
  }
  if (env.WEBHOOKS_ALLOW_LOOPBACK === "on" && env.NODE_ENV === "production") {
    throw new Error(
      "Invalid environment:\n  WEBHOOKS_ALLOW_LOOPBACK: on is refused with NODE_ENV=production (webhooks would " +
        "reach services on this host)",
    );
  }
  return {
    ...env,
    // The bundle lives in apps/server/dist, the SPA in apps/web/dist.
    staticDir: env.STATIC_DIR ?? fileURLToPath(new URL("../../web/dist", import.meta.url)),
    isProduction: env.NODE_ENV === "production",
    // `pnpm start` (the README's quick start) sets no NODE_ENV, so it keeps the demo.
    demo: (env.DEMO ?? (env.NODE_ENV === "production" ? "off" : "on")) === "on",
    // Asked for, not defaulted: `pnpm start` (no NODE_ENV) writes the JSON lines a log collector reads.
    prettyLogs: source.NODE_ENV === "development",
  };
}
