import { appRouter, asTrpcError, restRoutes } from "@esg/api";
import type { Db } from "@esg/db";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createAuthService } from "./auth/auth-service";
import { LoginThrottle } from "./auth/login-throttle";
import type { AppEnv } from "./http/app-env";
import { refuseCrossSiteWrites } from "./http/csrf";
import { errorFromThrown, errorJson } from "./http/error-response";
import { createRateLimit, type RateLimitSettings } from "./http/rate-limits";
import { requestContext } from "./http/request-context";
import { mountRestRoutes } from "./http/rest-adapter";
import { securityHeaders } from "./http/security-headers";
import { sessionMiddleware } from "./http/session-middleware";
import { mountSpa } from "./http/spa";

export type AppDeps = {
  db: Db;
  isProduction: boolean;
  /** Folder of the built SPA; omitted in API-only tests. */
  staticDir?: string;
  throttle?: LoginThrottle;
  rateLimits?: Partial<RateLimitSettings>;
  maxBodyBytes?: number;
  onError?: (error: unknown) => void;
};

export const MAX_BATCH_SIZE = 10;
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const auth = createAuthService({
    db: deps.db,
    throttle: deps.throttle ?? new LoginThrottle(),
    secureCookies: deps.isProduction,
  });
  const ctxDeps = {
    db: deps.db,
    authPort: auth.port,
    rateLimit: createRateLimit(deps.rateLimits),
    isProduction: deps.isProduction,
  };
  const app = new Hono<AppEnv>();

  app.use("*", securityHeaders({ isProduction: deps.isProduction }));
  for (const prefix of ["/api/*", "/trpc/*"]) {
    app.use(prefix, refuseCrossSiteWrites());
    app.use(
      prefix,
      bodyLimit({
        maxSize: deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
        onError: (c) => errorJson(c, 413, { message: "Request body too large", code: "PAYLOAD_TOO_LARGE" }),
      }),
    );
    app.use(prefix, sessionMiddleware(auth));
  }

  app.get("/api/health", (c) => c.json({ status: "ok" }));

  app.all("/trpc/*", (c) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ resHeaders }) => requestContext(c, ctxDeps, resHeaders),
      onError: ({ error }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") deps.onError?.(error.cause ?? error);
      },
    }),
  );

  mountRestRoutes(app, restRoutes, ctxDeps);
  app.all("/api/*", (c) => errorJson(c, 404, { message: "Not found", code: "NOT_FOUND" }));
  app.all("/trpc", (c) => errorJson(c, 404, { message: "Not found", code: "NOT_FOUND" }));

  if (deps.staticDir) mountSpa(app, deps.staticDir, { cacheIndex: deps.isProduction });

  app.onError((error, c) => {
    if (asTrpcError(error).code === "INTERNAL_SERVER_ERROR") deps.onError?.(error);
    return errorFromThrown(c, error, deps.isProduction);
  });
  return app;
}
