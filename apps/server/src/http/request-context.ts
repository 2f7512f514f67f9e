import type {
  Context as ApiContext,
  AuthPort,
  LlmPort,
  MailPort,
  RateLimit,
  UploadLimits,
  WebFetcher,
  WebhookTargetPolicy,
} from "@esg/api";
import type { Db } from "@esg/db";
import type { Context } from "hono";
import type { AppEnv } from "./app-env";

export type ContextDeps = {
  db: Db;
  authPort: AuthPort;
  rateLimit: RateLimit;
  llm: LlmPort | null;
  webFetcher: WebFetcher;
  webhookTargets: WebhookTargetPolicy;
  mailer: MailPort | null;
  isProduction: boolean;
  demoEnabled: boolean;
  /** The upload route and the `carbon.beginUpload` procedure open uploads within the same bounds. */
  uploadLimits: UploadLimits;
};

/** The tRPC context for one HTTP request, shared by the /trpc and /api transports. */
export function requestContext(c: Context<AppEnv>, deps: ContextDeps, resHeaders: Headers): ApiContext {
  const session = c.get("session");
  return {
    db: deps.db,
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    apiToken: session && "apiToken" in session ? session.apiToken : null,
    clientIp: c.get("client").key,
    auth: deps.authPort,
    rateLimit: deps.rateLimit,
    llm: deps.llm,
    webFetcher: deps.webFetcher,
    webhookTargets: deps.webhookTargets,
    mailer: deps.mailer,
    resHeaders,
    isProduction: deps.isProduction,
    demoEnabled: deps.demoEnabled,
    requestId: c.get("requestId"),
    uploadLimits: deps.uploadLimits,
  };
}
